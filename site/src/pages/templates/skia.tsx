import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateSkia() {
  return <TemplatePage slug="skia" />;
}
