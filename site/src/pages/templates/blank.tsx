import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateBlank() {
  return <TemplatePage slug="blank" />;
}
