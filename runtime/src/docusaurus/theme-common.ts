/**
 * `@docusaurus/theme-common`: the parts swizzled components and pages use most, over the
 * runtime's own hooks. A site's installed `@docusaurus/theme-common` package is never bundled
 * (it needs Docusaurus's generated modules); this module stands in for it.
 */
import { useSyncExternalStore } from 'react';
import { useHistory } from 'react-router-dom';
import { pluralForm } from '../i18n/theme-message.js';

export { useColorMode } from '../color-mode/ColorModeProvider.js';
export { useThemeConfig } from '../client/runtime-context.js';
export { useWindowSize } from '../layout/use-window-size.js';

/**
 * Docusaurus's stable class names (its public list, for site CSS and ejected components): the
 * theme's own elements carry those of the wrappers, the doc markdown, footer and TOCs, the edit
 * link and last update; the rest (page kinds, sidebar items by level, admonition types…) are
 * here so that an ejected component that puts them on its own elements keeps working.
 * `wrapper.docPages` is kept beside Docusaurus's `docsPages` for sites written against it.
 */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', docPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  layout: { main: { container: 'theme-layout-main' } },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}` as const,
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}` as const,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}` as const,
  },
  blog: {
    blogFooterTagsRow: 'theme-blog-footer-tags-row',
    blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row',
  },
} as const;
export { PageMetadata } from './PageMetadata.js';

/**
 * Docusaurus's id of the element "Skip to main content" falls back to when a page has no
 * `<main>`; an ejected `Layout` puts it on its content wrapper. The theme's skip link targets
 * the page's first `<main>`, then this.
 */
export { DOCUSAURUS_MAIN_CONTENT_ID as SkipToContentFallbackId } from '../layout/SkipToContent.js';

/**
 * The values of `values` that occur more than once, each repeat listed (`[a, b, a, a]` → `[a, a]`),
 * `comparator` deciding equality (default `===`), as Docusaurus's `duplicates`.
 */
export function duplicates<T>(values: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((value, index) => values.findIndex((other) => comparator(value, other)) !== index);
}

/**
 * Query strings merged into one (`?a=1`, `b=2` → `?a=1&b=2`), as Docusaurus's
 * `mergeSearchStrings`: with `append` a key given twice keeps both values, with `merge` the last
 * wins. Undefined and empty strings are skipped; the result is `''` or starts with `?`.
 */
export function mergeSearchStrings(searchStrings: readonly (string | undefined)[], strategy: 'append' | 'merge'): string {
  const params = new URLSearchParams();
  for (const search of searchStrings) {
    if (!search) continue;
    for (const [key, value] of new URLSearchParams(search)) {
      if (strategy === 'merge') params.set(key, value);
      else params.append(key, value);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A value read from the router's history (`history.location.search`…), re-rendering when it
 * changes after navigation, as Docusaurus's `useHistorySelector`.
 */
export function useHistorySelector<T>(selector: (history: ReturnType<typeof useHistory>) => T): T {
  const history = useHistory();
  const read = () => selector(history);
  return useSyncExternalStore((onChange) => history.listen(() => onChange()), read, read);
}

/** What {@link usePluralForm} gives: `selectMessage(count, message)`. */
export interface PluralForm {
  /** The form of `message` (forms separated by `|`, in CLDR's category order) for `count`; placeholders are left to the caller. */
  selectMessage: (count: number, message: string) => string;
}

const PLURAL_FORM: PluralForm = { selectMessage: (count, message) => pluralForm(message, count) };

/**
 * `usePluralForm()`: picks a message's plural form by the site's current locale, as Docusaurus's
 * (an ejected `DocCard` counts a category's items with it): `selectMessage(3, 'One item|{count} items')`
 * is `'{count} items'` in English.
 */
export function usePluralForm(): PluralForm {
  return PLURAL_FORM;
}
