import { ExpertPage } from '../../components/ExpertPage.js';

export default function FaridHaddad() {
  return <ExpertPage slug="farid-haddad" />;
}
