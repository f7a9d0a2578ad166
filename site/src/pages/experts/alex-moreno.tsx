import { ExpertPage } from '../../components/ExpertPage.js';

export default function AlexMoreno() {
  return <ExpertPage slug="alex-moreno" />;
}
