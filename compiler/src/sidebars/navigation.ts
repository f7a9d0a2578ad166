/**
 * Previous/next navigation of docs and generated-index pages along sidebar order
 * (Docusaurus 3.7.0 `getDocNavigation` / `addDocNavigation` semantics).
 */

import type { DocNavLink } from '../docs/doc-metadata.js';
import { fail } from '../diagnostics/index.js';
import { navigationItemDocId, type NavigationItem, type SidebarsIndex } from './sidebars-index.js';
import type { CategoryGeneratedIndex, DocSidebarNavigation } from './types.js';

/** What navigation needs of a doc (a subset of `DocMetadataBase`). */
export interface NavigationDoc {
  id: string;
  title: string;
  permalink: string;
  unlisted: boolean;
  source: string;
  frontMatter: Record<string, unknown>;
}

/**
 * The link to a doc as a neighbour: title = `pagination_label` ?? `sidebar_label` ?? the
 * sidebar item's label ?? title.
 */
export function docNavLink(doc: NavigationDoc, itemLabel?: string): DocNavLink {
  const fm = doc.frontMatter;
  const title = (fm.pagination_label as string | undefined) ?? (fm.sidebar_label as string | undefined) ?? itemLabel ?? doc.title;
  return { title, permalink: doc.permalink };
}

function navigationItemLink(item: NavigationItem | undefined, docsById: ReadonlyMap<string, NavigationDoc>): DocNavLink | null {
  if (!item) return null;
  if (item.type === 'category') {
    if (item.link.type === 'generated-index') return { title: item.label, permalink: item.link.permalink };
    return docNavLink(docsById.get(item.link.id)!);
  }
  return docNavLink(docsById.get(item.id)!, item.label);
}

function isUnlistedItem(item: NavigationItem, unlisted: ReadonlySet<string>): boolean {
  if (item.type === 'category') return item.link.type === 'doc' && unlisted.has(item.link.id);
  return unlisted.has(item.id);
}

/**
 * Sidebar and neighbours of every doc.
 *
 * - The sidebar is `displayed_sidebar` when the front matter sets it (`null` = none), else
 *   the last sidebar listing the doc.
 * - Neighbours are the navigation items around the doc in that sidebar, after removing
 *   items of unlisted docs; a doc not found in the sidebar has none.
 * - `pagination_prev` / `pagination_next` (doc ids) override them; `null` disables; an
 *   unlisted target gives none, and so does a draft (its page is not built).
 *
 * @param docs the published docs (drafts removed)
 * @param draftIds ids of draft docs: pagination front matter naming one gives no link
 * @returns a map keyed by doc id (prototype-free object)
 * @throws CompileError `sidebars/unknown-sidebar` when `displayed_sidebar` names no sidebar;
 *   `sidebars/unknown-pagination-doc` when `pagination_prev/next` names no doc
 */
export function computeDocNavigation(
  docs: readonly NavigationDoc[],
  index: SidebarsIndex,
  draftIds: ReadonlySet<string> = new Set(),
): Record<string, DocSidebarNavigation> {
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const unlisted = new Set(docs.filter((d) => d.unlisted).map((d) => d.id));
  /** Per sidebar: navigation items without unlisted docs, and the first position of each doc id in them. */
  const listedNavigation = new Map<string, { items: NavigationItem[]; positions: Map<string, number> }>();
  const navigationWithoutUnlisted = (sidebarId: string) => {
    let nav = listedNavigation.get(sidebarId);
    if (!nav) {
      const all = index.navigationOf(sidebarId);
      if (!all) return undefined;
      const items = all.filter((item) => !isUnlistedItem(item, unlisted));
      const positions = new Map<string, number>();
      items.forEach((item, i) => {
        const id = navigationItemDocId(item);
        if (id !== undefined && !positions.has(id)) positions.set(id, i);
      });
      nav = { items, positions };
      listedNavigation.set(sidebarId, nav);
    }
    return nav;
  };

  const result: Record<string, DocSidebarNavigation> = Object.create(null);
  for (const doc of [...docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const displayed = doc.frontMatter.displayed_sidebar;
    const sidebar = displayed === undefined ? index.sidebarOfDoc(doc.id) : (displayed as string | null);
    let previous: DocNavLink | null = null;
    let next: DocNavLink | null = null;
    if (sidebar) {
      const nav = navigationWithoutUnlisted(sidebar);
      if (!nav) {
        fail(
          'sidebars/unknown-sidebar',
          `Doc "${doc.id}" wants to display sidebar "${sidebar}" (displayed_sidebar) but a sidebar with this name doesn't exist. Available sidebars: ${index.sidebarIds.join(', ') || '(none)'}.`,
          { file: doc.source },
        );
      }
      const at = nav.positions.get(doc.id);
      if (at !== undefined) {
        previous = navigationItemLink(nav.items[at - 1], docsById);
        next = navigationItemLink(nav.items[at + 1], docsById);
      }
    }
    const byId = (key: 'pagination_prev' | 'pagination_next'): DocNavLink | null => {
      const target = doc.frontMatter[key];
      if (target === null || target === undefined || target === '' || draftIds.has(target as string)) return null;
      const targetDoc = docsById.get(target as string);
      if (!targetDoc) {
        fail(
          'sidebars/unknown-pagination-doc',
          `The ${key} front matter of doc "${doc.id}" points to a non-existent doc id "${String(target)}".`,
          { file: doc.source },
        );
      }
      return targetDoc.unlisted ? null : docNavLink(targetDoc);
    };
    if (doc.frontMatter.pagination_prev !== undefined) previous = byId('pagination_prev');
    if (doc.frontMatter.pagination_next !== undefined) next = byId('pagination_next');
    result[doc.id] = { sidebar: sidebar ?? null, previous, next };
  }
  return result;
}

/**
 * The generated-index category pages of a version: title (`link.title` ?? label),
 * description, image, keywords, slug, permalink, the sidebar holding it and its neighbours
 * (unlisted docs are not skipped here, as in Docusaurus).
 */
export function computeCategoryGeneratedIndices(
  docs: readonly NavigationDoc[],
  index: SidebarsIndex,
): CategoryGeneratedIndex[] {
  const docsById = new Map(docs.map((d) => [d.id, d]));
  return index.generatedIndexCategories().map((category) => {
    const link = category.link;
    let sidebar = '';
    let previous: DocNavLink | null = null;
    let next: DocNavLink | null = null;
    for (const id of index.sidebarIds) {
      const nav = index.navigationOf(id)!;
      const at = nav.findIndex(
        (item) => item.type === 'category' && item.link.type === 'generated-index' && item.link.permalink === link.permalink,
      );
      if (at === -1) continue;
      sidebar = id;
      previous = navigationItemLink(nav[at - 1], docsById);
      next = navigationItemLink(nav[at + 1], docsById);
      break;
    }
    const page: CategoryGeneratedIndex = {
      title: link.title ?? category.label,
      slug: link.slug,
      permalink: link.permalink,
      sidebar,
      navigation: { previous, next },
    };
    if (link.description !== undefined) page.description = link.description;
    if (link.keywords !== undefined) page.keywords = link.keywords;
    if (link.image !== undefined) page.image = link.image;
    return page;
  });
}
