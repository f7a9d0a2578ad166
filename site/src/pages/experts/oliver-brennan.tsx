import { ExpertPage } from '../../components/ExpertPage.js';

export default function OliverBrennan() {
  return <ExpertPage slug="oliver-brennan" />;
}
