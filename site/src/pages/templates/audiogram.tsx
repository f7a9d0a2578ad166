import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateAudiogram() {
  return <TemplatePage slug="audiogram" />;
}
