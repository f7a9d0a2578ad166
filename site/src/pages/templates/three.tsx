import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateThree() {
  return <TemplatePage slug="three" />;
}
