/**
 * The sites the browser tests run against, built once per test run by the global setup:
 * the `runtime-basic` fixture, a variant of it under `/base/` with `trailingSlash: true`, and the
 * `features` corpus (with a theme configuration added, since the corpus has none), and the
 * product site of `site/` (audited page kind by page kind).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileAsync, loadSite, localizeSiteInput, type CompileOptions, type SiteGraph } from '@sitegraph/compiler';
import { buildSite, type BuildSiteResult } from '@sitegraph/runtime';
import { fillContent } from '../../../runtime/src/test-support/fill-content.js';

export const REPO = path.resolve(import.meta.dirname, '..', '..', '..');
export const SHARED = path.resolve(REPO, '..', 'shared');
/** Where the browser sites are built: one folder per checkout, so two checkouts can run their browser tests at once. */
export const OUT_ROOT = path.join(tmpdir(), `sitegraph-browser-${path.basename(REPO)}`);

/** A fixture site to build: its folder and changes to its config or graph. */
export interface FixtureSpec {
  name: string;
  siteDir: string;
  config?: (config: Record<string, unknown>) => void;
  graph?: (graph: SiteGraph) => void;
  compileOptions?: CompileOptions;
  /** Every locale to build, the default one first (in the site's folder) and each other in `<locale>/` beside it. */
  locales?: string[];
  /**
   * Whether the build writes `.gz`/`.br` copies of the text files, as `sitegraph build` does
   * (default false: the copies cost the fixture builds a quarter of their CPU, 31 s against 23 s
   * for all of them, and only `build-output.test.ts` reads them, on `features`).
   */
  precompressed?: boolean;
}

/** Theme configuration given to the features corpus (which has none of its own). */
export const FEATURES_THEME = {
  navbar: {
    title: 'Framewright',
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
      { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
      { to: '/blog', label: 'Blog' },
      { to: '/learn', label: 'Learn' },
      { type: 'docsVersionDropdown', position: 'right' },
    ],
  },
  footer: { style: 'light', links: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/docs' }] }], copyright: 'Copyright © {year} Framewright' },
};

/** Last-update data on one doc (the corpus is loaded without git dates). */
function addLastUpdate(graph: SiteGraph): void {
  const docs = (graph.docs.default as { versions: { docs: Record<string, unknown>[] }[] }).versions[0]!.docs;
  const doc = docs.find((d) => d.id === 'getting-started/install');
  if (doc) {
    doc.lastUpdatedAt = Date.UTC(2025, 2, 14, 12);
    doc.lastUpdatedBy = 'Ada Brightwell';
  }
}

/** Hosts of the hosted-mode search fixture; tests answer them with `page.route` (spec/browser/support/search-hosts.ts). */
export const SEARCH_HOSTS = ['https://search-a.sitegraph.test', 'https://search-b.sitegraph.test'];

export const FIXTURES: FixtureSpec[] = [
  { name: 'basic', siteDir: path.join(REPO, 'fixtures/sites/runtime-basic'), graph: addLastUpdate },
  {
    name: 'base',
    siteDir: path.join(REPO, 'fixtures/sites/runtime-basic'),
    config: (c) => {
      c.baseUrl = '/base/';
      c.trailingSlash = true;
    },
    graph: addLastUpdate,
  },
  {
    name: 'search',
    siteDir: path.join(REPO, 'fixtures/sites/search-basic'),
    config: (c) => {
      const themeConfig = c.themeConfig as { algolia: Record<string, unknown> };
      // The stand-in answers through `page.route`, a round trip through the test process that
      // took up to 0.8 s with the unit tests beside it; at the default 1 s connect timeout the one
      // answering host of the failover test once timed out in a CI run (2026-11-29).
      themeConfig.algolia = { ...themeConfig.algolia, hosts: SEARCH_HOSTS, appId: 'PRISM', apiKey: 'search-only-key', timeouts: { connect: 5_000 } };
    },
  },
  { name: 'search-local', siteDir: path.join(REPO, 'fixtures/sites/search-basic') },
  // The same with every index part written as term shards, as a large site's are.
  { name: 'search-sharded', siteDir: path.join(REPO, 'fixtures/sites/search-basic'), compileOptions: { searchShardMinRecords: 0 } },
  {
    name: 'features',
    siteDir: path.join(SHARED, 'corpora/features'),
    precompressed: true,
    graph: (g) => {
      g.site.themeConfig = FEATURES_THEME as unknown as SiteGraph["site"]["themeConfig"];
    },
  },
  { name: 'product', siteDir: path.join(REPO, 'site') },
  // A site written for Docusaurus's theme: React page on @theme/Layout, swizzled Footer wrapper, ejected NotFound/Content.
  { name: 'docusaurus-theme', siteDir: path.join(REPO, 'fixtures/sites/docusaurus-theme') },
  // A docusaurus.config.mjs read unchanged: KaTeX's stylesheet and a script from the config, Mermaid, analytics.
  { name: 'docusaurus-classic', siteDir: path.join(REPO, 'fixtures/sites/docusaurus-classic') },
  // A translated site: en (default), fr, ar (right to left), each locale built as `sitegraph build` lays it out.
  { name: 'i18n', siteDir: path.join(REPO, 'fixtures/sites/i18n'), locales: ['en', 'fr', 'ar'] },
];

/** Compiles and builds one fixture into `<OUT_ROOT>/<name>`. */
export async function buildFixture(spec: FixtureSpec, locale = spec.locales?.[0], outDir = path.join(OUT_ROOT, spec.name)): Promise<BuildSiteResult & { graph: SiteGraph }> {
  const loaded = await loadSite(spec.siteDir);
  const input = locale === undefined ? loaded : localizeSiteInput(loaded, locale);
  spec.config?.(input.config as unknown as Record<string, unknown>);
  // compileAsync: a Docusaurus site's Markdown plugins may be asynchronous (the classic fixture's are).
  const compiled = await compileAsync(input, spec.compileOptions);
  const graph = compiled.graph as unknown as SiteGraph;
  spec.graph?.(graph);
  const filled = fillContent(graph, (source) => {
    const text = input.files.get(source);
    if (text !== undefined) return text;
    try {
      return readFileSync(path.join(spec.siteDir, source), 'utf8');
    } catch {
      return undefined;
    }
  });
  const files = [...compiled.files.filter((f) => f.path !== 'graph.json'), ...filled.files, { path: 'graph.json', content: JSON.stringify(filled.graph) }];
  const result = await buildSite({ graph: filled.graph, files, outDir, siteDir: spec.siteDir, buildYear: 2025, ...(spec.precompressed ? {} : { precompress: () => false }) });
  if (locale !== undefined && locale === spec.locales?.[0]) {
    for (const other of spec.locales.slice(1)) await buildFixture(spec, other, path.join(outDir, other));
  }
  return { ...result, graph: filled.graph };
}
