import type { BlogPost, DocMetadata, Route, SidebarItem, SiteGraph } from './index.js';

// What the JSON Schema cannot say: that the ids and permalinks one part of the graph names
// exist in the part they name. Each check walks one section, so a dangling reference is
// reported where it is written.

/** One reference of a site graph to something the graph does not hold. */
export interface DanglingReference {
  /** Where the reference is written, as a JSON path: `routes[2].routes[0].shows.docId`. */
  path: string;
  /** What it names and where that was looked for. */
  message: string;
}

/** The docs of one docs version, and the pages its previous/next links may name. */
interface VersionIndex {
  docIds: Set<string>;
  sidebars: Set<string>;
  /** Permalinks of its docs and generated-index pages. */
  navigable: Set<string>;
}

/**
 * Checks the references inside a site graph that its schema cannot check: route `shows`
 * (doc, version, post, page and source ids), each version's doc ids, main doc, sidebar doc
 * links, docs' sidebars and previous/next links, tags' doc ids, blog list, tag, archive and
 * author post ids, posts' previous/next links, and that every `content` entry belongs to a doc,
 * post or page. With `chunkIds`, every chunk and excerpt hash of `content` must be among them.
 *
 * @param graph a graph that passed `siteGraphSchema` (shape is not checked here)
 * @param options `chunkIds`: the hashes of the chunk files written with the graph
 * @returns every dangling reference with its JSON path, in the order found; empty when none
 */
export function checkSiteGraph(graph: SiteGraph, options: { chunkIds?: ReadonlySet<string> } = {}): DanglingReference[] {
  const out: DanglingReference[] = [];
  const report = (path: string, message: string): void => void out.push({ path, message });
  const versions = docsVersions(graph);
  const posts = new Map(Object.entries(graph.blog).map(([id, blog]) => [id, new Map(blog.posts.map((p) => [p.id, p]))]));
  const pageSources = new Map(Object.entries(graph.pages).map(([id, pages]) => [id, new Set(pages.map((p) => p.source))]));

  checkDocs(graph, versions, report);
  checkBlog(graph, posts, report);
  checkRoutes(graph.routes, 'routes', { graph, versions, posts, pageSources }, report);

  const owned = new Set<string>();
  for (const docs of Object.values(graph.docs)) for (const v of docs.versions) for (const d of v.docs) owned.add(d.source);
  for (const blog of Object.values(graph.blog)) for (const p of blog.posts) owned.add(p.source);
  for (const sources of pageSources.values()) for (const s of sources) owned.add(s);
  for (const [source, ref] of Object.entries(graph.content)) {
    const at = `content[${JSON.stringify(source)}]`;
    if (!owned.has(source)) report(at, `content of "${source}", which is no doc, post or page of the graph`);
    if (options.chunkIds && !options.chunkIds.has(ref.chunk)) report(`${at}.chunk`, `chunk "${ref.chunk}" was not written`);
    if (options.chunkIds && ref.excerpt !== undefined && !options.chunkIds.has(ref.excerpt)) report(`${at}.excerpt`, `chunk "${ref.excerpt}" was not written`);
  }
  return out;
}

/** Each docs plugin's versions by name, with what their references may name. */
function docsVersions(graph: SiteGraph): Map<string, Map<string, VersionIndex>> {
  const out = new Map<string, Map<string, VersionIndex>>();
  for (const [pluginId, docs] of Object.entries(graph.docs)) {
    const byName = new Map<string, VersionIndex>();
    for (const v of docs.versions) {
      byName.set(v.name, {
        docIds: new Set(v.docs.map((d) => d.id)),
        sidebars: new Set(v.sidebars.map((s) => s.id)),
        navigable: new Set([...v.docs.map((d) => d.permalink), ...v.categoryGeneratedIndices.map((c) => c.permalink)]),
      });
    }
    out.set(pluginId, byName);
  }
  return out;
}

type Report = (path: string, message: string) => void;

/** The references inside `graph.docs`. */
function checkDocs(graph: SiteGraph, versions: Map<string, Map<string, VersionIndex>>, report: Report): void {
  for (const [pluginId, docs] of Object.entries(graph.docs)) {
    docs.versions.forEach((v, vi) => {
      const at = `docs[${JSON.stringify(pluginId)}].versions[${vi}]`;
      const index = versions.get(pluginId)!.get(v.name)!;
      const doc = (path: string, id: string): void => {
        if (!index.docIds.has(id)) report(path, `doc "${id}", which version "${v.name}" of docs plugin "${pluginId}" does not have`);
      };
      const navLink = (path: string, link: { permalink: string } | null): void => {
        if (link && !index.navigable.has(link.permalink)) report(`${path}.permalink`, `"${link.permalink}", no doc or generated-index page of version "${v.name}"`);
      };
      v.docIds.forEach((id, i) => doc(`${at}.docIds[${i}]`, id));
      if (v.mainDocId !== '') doc(`${at}.mainDocId`, v.mainDocId);
      v.docs.forEach((d: DocMetadata, i) => {
        if (d.sidebar !== null && !index.sidebars.has(d.sidebar)) report(`${at}.docs[${i}].sidebar`, `sidebar "${d.sidebar}", which version "${v.name}" does not have`);
        navLink(`${at}.docs[${i}].previous`, d.previous);
        navLink(`${at}.docs[${i}].next`, d.next);
      });
      v.sidebars.forEach((s, si) => checkSidebarItems(s.items, `${at}.sidebars[${si}].items`, doc));
      v.categoryGeneratedIndices.forEach((c, ci) => {
        if (!index.sidebars.has(c.sidebar)) report(`${at}.categoryGeneratedIndices[${ci}].sidebar`, `sidebar "${c.sidebar}", which version "${v.name}" does not have`);
        navLink(`${at}.categoryGeneratedIndices[${ci}].navigation.previous`, c.navigation.previous);
        navLink(`${at}.categoryGeneratedIndices[${ci}].navigation.next`, c.navigation.next);
      });
      v.tags.forEach((t, ti) => {
        t.docIds.forEach((id, i) => doc(`${at}.tags[${ti}].docIds[${i}]`, id));
        t.unlistedDocIds.forEach((id, i) => doc(`${at}.tags[${ti}].unlistedDocIds[${i}]`, id));
      });
    });
  }
}

