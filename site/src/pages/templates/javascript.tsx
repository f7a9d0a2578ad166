import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateJavascript() {
  return <TemplatePage slug="javascript" />;
}
