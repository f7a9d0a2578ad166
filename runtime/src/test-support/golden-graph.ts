/**
 * Test support: turns a Docusaurus golden (`expected.docusaurus-3.7.0.json`, format in
 * ../shared/corpora/README.md) into a SiteGraph with synthetic page chunks, so the runtime can
 * be exercised on real route tables and docs/blog data without the compiler.
 */
import { readFileSync } from 'node:fs';
import type { PageChunk, RouteNode, SiteGraph } from '../data/graph-types.js';

interface GoldenRoute extends Omit<RouteNode, 'routes'> {
  parent: string | null;
  depth: number;
  hasChildren: boolean;
}

/** Rebuilds the nested route tree from the golden's depth-first flattened list. */
export function unflattenRoutes(flat: readonly GoldenRoute[]): RouteNode[] {
  const roots: RouteNode[] = [];
  const stack: RouteNode[] = [];
  for (const r of flat) {
    const { parent: _p, depth, hasChildren, ...rest } = r;
    const node: RouteNode = { ...rest, ...(hasChildren ? { routes: [] } : {}) };
    stack.length = depth;
    if (depth === 0) roots.push(node);
    else stack[depth - 1]!.routes!.push(node);
    stack[depth] = node;
  }
  return roots;
}

/** A synthetic chunk for `source`: a heading, a paragraph with a link, and a TOC. */
export function syntheticChunk(source: string, title: string): PageChunk {
  return {
    source,
    body: {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: `Synthetic content of ${source}.` }] },
        { type: 'element', tagName: 'h2', properties: { id: 'first-section' }, children: [{ type: 'text', value: 'First section' }] },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: `About ${title}.` }] },
        { type: 'element', tagName: 'h2', properties: { id: 'second-section' }, children: [{ type: 'text', value: 'Second section' }] },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'More text.' }] },
      ],
    },
    toc: [
      { value: 'First section', id: 'first-section', level: 2, children: [] },
      { value: 'Second section', id: 'second-section', level: 2, children: [] },
    ],
    contentTitle: null,
    imports: [],
    meta: {},
  };
}

/** Loads a golden file as a SiteGraph plus its synthetic chunks (keyed by hash = source). */
export function goldenGraph(goldenPath: string, site: Partial<SiteGraph['site']> = {}): { graph: SiteGraph; chunks: Map<string, PageChunk> } {
  const golden = JSON.parse(readFileSync(goldenPath, 'utf8'));
  const chunks = new Map<string, PageChunk>();
  const content: SiteGraph['content'] = {};
  const add = (source: string, title: string, excerpt: boolean) => {
    chunks.set(source, syntheticChunk(source, title));
    if (excerpt) chunks.set(`${source}#excerpt`, syntheticChunk(`${source} (excerpt)`, title));
    content[source] = excerpt ? { chunk: source, excerpt: `${source}#excerpt` } : { chunk: source };
  };
  for (const plugin of Object.values(golden.docs ?? {}) as any[])
    for (const v of plugin.versions) for (const d of v.docs) add(d.source, d.title, false);
  for (const plugin of Object.values(golden.blog ?? {}) as any[]) for (const p of plugin.posts) add(p.source, p.title, p.hasTruncateMarker);
  for (const pages of Object.values(golden.pages ?? {}) as any[]) for (const p of pages) if (p.type === 'mdx') add(p.source, p.title ?? '', false);
  const graph: SiteGraph = {
    schemaVersion: '1.0.0',
    generator: { name: 'sitegraph', version: 'golden' },
    site: {
      title: golden.site.title,
      tagline: '',
      url: golden.site.url,
      baseUrl: golden.site.baseUrl,
      trailingSlash: golden.site.trailingSlash,
      favicon: null,
      titleDelimiter: '|',
      noIndex: false,
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', baseUrl: '/' } },
      codeTranslations: {},
      themeConfig: {},
      customFields: {},
      customCss: [],
      headTags: [],
      clientModules: [],
      aliases: {},
      mermaid: false,
      onBrokenLinks: 'throw',
      analytics: { gtag: null, googleTagManager: null },
      ...site,
    },
    plugins: golden.plugins,
    routes: unflattenRoutes(golden.routes),
    routesPaths: golden.routesPaths,
    docs: golden.docs ?? {},
    blog: golden.blog ?? {},
    pages: golden.pages ?? {},
    globalData: golden.globalData ?? {},
    content,
    search: { indices: [] },
    diagnostics: [],
  };
  return { graph, chunks };
}
