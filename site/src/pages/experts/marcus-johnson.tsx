import { ExpertPage } from '../../components/ExpertPage.js';

export default function MarcusJohnson() {
  return <ExpertPage slug="marcus-johnson" />;
}
