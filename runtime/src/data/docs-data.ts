import type { ContentData, DocData, DocGeneratedIndexData, DocTagData, DocTagsListData, DocsSidebarData, DocsVersionData, IndexCard, NavLink, SidebarItem } from './site-data.js';
import { arr, numOrNull, obj, str, strOrNull } from './json-access.js';
import { themeFrontMatter } from './theme-front-matter.js';

/** One docs version of the graph (golden `docs.<id>.versions[]`), indexed for lookups. */
export interface DocsVersionIndex {
  pluginId: string;
  raw: Record<string, unknown>;
  name: string;
  docsById: Map<string, Record<string, unknown>>;
  sidebars: Map<string, SidebarItem[]>;
}

/** Indexes of one docs plugin instance. */
export interface DocsPluginIndex {
  pluginId: string;
  versions: DocsVersionIndex[];
  byName: Map<string, DocsVersionIndex>;
  last: DocsVersionIndex | undefined;
}

/** Builds lookup maps over `graph.docs[pluginId]`. */
export function indexDocsPlugin(pluginId: string, raw: unknown): DocsPluginIndex {
  const versions = arr(obj(raw).versions).map((v): DocsVersionIndex => {
    const version = obj(v);
    return {
      pluginId,
      raw: version,
      name: str(version.name),
      docsById: new Map(arr(version.docs).map((d) => [str(obj(d).id), obj(d)])),
      sidebars: new Map(arr(version.sidebars).map((s) => [str(obj(s).id), arr(obj(s).items) as SidebarItem[]])),
    };
  });
  return {
    pluginId,
    versions,
    byName: new Map(versions.map((v) => [v.name, v])),
    last: versions.find((v) => v.raw.isLast === true) ?? versions[0],
  };
}

/** Permalink of a version's main doc (its `mainDocId`), or the version path. */
export function mainDocPath(version: DocsVersionIndex): string {
  const main = version.docsById.get(str(version.raw.mainDocId));
  return main ? str(main.permalink) : str(version.raw.path);
}

function navLink(value: unknown): NavLink | null {
  const o = obj(value);
  return typeof o.title === 'string' && typeof o.permalink === 'string' ? { title: o.title, permalink: o.permalink } : null;
}

/** Data of a `docs-version` layout route. */
export function docsVersionData(plugin: DocsPluginIndex, version: DocsVersionIndex): DocsVersionData {
  const latest = plugin.last ?? version;
  return {
    view: 'docs-version',
    pluginId: plugin.pluginId,
    name: version.name,
    label: str(version.raw.label, version.name),
    path: str(version.raw.path),
    isLast: version.raw.isLast === true,
    banner: strOrNull(version.raw.banner),
    badge: version.raw.badge === true,
    noIndex: version.raw.noIndex === true,
    className: str(version.raw.className),
    latest: { name: latest.name, label: str(latest.raw.label, latest.name), path: str(latest.raw.path), mainDocPath: mainDocPath(latest) },
  };
}

/** The shared sidebar file of one sidebar of a version. */
export function docsSidebarData(version: DocsVersionIndex, name: string): DocsSidebarData {
  return { view: 'docs-sidebar', pluginId: version.pluginId, version: version.name, name, items: version.sidebars.get(name) ?? [] };
}

/** Data of a doc page; `sidebar` is the sidebar the route displays (displayed_sidebar applied). */
export function docData(plugin: DocsPluginIndex, version: DocsVersionIndex, doc: Record<string, unknown>, sidebar: string | null, content: ContentData): DocData {
  const id = str(doc.id);
  const versionPaths: Record<string, string> = {};
  for (const v of plugin.versions) {
    const same = v.docsById.get(id);
    if (same) versionPaths[v.name] = str(same.permalink);
  }
  return {
    view: 'doc',
    pluginId: plugin.pluginId,
    version: version.name,
    id,
    title: str(doc.title),
    description: str(doc.description),
    permalink: str(doc.permalink),
    editUrl: strOrNull(doc.editUrl),
    lastUpdatedAt: numOrNull(doc.lastUpdatedAt),
    lastUpdatedBy: strOrNull(doc.lastUpdatedBy),
    tags: arr(doc.tags).map((t) => ({ label: str(obj(t).label), permalink: str(obj(t).permalink), description: strOrNull(obj(t).description) })),
    previous: navLink(doc.previous),
    next: navLink(doc.next),
    sidebar,
    unlisted: doc.unlisted === true,
    frontMatter: themeFrontMatter(doc.frontMatter),
    versionPaths,
    content,
  };
}

