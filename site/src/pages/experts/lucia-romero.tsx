import { ExpertPage } from '../../components/ExpertPage.js';

export default function LuciaRomero() {
  return <ExpertPage slug="lucia-romero" />;
}
