import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateNextTailwind() {
  return <TemplatePage slug="next-tailwind" />;
}