/** First link href inside a sidebar item list (depth first), or null. */
export function firstHref(items: readonly SidebarItem[]): string | null {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      if (item.href) return item.href;
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return null;
}

function findCategory(items: readonly SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return null;
}

/**
 * Cards of a generated-index page: the items of the sidebar category linking to `permalink`. A
 * card's description is the item's own from the sidebar, else (a doc link) the doc's, as
 * Docusaurus's `DocCard` chooses it; a category without one shows its item count.
 */
export function indexCards(version: DocsVersionIndex, sidebar: string | null, permalink: string): IndexCard[] {
  const sidebars = sidebar ? [version.sidebars.get(sidebar) ?? []] : [...version.sidebars.values()];
  for (const items of sidebars) {
    const category = findCategory(items, permalink);
    if (!category) continue;
    return category.items.flatMap((item): IndexCard[] => {
      if (item.type === 'link') {
        const doc = item.docId ? version.docsById.get(item.docId) : undefined;
        return [{ type: 'link', label: item.label, href: item.href, description: item.description || (doc ? str(doc.description) || null : null) }];
      }
      if (item.type === 'category') {
        return [{ type: 'category', label: item.label, href: item.href ?? firstHref(item.items), description: item.description || null, count: item.items.length }];
      }
      return [];
    });
  }
  return [];
}

/** Data of a generated-index category page. */
export function generatedIndexData(version: DocsVersionIndex, permalink: string, sidebar: string | null): DocGeneratedIndexData {
  const index = arr(version.raw.categoryGeneratedIndices)
    .map(obj)
    .find((c) => str(c.permalink) === permalink || `${str(c.permalink)}/` === permalink || str(c.permalink) === `${permalink}/`);
  const raw = index ?? {};
  const nav = obj(raw.navigation);
  const sidebarName = sidebar ?? strOrNull(raw.sidebar);
  return {
    view: 'doc-generated-index',
    pluginId: version.pluginId,
    version: version.name,
    title: str(raw.title),
    description: strOrNull(raw.description),
    permalink: str(raw.permalink, permalink),
    keywords: arr(raw.keywords).filter((k): k is string => typeof k === 'string'),
    image: strOrNull(raw.image),
    previous: navLink(nav.previous),
    next: navLink(nav.next),
    sidebar: sidebarName,
    cards: indexCards(version, sidebarName, str(raw.permalink, permalink)),
  };
}

/** Data of the docs tags list page of a version. */
export function docTagsListData(version: DocsVersionIndex): DocTagsListData {
  return {
    view: 'doc-tags-list',
    pluginId: version.pluginId,
    version: version.name,
    tags: arr(version.raw.tags)
      .map(obj)
      .filter((t) => t.unlisted !== true)
      .map((t) => ({ label: str(t.label), permalink: str(t.permalink), count: arr(t.docIds).length }))
      .sort((a, b) => (a.label.toLowerCase() < b.label.toLowerCase() ? -1 : a.label.toLowerCase() > b.label.toLowerCase() ? 1 : 0)),
  };
}

/** Data of a docs tag page; `docIds` are the route's (listed) docs. */
export function docTagData(version: DocsVersionIndex, label: string, path: string, docIds: readonly string[]): DocTagData {
  const tags = arr(version.raw.tags).map(obj);
  const tag = tags.find((t) => str(t.permalink) === path || `${str(t.permalink)}/` === path || str(t.permalink) === `${path}/`) ?? tags.find((t) => str(t.label) === label) ?? {};
  const items = docIds.flatMap((id) => {
    const doc = version.docsById.get(id);
    return doc ? [{ id, title: str(doc.title), description: str(doc.description), permalink: str(doc.permalink) }] : [];
  });
  items.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return {
    view: 'doc-tag',
    pluginId: version.pluginId,
    version: version.name,
    tag: {
      label: str(tag.label, label),
      permalink: str(tag.permalink, path),
      description: strOrNull(tag.description),
      allTagsPath: str(version.raw.tagsPath),
      count: items.length,
    },
    items,
  };
}
