/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks ejected theme components call. A
 * site's installed package is never bundled (it needs Docusaurus's generated modules); this
 * module stands in for it, over the doc page's data as the graph decided it.
 */
import { useMemo } from 'react';
import { useCurrentDoc } from '../../docs/current-doc.js';
import { firstHref } from '../../data/docs-data.js';
import { useLeafDocsSidebar } from '../../docs/DocRootLayout.js';
import { sidebarBreadcrumbs } from '../../docs/sidebar-breadcrumbs.js';
import { useRouteState } from '../../router/route-state.js';
import { useDocsVersion as useDocsVersionRoot } from '../../docs/DocsVersionRoot.js';
import type { DocData, DocsVersionData, SidebarItem, ThemeFrontMatter } from '../../data/site-data.js';
import { flattenToc } from '../../toc/toc-shape.js';

/** The doc data fields `useDoc().metadata` has, under Docusaurus's names. */
const METADATA_KEYS = ['id', 'title', 'description', 'permalink', 'version', 'editUrl', 'lastUpdatedAt', 'lastUpdatedBy', 'tags', 'previous', 'next', 'sidebar', 'unlisted', 'frontMatter'] as const;

/**
 * Docusaurus's `useDoc().metadata`, from the doc's data file: `version` is the docs version's
 * name (`current` for the unversioned docs), `lastUpdatedAt` in milliseconds since the epoch.
 */
export type DocMetadata = Pick<DocData, (typeof METADATA_KEYS)[number]>;

/** Docusaurus's `useDoc()` value: the doc's metadata, front matter and table of contents. */
export interface DocContextValue {
  metadata: DocMetadata;
  frontMatter: ThemeFrontMatter;
  /** Every heading of the doc (levels 2 to 6), before the level filter of its TOC. */
  toc: readonly { value: string; id: string; level: number }[];
  contentTitle: string | undefined;
  assets: { image?: string };
}

/** `useDoc().metadata` of a doc's data. */
export function docMetadata(doc: DocData): DocMetadata {
  return Object.fromEntries(METADATA_KEYS.map((key) => [key, doc[key]])) as DocMetadata;
}

/**
 * `useDoc()`: the displayed doc, as Docusaurus's (`metadata`, `frontMatter`, `toc`,
 * `contentTitle`, `assets`). `frontMatter` is the doc's whole front matter as the graph keeps
 * it, site-specific keys included (those the theme reads, `hide_title`, TOC levels, `keywords`,
 * `image`…, typed).
 * @throws Error outside a doc page, as Docusaurus's hook throws outside its provider
 */
export function useDoc(): DocContextValue {
  const doc = useCurrentDoc();
  if (!doc) throw new Error('useDoc() of @docusaurus/plugin-content-docs/client was called outside a doc page (it reads the displayed doc).');
  return {
    metadata: docMetadata(doc),
    frontMatter: doc.frontMatter,
    toc: flattenToc(doc.content.toc),
    contentTitle: doc.content.contentTitle ?? undefined,
    assets: doc.frontMatter.image ? { image: doc.frontMatter.image } : {},
  };
}

/**
 * `useDocsVersion()`: the displayed docs version (`name`, `label`, `banner`, `badge`,
 * `className`, `noIndex`) as the graph decided it; unlike Docusaurus's it names the version
 * `name` (not `version`) and has no `docs` map.
 * @throws Error outside docs, as Docusaurus's hook throws outside its provider
 */
export function useDocsVersion(): DocsVersionData {
  const version = useDocsVersionRoot();
  if (!version) throw new Error('useDocsVersion() of @docusaurus/plugin-content-docs/client was called outside the docs (it reads the displayed docs version).');
  return version;
}

type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

/** `useDocsSidebar()`: the displayed page's docs sidebar (`name`, `items`), or null on a page without one, as Docusaurus's. */
export function useDocsSidebar(): { name: string; items: readonly SidebarItem[] } | null {
  const sidebar = useLeafDocsSidebar();
  return useMemo(() => (sidebar ? { name: sidebar.name, items: sidebar.items } : null), [sidebar]);
}

/**
 * `useSidebarBreadcrumbs()`: the items of the displayed docs sidebar from its top level down to
 * the current page's (categories, then the page's link or category), or null when the page is in
 * no sidebar.
 */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const sidebar = useLeafDocsSidebar();
  const { location } = useRouteState();
  return useMemo(() => (sidebar ? sidebarBreadcrumbs(sidebar.items, location.pathname) : null), [sidebar, location.pathname]);
}

/**
 * `useCurrentSidebarCategory()`: the sidebar category whose link is the displayed page (a
 * generated index, or a category's own doc), as Docusaurus's; an ejected `DocCardList` lists its `items`.
 * @throws Error on a page that is not a category's, as Docusaurus's hook throws
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const crumbs = useSidebarBreadcrumbs();
  const { location } = useRouteState();
  const deepest = crumbs?.[crumbs.length - 1];
  if (deepest?.type !== 'category') throw new Error(`useCurrentSidebarCategory() of @docusaurus/plugin-content-docs/client was called on ${location.pathname}, which is not a sidebar category's page.`);
  return deepest;
}

/** `isActiveSidebarItem(item, activePath)`: true when `item` is the page at `activePath` or (a category) holds it, as Docusaurus's. */
export { isActiveSidebarItem } from '../../docs/sidebar-breadcrumbs.js';

/**
 * `findFirstSidebarItemLink(item)`: where a sidebar item leads, as Docusaurus's: a link's `href`,
 * a category's own link, else the first one among its items (depth first); undefined for none.
 */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  return item.href ?? firstHref(item.items) ?? undefined;
}
