import { ExpertPage } from '../../components/ExpertPage.js';

export default function KenjiWatanabe() {
  return <ExpertPage slug="kenji-watanabe" />;
}
