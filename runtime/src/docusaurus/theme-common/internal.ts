/**
 * `@docusaurus/theme-common/internal`: the internal hooks ejected theme components use most,
 * over the runtime's own state. A site's installed package is never bundled; this module stands
 * in for it.
 */
import { useShell } from '../../client/runtime-context.js';
import { absoluteUrl } from '../../head/head-state.js';
import { localeBaseUrl, localeUrl } from '../../navbar/locale-links.js';
import { useLocation } from '../../router/Router.js';

/** Docusaurus's `useAlternatePageUtils()`: URLs of the current page in the other locales. */
export interface AlternatePageUtils {
  /**
   * The current page's path in `locale` (its base URL, then the path after the current
   * locale's), with the site's `url` in front when `fullyQualified`. No query or hash.
   */
  createUrl(options: { locale: string; fullyQualified: boolean }): string;
}

/** `useAlternatePageUtils()`: the current page's URL in another locale, as the locale dropdown and hreflang links make it. */
export function useAlternatePageUtils(): AlternatePageUtils {
  const { site } = useShell();
  const { pathname } = useLocation();
  return {
    createUrl({ locale, fullyQualified }) {
      const path = localeUrl({ pathname, search: '', hash: '', currentBaseUrl: localeBaseUrl(site, site.currentLocale), targetBaseUrl: localeBaseUrl(site, locale) });
      return fullyQualified ? absoluteUrl(site, path) : path;
    },
  };
}

/**
 * `useScrollPositionBlocker()`: `blockElementScrollPositionUntilNextRender(el)` keeps `el` at
 * the same place in the viewport across the next render (tabs of another height above it), by
 * scrolling the window by how far it moved, on the next animation frame.
 */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void } {
  return {
    blockElementScrollPositionUntilNextRender(el) {
      const before = el.getBoundingClientRect().top;
      requestAnimationFrame(() => {
        const moved = el.getBoundingClientRect().top - before;
        if (moved) window.scrollBy(0, moved);
      });
    },
  };
}

/**
 * The docs sidebar helpers Docusaurus 2 and early 3 exported here, before they moved to
 * `@docusaurus/plugin-content-docs/client` (ejected components written then import them from
 * here); `findFirstCategoryLink` is the old name of `findFirstSidebarItemLink`.
 */
export {
  findFirstSidebarItemLink as findFirstCategoryLink,
  isActiveSidebarItem,
  useCurrentSidebarCategory,
  useDocsSidebar,
  useSidebarBreadcrumbs,
} from '../plugin-content-docs/client.js';

/** `useBlogPost()`, where Docusaurus 2 and early 3 exported it (now `@docusaurus/plugin-content-blog/client`). */
export { useBlogPost } from '../plugin-content-blog/client.js';
