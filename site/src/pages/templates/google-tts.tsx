import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateGoogleTts() {
  return <TemplatePage slug="google-tts" />;
}
