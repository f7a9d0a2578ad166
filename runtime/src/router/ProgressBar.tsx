import { themeMessage } from '../i18n/theme-message.js';
/** The thin navigation progress bar (SPEC §2: shown after 200 ms of navigation, no spinner). */
export function ProgressBar({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className="sg-progress" role="progressbar" aria-label={themeMessage('sitegraph.ProgressBar.ariaLabel')}>
      <div className="sg-progress__bar" />
    </div>
  );
}
