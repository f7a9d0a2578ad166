import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateStill() {
  return <TemplatePage slug="still" />;
}
