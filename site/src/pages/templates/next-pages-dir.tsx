import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateNextPagesDir() {
  return <TemplatePage slug="next-pages-dir" />;
}
