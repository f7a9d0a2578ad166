import { ExpertPage } from '../../components/ExpertPage.js';

export default function SofiaBianchi() {
  return <ExpertPage slug="sofia-bianchi" />;
}
