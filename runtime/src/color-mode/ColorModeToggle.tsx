import { useHydrated } from '../client/use-hydrated.js';
import { useColorMode } from './ColorModeProvider.js';
import { themeMessage } from '../i18n/theme-message.js';

/** The light/dark switch of the navbar (hidden when `colorMode.disableSwitch`). */
export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode, config } = useColorMode();
  const hydrated = useHydrated();
  if (config.disableSwitch) return null;
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label = themeMessage('theme.colorToggle.ariaLabel', { mode: themeMessage(colorMode === 'dark' ? 'theme.colorToggle.ariaLabel.mode.dark' : 'theme.colorToggle.ariaLabel.mode.light') });
  return (
    <button
      type="button"
      className={`color-mode-toggle${className ? ` ${className}` : ''}`}
      onClick={() => setColorMode(next)}
      disabled={!hydrated}
      title={label}
      aria-label={label}
      aria-live="polite"
      data-color-mode={colorMode}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" className="color-mode-toggle__icon color-mode-toggle__icon--light" aria-hidden="true">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
        </g>
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" className="color-mode-toggle__icon color-mode-toggle__icon--dark" aria-hidden="true">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}
