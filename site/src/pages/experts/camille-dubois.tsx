import { ExpertPage } from '../../components/ExpertPage.js';

export default function CamilleDubois() {
  return <ExpertPage slug="camille-dubois" />;
}
