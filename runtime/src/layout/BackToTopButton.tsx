import { useEffect, useRef, useState } from 'react';
import { smoothScrollTo } from '../router/scroll.js';
import { themeMessage } from '../i18n/theme-message.js';

/** Scroll distance after which the button shows. */
const THRESHOLD = 300;

/**
 * "Back to top": shown once the page is scrolled down; scrolls smoothly to the top (the browser's
 * smooth scrolling, else the 15 %-per-frame fallback of SPEC §9).
 */
export function BackToTopButton() {
  const [shown, setShown] = useState(false);
  const cancel = useRef<() => void>(() => {});
  useEffect(() => {
    const onScroll = (): void => setShown(window.scrollY > THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel.current();
    };
  }, []);
  return (
    <button
      type="button"
      aria-label={themeMessage('theme.BackToTopButton.buttonAriaLabel')}
      className={`back-to-top${shown ? ' back-to-top--shown' : ''}`}
      tabIndex={shown ? 0 : -1}
      onClick={() => {
        cancel.current();
        cancel.current = smoothScrollTo(0);
      }}
    >
      ↑
    </button>
  );
}
