import { themeMessage } from '../i18n/theme-message.js';

/** Id of the main content wrapper (the skip link's fallback target, and its target without JavaScript). */
export const MAIN_CONTENT_ID = '__sg_main';

/**
 * Docusaurus's id for the same wrapper (`SkipToContentFallbackId` of `@docusaurus/theme-common`),
 * which a site's ejected `Layout` puts on its content wrapper.
 */
export const DOCUSAURUS_MAIN_CONTENT_ID = '__docusaurus_skipToContent_fallback';

/**
 * The element "Skip to main content" moves focus to: the page's first `<main>` (on doc pages the
 * content beside the sidebar), else the main content wrapper (the shell's, or an ejected
 * `Layout`'s) — as Docusaurus's SkipToContent.
 */
export function skipTarget(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main') ?? doc.getElementById(MAIN_CONTENT_ID) ?? doc.getElementById(DOCUSAURUS_MAIN_CONTENT_ID);
}

/** Focuses `el` even if it is not focusable (a temporary tabindex, removed when focus leaves). */
function focusProgrammatically(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus();
}

/** The first focusable element of every page: jumps to the main content (SPEC §2 shared layout). */
export function SkipToContent() {
  return (
    <div role="region" aria-label={themeMessage('theme.common.skipToMainContent')}>
      <a
        className="skip-to-content"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(e) => {
          const target = skipTarget(document);
          if (!target) return;
          e.preventDefault();
          focusProgrammatically(target);
          target.scrollIntoView();
        }}
      >
        {themeMessage('theme.common.skipToMainContent')}
      </a>
    </div>
  );
}
