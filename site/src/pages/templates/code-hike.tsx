import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateCodeHike() {
  return <TemplatePage slug="code-hike" />;
}
