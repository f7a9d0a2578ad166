import { ExpertPage } from '../../components/ExpertPage.js';

export default function AmaraOkafor() {
  return <ExpertPage slug="amara-okafor" />;
}
