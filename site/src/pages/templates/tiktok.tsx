import { TemplatePage } from '../../components/TemplatePage.js';

export default function TemplateTiktok() {
  return <TemplatePage slug="tiktok" />;
}
