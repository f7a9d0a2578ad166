import { ExpertPage } from '../../components/ExpertPage.js';

export default function IsabelSantos() {
  return <ExpertPage slug="isabel-santos" />;
}
