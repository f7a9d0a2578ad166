import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateNext() {
  return <TemplatePage slug="next" />;
}
