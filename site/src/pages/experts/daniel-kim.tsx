import { ExpertPage } from '../../components/ExpertPage.js';

export default function DanielKim() {
  return <ExpertPage slug="daniel-kim" />;
}
