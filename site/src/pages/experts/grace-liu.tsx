import { ExpertPage } from '../../components/ExpertPage.js';

export default function GraceLiu() {
  return <ExpertPage slug="grace-liu" />;
}
