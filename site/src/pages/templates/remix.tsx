import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateRemix() {
  return <TemplatePage slug="remix" />;
}
