import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateTts() {
  return <TemplatePage slug="tts" />;
}
