import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateStargazer() {
  return <TemplatePage slug="stargazer" />;
}
