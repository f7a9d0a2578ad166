/**
 * Queries over loaded sidebars (Docusaurus 3.7.0 `createSidebarsUtils` semantics), kept apart
 * from their construction: doc ids per sidebar, navigation order, the sidebar of a doc, first
 * links, generated-index categories.
 */

import type {
  LoadedSidebars,
  SidebarCategoryLinkGeneratedIndex,
  SidebarItem,
  SidebarItemCategory,
  SidebarItemDoc,
} from './types.js';

/** A category with a link (doc or generated index): it is a page of its own in navigation. */
export type LinkedCategory = SidebarItemCategory & { link: NonNullable<SidebarItemCategory['link']> };

/** A category whose link is a generated index page. */
export type GeneratedIndexCategory = SidebarItemCategory & { link: SidebarCategoryLinkGeneratedIndex };

/** An item previous/next navigation walks through: a doc item (not ref) or a linked category. */
export type NavigationItem = SidebarItemDoc | LinkedCategory;

/** First navigable target of a sidebar (Docusaurus `getFirstLink`). */
export type FirstLink =
  | { type: 'doc'; id: string; label: string }
  | { type: 'generated-index'; permalink: string; label: string };

/** Precomputed lookups over a version's loaded sidebars. */
export interface SidebarsIndex {
  readonly sidebars: LoadedSidebars;
  /** Sidebar ids in definition order. */
  readonly sidebarIds: readonly string[];
  /** Doc ids of a sidebar in navigation order (doc items and category doc links; refs excluded). */
  docIdsOf(sidebarId: string): readonly string[];
  /** Navigation items of a sidebar, depth first, categories before their children; undefined for an unknown sidebar. */
  navigationOf(sidebarId: string): readonly NavigationItem[] | undefined;
  /** The sidebar a doc belongs to: the last sidebar (definition order) that lists it. */
  sidebarOfDoc(docId: string): string | undefined;
  /** First doc id of the first sidebar (Docusaurus's fallback for a version's main doc). */
  firstDocIdOfFirstSidebar(): string | undefined;
  /** First doc or generated-index link of a sidebar, looking into categories depth first. */
  firstLink(sidebarId: string): FirstLink | undefined;
  /** Every generated-index category, in sidebar order then navigation order. */
  generatedIndexCategories(): GeneratedIndexCategory[];
}

/** Flattens items depth first, each category before its children. */
export function flattenSidebarItems(items: readonly SidebarItem[]): SidebarItem[] {
  const out: SidebarItem[] = [];
  const visit = (item: SidebarItem): void => {
    out.push(item);
    if (item.type === 'category') item.items.forEach(visit);
  };
  items.forEach(visit);
  return out;
}

/** Doc ids of a navigation item (a doc item's id or a category's doc link id). */
export function navigationItemDocId(item: NavigationItem): string | undefined {
  if (item.type === 'category') return item.link.type === 'doc' ? item.link.id : undefined;
  return item.id;
}

/** Every doc id that doc/ref items and category doc links name, with duplicates, in order. */
export function collectReferencedDocIds(items: readonly SidebarItem[]): string[] {
  return flattenSidebarItems(items).flatMap((item) => {
    if (item.type === 'category') return item.link?.type === 'doc' ? [item.link.id] : [];
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    return [];
  });
}

/** Builds the lookups of {@link SidebarsIndex} once for a version's sidebars. */
export function createSidebarsIndex(sidebars: LoadedSidebars): SidebarsIndex {
  const docIds = new Map<string, string[]>();
  const navigation = new Map<string, NavigationItem[]>();
  const docSidebar = new Map<string, string>();
  for (const { id, items } of sidebars) {
    const flat = flattenSidebarItems(items);
    const ids: string[] = [];
    const nav: NavigationItem[] = [];
    for (const item of flat) {
      if (item.type === 'doc') {
        ids.push(item.id);
        nav.push(item);
      } else if (item.type === 'category' && item.link) {
        if (item.link.type === 'doc') ids.push(item.link.id);
        nav.push(item as LinkedCategory);
      }
    }
    docIds.set(id, ids);
    navigation.set(id, nav);
    for (const docId of ids) docSidebar.set(docId, id);
  }

  const firstLinkOf = (items: readonly SidebarItem[]): FirstLink | undefined => {
    for (const item of items) {
      if (item.type === 'doc') return { type: 'doc', id: item.id, label: item.label ?? item.id };
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') return { type: 'doc', id: item.link.id, label: item.label };
      if (item.link?.type === 'generated-index') {
        return { type: 'generated-index', permalink: item.link.permalink, label: item.label };
      }
      const inner = firstLinkOf(item.items);
      if (inner) return inner;
    }
    return undefined;
  };

  return {
    sidebars,
    sidebarIds: sidebars.map((s) => s.id),
    docIdsOf: (sidebarId) => docIds.get(sidebarId) ?? [],
    navigationOf: (sidebarId) => navigation.get(sidebarId),
    sidebarOfDoc: (docId) => docSidebar.get(docId),
    firstDocIdOfFirstSidebar: () => (sidebars.length > 0 ? docIds.get(sidebars[0]!.id)![0] : undefined),
    firstLink: (sidebarId) => {
      const sidebar = sidebars.find((s) => s.id === sidebarId);
      return sidebar ? firstLinkOf(sidebar.items) : undefined;
    },
    generatedIndexCategories: () =>
      sidebars.flatMap(({ id }) =>
        navigation
          .get(id)!
          .filter((item): item is GeneratedIndexCategory => item.type === 'category' && item.link.type === 'generated-index'),
      ),
  };
}
