import { ExpertPage } from '../../components/ExpertPage.js';

export default function BenHartmann() {
  return <ExpertPage slug="ben-hartmann" />;
}
