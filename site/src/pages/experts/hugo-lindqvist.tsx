import { ExpertPage } from '../../components/ExpertPage.js';

export default function HugoLindqvist() {
  return <ExpertPage slug="hugo-lindqvist" />;
}
