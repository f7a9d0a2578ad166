import { ExpertPage } from '../../components/ExpertPage.js';

export default function ElenaPetrova() {
  return <ExpertPage slug="elena-petrova" />;
}
