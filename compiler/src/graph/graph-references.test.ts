import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, loadSite, type CompileResult, type Route, type SidebarItem, type SiteGraph } from '../index.js';
import { memoryTextFiles } from '../output/index.js';
import { finishSiteGraph } from '../site-assembly.js';
import { checkSiteGraph } from './graph-references.js';

// Docs with two versions, sidebars, tags and generated indices; a blog with tags; pages.
const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));

let result: CompileResult;
let chunkIds: Set<string>;
beforeAll(async () => {
  result = compile(await loadSite(SITE));
  chunkIds = new Set(result.chunks.map((c) => c.path.replace(/^chunks\/|\.json$/g, '')));
});

/** The first route (nested routes walked) whose `shows` passes `test`, with its JSON path. */
function findRoute(routes: Route[], test: (r: Route) => boolean, at = 'routes'): { route: Route; path: string } | null {
  for (const [i, route] of routes.entries()) {
    if (test(route)) return { route, path: `${at}[${i}]` };
    const inner = route.routes && findRoute(route.routes, test, `${at}[${i}].routes`);
    if (inner) return inner;
  }
  return null;
}

/** The first doc link of a sidebar's items (categories walked), with its JSON path. */
function findDocLink(items: SidebarItem[], at: string): { item: Extract<SidebarItem, { type: 'link' }>; path: string } | null {
  for (const [i, item] of items.entries()) {
    if (item.type === 'link' && item.docId !== undefined) return { item, path: `${at}[${i}]` };
    const inner = item.type === 'category' ? findDocLink(item.items, `${at}[${i}].items`) : null;
    if (inner) return inner;
  }
  return null;
}

const MISSING = 'no-such-id';

/** Corruptions of a graph: each changes one reference to name nothing and returns its JSON path. */
const corruptions: Array<[string, (g: SiteGraph) => string]> = [
  ['a doc route naming no doc', (g) => {
    const found = findRoute(g.routes, (r) => r.shows.kind === 'doc')!;
    (found.route.shows as { docId: string }).docId = MISSING;
    return `${found.path}.shows.docId`;
  }],
  ['a route naming no docs version', (g) => {
    const found = findRoute(g.routes, (r) => r.shows.kind === 'docs-version')!;
    (found.route.shows as { version: string }).version = MISSING;
    return `${found.path}.shows.version`;
  }],
  ['a post route naming no post', (g) => {
    const found = findRoute(g.routes, (r) => r.shows.kind === 'blog-post')!;
    (found.route.shows as { postId: string }).postId = MISSING;
    return `${found.path}.shows.postId`;
  }],
  ['a blog list route listing no post', (g) => {
    const found = findRoute(g.routes, (r) => r.shows.kind === 'blog-list')!;
    (found.route.shows as { postIds: string[] }).postIds[0] = MISSING;
    return `${found.path}.shows.postIds[0]`;
  }],
  ['a page route naming no page', (g) => {
    const found = findRoute(g.routes, (r) => r.shows.kind === 'page')!;
    (found.route.shows as { source: string }).source = 'src/pages/missing.md';
    return `${found.path}.shows.source`;
  }],
  ['a sidebar doc link naming no doc', (g) => {
    const found = findDocLink(g.docs.default!.versions[0]!.sidebars[0]!.items, 'docs["default"].versions[0].sidebars[0].items')!;
    found.item.docId = MISSING;
    return `${found.path}.docId`;
  }],
  ['a doc whose next link leads nowhere', (g) => {
    const docs = g.docs.default!.versions[0]!.docs;
    const i = docs.findIndex((d) => d.next !== null);
    docs[i]!.next!.permalink = '/docs/nowhere';
    return `docs["default"].versions[0].docs[${i}].next.permalink`;
  }],
  ['a doc in no sidebar of its version', (g) => {
    const docs = g.docs.default!.versions[0]!.docs;
    const i = docs.findIndex((d) => d.sidebar !== null);
    docs[i]!.sidebar = MISSING;
    return `docs["default"].versions[0].docs[${i}].sidebar`;
  }],
  ['a tag listing no doc', (g) => {
    const tags = g.docs.default!.versions[0]!.tags;
    const i = tags.findIndex((t) => t.docIds.length > 0);
    tags[i]!.docIds[0] = MISSING;
    return `docs["default"].versions[0].tags[${i}].docIds[0]`;
  }],
  ['a version listing a doc it does not have', (g) => {
    g.docs.default!.versions[0]!.docIds.push(MISSING);
    return `docs["default"].versions[0].docIds[${g.docs.default!.versions[0]!.docIds.length - 1}]`;
  }],
  ['a blog list page listing no post', (g) => {
    g.blog.default!.listPages[0]!.items[0] = MISSING;
    return 'blog["default"].listPages[0].items[0]';
  }],
  ['a post whose previous link leads nowhere', (g) => {
    const posts = g.blog.default!.posts;
    const i = posts.findIndex((p) => p.prevItem !== null);
    posts[i]!.prevItem!.permalink = '/blog/nowhere';
    return `blog["default"].posts[${i}].prevItem.permalink`;
  }],
  ['content of a source that is no doc, post or page', (g) => {
    g.content['docs/orphan.md'] = { chunk: Object.values(g.content)[0]!.chunk };
    return 'content["docs/orphan.md"]';
  }],
  ['content naming a chunk that was not written', (g) => {
    const source = Object.keys(g.content)[0]!;
    g.content[source]!.chunk = 'ffffffffffffffff';
    return `content[${JSON.stringify(source)}].chunk`;
  }],
];

describe('checkSiteGraph', () => {
  it('finds nothing in a compiled graph', () => {
    expect(checkSiteGraph(result.graph, { chunkIds })).toEqual([]);
  });

  it.each(corruptions)('reports %s with its JSON path', (_what, corrupt) => {
    const graph = structuredClone(result.graph);
    const path = corrupt(graph);
    const dangling = checkSiteGraph(graph, { chunkIds });
    expect(dangling.map((d) => d.path)).toEqual([path]);
    expect(dangling[0]!.message.length).toBeGreaterThan(0);
  });

  it('is part of the graph check every compile and build runs', () => {
    const graph = structuredClone(result.graph);
    const path = corruptions[0]![1](graph);
    expect(() => finishSiteGraph(graph, memoryTextFiles([])())).toThrow(`Internal error: the site graph has 1 dangling reference(s): ${path}: `);
  });
});
