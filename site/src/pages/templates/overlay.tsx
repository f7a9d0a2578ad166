import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateOverlay() {
  return <TemplatePage slug="overlay" />;
}
