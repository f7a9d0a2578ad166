import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateHelloWorld() {
  return <TemplatePage slug="hello-world" />;
}