/** The doc links of a sidebar, categories walked. */
function checkSidebarItems(items: readonly SidebarItem[], path: string, doc: (path: string, id: string) => void): void {
  items.forEach((item, i) => {
    if (item.type === 'link' && item.docId !== undefined) doc(`${path}[${i}].docId`, item.docId);
    else if (item.type === 'category') checkSidebarItems(item.items, `${path}[${i}].items`, doc);
  });
}

/** The references inside `graph.blog`. */
function checkBlog(graph: SiteGraph, posts: Map<string, Map<string, BlogPost>>, report: Report): void {
  for (const [pluginId, blog] of Object.entries(graph.blog)) {
    const at = `blog[${JSON.stringify(pluginId)}]`;
    const ids = posts.get(pluginId)!;
    const permalinks = new Set(blog.posts.map((p) => p.permalink));
    const post = (path: string, id: string): void => {
      if (!ids.has(id)) report(path, `post "${id}", which blog plugin "${pluginId}" does not have`);
    };
    blog.posts.forEach((p, i) => {
      for (const key of ['prevItem', 'nextItem'] as const) {
        const link = p[key];
        if (link && !permalinks.has(link.permalink)) report(`${at}.posts[${i}].${key}.permalink`, `"${link.permalink}", no post of blog plugin "${pluginId}"`);
      }
    });
    blog.listPages.forEach((page, pi) => page.items.forEach((id, i) => post(`${at}.listPages[${pi}].items[${i}]`, id)));
    blog.archive?.postIds.forEach((id, i) => post(`${at}.archive.postIds[${i}]`, id));
    blog.tags.forEach((t, ti) => {
      t.items.forEach((id, i) => post(`${at}.tags[${ti}].items[${i}]`, id));
      t.pages.forEach((page, pi) => page.items.forEach((id, i) => post(`${at}.tags[${ti}].pages[${pi}].items[${i}]`, id)));
    });
  }
}

/** What route `shows` may name. */
interface RouteTargets {
  graph: SiteGraph;
  versions: Map<string, Map<string, VersionIndex>>;
  posts: Map<string, Map<string, BlogPost>>;
  pageSources: Map<string, Set<string>>;
}

/** The references of each route's `shows`, nested routes walked. */
function checkRoutes(routes: readonly Route[], path: string, targets: RouteTargets, report: Report): void {
  routes.forEach((route, i) => {
    const at = `${path}[${i}]`;
    checkShows(route, `${at}.shows`, targets, report);
    if (route.routes) checkRoutes(route.routes, `${at}.routes`, targets, report);
  });
}

/** One route's `shows`, looked up in the plugin instance its `plugin` (`<name>@<id>`) names. */
function checkShows(route: Route, at: string, targets: RouteTargets, report: Report): void {
  const { shows } = route;
  const pluginId = route.plugin.slice(route.plugin.lastIndexOf('@') + 1);
  const source = (s: string): void => {
    if (!Object.hasOwn(targets.graph.content, s)) report(`${at}.source`, `"${s}", which has no content in the graph`);
  };
  if ('version' in shows) {
    const version = targets.versions.get(pluginId)?.get(shows.version);
    if (!version) {
      report(`${at}.version`, `version "${shows.version}" of docs plugin "${pluginId}", which the graph does not have`);
      return;
    }
    const doc = (path: string, id: string): void => {
      if (!version.docIds.has(id)) report(path, `doc "${id}", which version "${shows.version}" of docs plugin "${pluginId}" does not have`);
    };
    if (shows.kind === 'doc') {
      doc(`${at}.docId`, shows.docId);
      source(shows.source);
    } else if (shows.kind === 'docs-tag') shows.docIds.forEach((id, i) => doc(`${at}.docIds[${i}]`, id));
    return;
  }
  if (shows.kind === 'page') {
    if (!targets.pageSources.get(pluginId)?.has(shows.source)) report(`${at}.source`, `"${shows.source}", no page of pages plugin "${pluginId}"`);
    else if (shows.pageType === 'mdx') source(shows.source);
    return;
  }
  if (!('postId' in shows) && !('postIds' in shows)) return;
  const posts = targets.posts.get(pluginId);
  const post = (path: string, id: string): void => {
    if (!posts?.has(id)) report(path, `post "${id}", which blog plugin "${pluginId}" does not have`);
  };
  if (shows.kind === 'blog-post') {
    post(`${at}.postId`, shows.postId);
    source(shows.source);
  } else shows.postIds.forEach((id, i) => post(`${at}.postIds[${i}]`, id));
}
