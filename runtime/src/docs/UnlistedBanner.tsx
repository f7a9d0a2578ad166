import { themeMessage } from '../i18n/theme-message.js';

/** The note above an unlisted doc or page (`theme.unlistedContent.message`); `className` is added to it. */
export function UnlistedBanner({ className }: { className?: string }) {
  return (
    <div className={`unlisted-banner${className ? ` ${className}` : ''}`} role="note">
      {themeMessage('theme.unlistedContent.message')}
    </div>
  );
}
