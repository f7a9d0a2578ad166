import { ExpertPage } from '../../components/ExpertPage.js';

export default function NadiaRahman() {
  return <ExpertPage slug="nadia-rahman" />;
}
