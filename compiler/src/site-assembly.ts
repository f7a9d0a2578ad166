import { createRequire } from 'node:module';
import { lazy } from './lazy/lazy.js';
import { compileBlogInstance } from './blog/index.js';
import { currentLocale, type SiteInput } from './content/index.js';
import { contentRoots } from './content/content-roots.js';
import { resolveLocaleConfigs, type SiteConfig } from './config/index.js';
import { CompileError, compareDiagnostics, ErrorCollector, errorDiagnostic, type Diagnostic } from './diagnostics/index.js';
import { compileDocsInstance } from './docs/index.js';
import { renderSiteFeeds, type FeedModel } from './feeds/index.js';
import { SCHEMA_VERSION } from './graph/index.js';
import { graphSchemaIssue } from './graph/graph-check.js';
import { checkSiteGraph } from './graph/graph-references.js';
import { PLUGIN_NAMES, type SiteGraph } from './graph/index.js';
import { canonicalize, type Json } from './json/index.js';
import { createExcerpt, parseMarkdownContentTitle } from './markdown-meta/index.js';
import { FileMemo, type FileMemoEntries, type FileMemoResult } from './memo/index.js';
import { memoryTextFiles, writeJsonByMember, type OutputCopy, type OutputFile, type TextFileSink } from './output/index.js';
import { LinkChecker, sourceToPermalinkMap, type LinkCheckPage, type UnresolvedMarkdownLink } from './links/index.js';
import { compilePagesInstance } from './pages/index.js';
import type { CompiledMarkdown, CompileMarkdownArgs } from './markdown/types.js';
import { readHastOnce } from './markdown/hast-text.js';
import { markdownSyntaxErrors } from './markdown/syntax-errors.js';
import { collectPartials } from './markdown/partials/partial-imports.js';
import { themeConfigLinks } from './links/theme-links.js';
import type { ContentSource } from './render/content-source.js';
import { renderBodies, type MarkdownCache, type RenderedContent } from './render/render-bodies.js';
import { SearchFilesWriter, siteSearchRecordsByPage, type BytesSpill } from './search/index.js';
import type { SearchRecord, SearchSection } from './graph/search-schema.js';
import { applyTrailingSlash, buildRouteTable, leafRoutePaths, withRouteKeys, withRouteKeysOf, type RouteNode } from './routes/index.js';
import { COMPILER_VERSION } from './version.js';
import { siteHeadTagList } from './config/head-tags.js';
import { i18nRoot, localizedBaseUrl } from './i18n/locale-layout.js';
import { relocateDiagnostics } from './i18n/localize-site.js';

// The HTML serializer loads when a blog has feeds (./lazy/lazy.ts).
const require = createRequire(import.meta.url);
const toHtmlPackage = lazy(() => require('hast-util-to-html') as typeof import('hast-util-to-html'));

// The stages of `compile` (compile.ts) without a static import of the Markdown compiler.

/** Options of `compile` (compile.ts). */
export interface CompileOptions {
  /** Compiled Markdown from earlier builds, by cache key (see `render/render-content`). */
  cache?: MarkdownCache;
  /**
   * Keep going past every error: each becomes an error diagnostic in the graph. A content file
   * whose front matter or body failed stays in the graph (a file whose front matter failed is
   * compiled as if it were empty) and gets a chunk that says so (`PageChunk.errors`); a plugin
   * instance that fails for another reason (its sidebars, its options) is left out.
   */
  continueOnError?: boolean;
  /**
   * Per-file results of earlier compiles (front matter, titles, excerpts; `memo/`), by key.
   * Entries whose key does not match a file are ignored; the output is the same without them.
   */
  fileMemo?: FileMemoEntries;
  /**
   * Sanitise every page (hast-util-sanitize), overriding the config's `markdown.sanitize`; for
   * tooling that compiles trees it does not trust. Read by `compile` only.
   */
  sanitize?: boolean;
  /**
   * Parts of the search index with at least this many records are also written as term shards
   * (`graph.search.indices[].parts[].sharded`); default `SEARCH_SHARD_MIN_RECORDS` (3,000).
   */
  searchShardMinRecords?: number;
  /**
   * Write `search/records.json` (every DocSearch record, ≈ 110 MB at 5,000 docs; default true):
   * full builds leave it out unless asked (`BuildOptions.searchRecords`).
   */
  searchRecordsFile?: boolean;
}

/** Options of {@link assembleSite}: {@link CompileOptions} plus the Markdown compiler. */
export interface AssembleOptions extends CompileOptions {
  /**
   * Compiles a body the cache lacks (`compileMarkdown`). A parameter so that a caller whose
   * cache holds every body (a warm CLI build) never loads the Markdown parser.
   */
  compileMarkdown: (args: CompileMarkdownArgs) => CompiledMarkdown;
  /**
   * Where page chunks, search files and `graph.json` go as they are made, instead of `files`
   * (and the records instead of `searchRecords`): a full build writes them to its staging folder
   * at once, so a large site's chunks and search files (`records.json` is ≈ 110 MB at 5,000
   * docs) are never all held, nor the graph's whole text.
   */
  emit?: {
    /** Takes each page chunk as it is rendered (see `renderBodies`). */
    file(file: OutputFile): void;
    /** Opens a file written piece by piece (the search files, `graph.json`). */
    open(): TextFileSink;
  };
  /** Where the search index's postings wait until their shards are written (a build's spill file), instead of memory. */
  spill?: BytesSpill;
}

/** What `compile` (compile.ts) returns: the graph and every file a graph-only build writes. */
export interface CompileResult {
  graph: SiteGraph;
  /** `graph.json`, chunks, feeds (without those that went to `options.emit`): paths relative to the output folder. */
  files: OutputFile[];
  /** Referenced binary files (images, downloads) to copy from the site folder into the output. */
  copies: OutputCopy[];
  /**
   * DocSearch-shaped records of every searchable page (also in `search/records.json`); null
   * when they went to `options.emit` without being kept.
   */
  searchRecords: SearchRecord[] | null;
  /** The content stage's cache entries and parse count (the CLI persists and reports them). */
  content: Pick<RenderedContent, 'cacheEntries' | 'parsedCount'> & {
    /** The per-file memo after this compile (entries for the next one). */
    fileMemo?: FileMemoResult;
  };
}

/** What the plugins produce before the content stage: data, routes and the bodies to render. */
export interface CollectedSite {
  docs: SiteGraph['docs'];
  blog: SiteGraph['blog'];
  pages: SiteGraph['pages'];
  globalData: SiteGraph['globalData'];
  pluginRoutes: RouteNode[];
  /** Every doc, post and Markdown page body, with its link scope. */
  sources: ContentSource[];
  /** The feeds of the blog-like instances that write feeds, in config order (data; the feeds stage writes them). */
  feedModels: FeedModel[];
  diagnostics: Diagnostic[];
  /** The per-file memo after the plugins ran (entries for the next compile). */
  fileMemo?: FileMemoResult;
  /**
   * With `continueOnError`: the errors of each content file the plugins could not read (front
   * matter), by source path; the content stage gives it an error chunk instead of its body.
   */
  failed?: ReadonlyMap<string, Diagnostic[]>;
}

/**
 * First half of `compile` (compile.ts): runs every content plugin instance in config order (docs,
 * blog-like, pages). Pure. Exposed so a caller can pre-compile the Markdown of `sources` in
 * parallel (see the CLI's worker pool) before {@link assembleSite}.
 *
 * With `continueOnError`, errors are returned in `diagnostics` instead of thrown: a plugin
 * instance whose errors name content files runs again with those files emptied (listed in
 * `failed`), until it succeeds or fails for another reason (then it is left out).
 *
 * @throws CompileError as the plugins do, unless `options.continueOnError`
 */
export function collectSiteContent(input: SiteInput, options: Pick<CompileOptions, 'fileMemo' | 'continueOnError'> = {}): CollectedSite {
  const { config } = input;
  const memo = new FileMemo(options.fileMemo);
  const sources: ContentSource[] = [];
  const feedModels: FeedModel[] = [];
  const diagnostics: Diagnostic[] = [];
  const pluginRoutes: RouteNode[] = [];
  const docs: SiteGraph['docs'] = {};
  const blog: SiteGraph['blog'] = {};
  const pages: SiteGraph['pages'] = {};
  const globalData: SiteGraph['globalData'] = {};

  /**
   * A source with its plugin instance's remark/rehype plugins, when the instance has some, and
   * the texts of the Markdown partials it imports, when it imports some.
   */
  const withPlugins = (source: ContentSource, plugin: SiteConfig['plugins'][number]): ContentSource => {
    const markdownPlugins = input.markdownPlugins?.get(`${plugin.plugin}@${plugin.id}`);
    const partials = collectPartials(source.source, source.content, input.files, input.config.aliases);
    return markdownPlugins || partials ? { ...source, ...(markdownPlugins ? { markdownPlugins } : {}), ...(partials ? { partials } : {}) } : source;
  };
  /** Runs one content plugin instance on `site` and adds what it found (nothing when it throws). */
  const collectPlugin = (site: SiteInput, plugin: SiteConfig['plugins'][number]): void => {
    if (plugin.plugin === 'content-docs') {
      const r = compileDocsInstance(site, plugin, { memo });
      docs[plugin.id] = graphSection<SiteGraph['docs'][string]>(r.data);
      (globalData[PLUGIN_NAMES['content-docs']] ??= {})[plugin.id] = json(r.globalData);
      pluginRoutes.push(...r.routes);
      diagnostics.push(...r.diagnostics);
      const sourceToPermalink = sourceToPermalinkMap(r.markdown);
      for (const m of r.markdown) {
        sources.push(withPlugins({ ...m, kind: 'doc', links: { contentPaths: [m.contentPath], sourceToPermalink } }, plugin));
      }
    } else if (plugin.plugin === 'content-blog') {
      const r = compileBlogInstance(site, plugin, { memo });
      blog[plugin.id] = graphSection<SiteGraph['blog'][string]>(r.data);
      pluginRoutes.push(...r.routes);
      if (r.feedModel) feedModels.push(r.feedModel);
      diagnostics.push(...r.diagnostics);
      const sourceToPermalink = sourceToPermalinkMap(r.posts);
      for (const p of r.posts) {
        sources.push(withPlugins({ ...p, kind: 'blog-post', links: { contentPaths: [plugin.options.path], sourceToPermalink } }, plugin));
      }
    } else {
      const r = compilePagesInstance(site, plugin, {
        contentTitle: (content) => parseMarkdownContentTitle(content).contentTitle,
        excerpt: createExcerpt,
      }, { memo });
      pages[plugin.id] = r.pages;
      pluginRoutes.push(...r.routes);
      diagnostics.push(...r.diagnostics);
      // The pages plugin resolves no Markdown file links (Docusaurus gives it no resolver).
      for (const m of r.markdown) sources.push(withPlugins({ ...m, kind: 'page', links: { contentPaths: [], sourceToPermalink: new Map() } }, plugin));
    }
  };

  if (options.continueOnError) {
    const tolerant = collectTolerantly(input, collectPlugin);
    return { docs, blog, pages, globalData, pluginRoutes, sources, feedModels, diagnostics: relocateDiagnostics([...diagnostics, ...tolerant.errors], input.locale), fileMemo: memo.result(), failed: tolerant.failed };
  }
  // Every plugin instance's errors at once.
  const errors = new ErrorCollector();
  errors.errors.push(...oversizedFiles(input));
  for (const plugin of config.plugins) {
    errors.attempt(() => collectPlugin(input, plugin));
  }
  // A failed plugin compiles no Markdown: find the bodies' syntax errors now, so that one run
  // reports front-matter and MDX errors together.
  if (errors.errors.length > 0) errors.errors.push(...otherFilesSyntaxErrors(input, errors.errors));
  if (errors.errors.length > 0) throw new CompileError(relocateDiagnostics(errors.errors, input.locale).sort(compareDiagnostics));

  return { docs, blog, pages, globalData, pluginRoutes, sources, feedModels, diagnostics: relocateDiagnostics(diagnostics, input.locale), fileMemo: memo.result() };
}

/**
 * Runs `collectPlugin` on each plugin instance of `input` without throwing (`continueOnError`):
 * an oversized content file, or one a plugin's errors name, is replaced by an empty text and the
 * plugin runs again; a plugin that fails with no new content file to empty is left out.
 * Returns every error and the emptied files' own errors by file.
 */
function collectTolerantly(input: SiteInput, collectPlugin: (site: SiteInput, plugin: SiteConfig['plugins'][number]) => void): { errors: Diagnostic[]; failed: Map<string, Diagnostic[]> } {
  const content = new Set(contentFiles(input));
  const failed = new Map<string, Diagnostic[]>();
  const errors: Diagnostic[] = [];
  const fail = (d: Diagnostic): void => {
    errors.push(d);
    failed.set(d.file!, [...(failed.get(d.file!) ?? []), d]);
  };
  for (const d of oversizedFiles(input)) fail(d);
  let site = withEmptied(input, failed);
  for (const plugin of input.config.plugins) {
    for (;;) {
      try {
        collectPlugin(site, plugin);
        break;
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        const fresh = error.diagnostics.filter((d) => d.file !== undefined && content.has(d.file) && !failed.has(d.file));
        if (fresh.length === 0) {
          errors.push(...error.diagnostics);
          break;
        }
        // Only the emptied files' errors are kept: the plugin's other errors may be their consequences.
        for (const d of fresh) fail(d);
        site = withEmptied(input, failed);
      }
    }
  }
  return { errors, failed };
}

/** `input` with the text of each file of `emptied` replaced by an empty one. */
function withEmptied(input: SiteInput, emptied: ReadonlyMap<string, unknown>): SiteInput {
  if (emptied.size === 0) return input;
  const files = new Map(input.files);
  for (const file of emptied.keys()) files.set(file, '');
  return { ...input, files };
}

/**
 * Second half of `compile` (compile.ts): the content stage, feeds, route table, link check and
 * the validated graph, with the Markdown compiler given (compile.ts's `assembleSite` passes it).
 * {@link assembleSiteContent} then {@link finishSiteGraph}.
 *
 * @throws CompileError with every error found, unless `options.continueOnError`
 */
export function assembleSite(input: SiteInput, collected: CollectedSite, options: AssembleOptions): CompileResult {
  const { graphObject, files, ...rest } = assembleSiteContent(input, collected, options);
  const graphFiles: OutputFile[] = [];
  const graph = finishSiteGraph(graphObject, options.emit ? options.emit.open() : memoryTextFiles(graphFiles)());
  return { graph, files: [...graphFiles, ...files], ...rest };
}

/** What {@link assembleSiteContent} returns: a {@link CompileResult} whose graph is not yet canonical, checked or written. */
export interface AssembledContent extends Omit<CompileResult, 'graph'> {
  /**
   * The graph's object as the stages made it (working types: Dates, `undefined` members, keys
   * in any order): {@link finishSiteGraph} makes it the graph. `files` lacks `graph.json`.
   */
  graphObject: SiteGraph;
}

/**
 * {@link assembleSite} up to the graph's object: content stage, feeds, route table, link check,
 * search files. Separate from {@link finishSiteGraph} so that a build can let the stages'
 * working values (the site's texts, the compiled bodies) go before it makes the canonical copy
 * (at 50,000 docs both at once were the build's peak of memory).
 *
 * @throws CompileError with every error found, unless `options.continueOnError`
 */
export function assembleSiteContent(input: SiteInput, collected: CollectedSite, options: AssembleOptions): AssembledContent {
  const { config } = input;
  const { sources } = collected;
  const diagnostics = [...(input.loadDiagnostics ?? []), ...collected.diagnostics];
  const files: OutputFile[] = [];
  const rendered = renderBodies(sources, {
    compileMarkdown: options.compileMarkdown,
    config,
    files: input.files,
    assets: input.assets,
    cache: options.cache,
    continueOnError: options.continueOnError,
    failed: collected.failed,
    emitChunk: options.emit ? (file) => options.emit!.file(file) : undefined,
  });
  diagnostics.push(...rendered.diagnostics);
  files.push(
    ...renderSiteFeeds(collected.feedModels, (source) => {
      const compiled = rendered.compiled.get(source);
      return compiled ? toHtmlPackage().toHtml(readHastOnce(compiled)) : '';
    }),
  );

  const table = siteRouteTable(input, collected);
  diagnostics.push(...table.diagnostics);
  diagnostics.push(...checkSiteLinks(sources, rendered, table.routesPaths, input));
  const errors = diagnostics.filter((d) => d.level === 'error');
  if (errors.length && !options.continueOnError) throw new CompileError(relocateDiagnostics(errors, input.locale).sort(compareDiagnostics));

  // Records go to the search files page by page, from each body's search blocks (made with its
  // tree, kept as text like the tree: parsed for the page's records and dropped).
  const searchFiles: OutputFile[] = [];
  const searchWriter = new SearchFilesWriter(
    // The index's language is the locale built (Docusaurus's `currentLocale`).
    { title: config.title, defaultLocale: currentLocale(input), themeConfig: config.themeConfig },
    options.emit ? () => options.emit!.open() : memoryTextFiles(searchFiles),
    { minRecords: options.searchShardMinRecords, spill: options.spill },
    options.searchRecordsFile ?? true,
  );
  const searchRecords: SearchRecord[] | null = options.emit ? null : [];
  const searchPages = siteSearchRecordsByPage(
    { site: { title: config.title, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, defaultLocale: config.i18n.defaultLocale, currentLocale: currentLocale(input) }, docs: collected.docs, blog: collected.blog, pages: collected.pages },
    (source) => rendered.compiled.get(source),
  );
  for (const records of searchPages) {
    searchWriter.add(records);
    searchRecords?.push(...records);
  }
  const graphObject = siteGraphObject(input, collected, table, rendered.content, diagnostics, searchWriter.finish());
  files.unshift(...rendered.chunks, ...searchFiles);
  const copies: OutputCopy[] = [];
  for (const [out, source] of [...rendered.emittedAssets].sort()) {
    const text = input.files.get(source);
    if (text !== undefined) files.push({ path: out, content: text });
    else copies.push({ path: out, from: source });
  }
  return { graphObject, files, copies, searchRecords, content: { cacheEntries: rendered.cacheEntries, parsedCount: rendered.parsedCount, fileMemo: collected.fileMemo } };
}

/**
 * The graph of {@link assembleSiteContent}'s object: its canonical copy (`canonicalize`),
 * checked against the schema one member at a time and written to `sink` as `graph.json`
 * member by member (with a staging sink, the whole text of a large site's graph never exists
 * at once). The object is not kept: only the canonical copy is.
 *
 * @throws Error `Internal error: …` naming the path when the graph breaks its schema or has a
 *   dangling reference (`checkSiteGraph`): a compiler bug
 */
export function finishSiteGraph(graphObject: SiteGraph, sink: TextFileSink): SiteGraph {
  const canonical = canonicalize(graphObject) as Record<string, Json>;
  // A schema failure is a compiler bug, not a user error: report it loudly with the path.
  const issue = graphSchemaIssue(canonical);
  if (issue !== null) throw new Error(`Internal error: the site graph does not match its schema at ${issue}`);
  const dangling = checkSiteGraph(canonical as unknown as SiteGraph);
  if (dangling.length > 0) {
    const listed = dangling.slice(0, 5).map((d) => `${d.path}: ${d.message}`);
    throw new Error(`Internal error: the site graph has ${dangling.length} dangling reference(s): ${listed.join('; ')}${dangling.length > 5 ? '; …' : ''}`);
  }
  writeJsonByMember(sink, canonical);
  sink.close('graph.json');
  // The schema check passed: the canonical copy is a SiteGraph.
  return canonical as unknown as SiteGraph;
}

/** The route table of a collected site ({@link siteRouteTable}). */
export interface SiteRouteTable {
  /** Routes with trailingSlash and baseUrl applied, in Docusaurus's order. */
  routes: RouteNode[];
  /** Leaf route paths (what the link check checks against). */
  routesPaths: string[];
  /** Duplicate-route diagnostics (`onDuplicateRoutes`). */
  diagnostics: Diagnostic[];
}

/** The route table of the plugins' routes, as the site config asks (trailingSlash, baseUrl, duplicates). */
export function siteRouteTable(input: SiteInput, collected: CollectedSite): SiteRouteTable {
  const { config } = input;
  const table = buildRouteTable(collected.pluginRoutes, {
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    onDuplicateRoutes: config.onDuplicateRoutes,
  });
  return { ...table, routesPaths: leafRoutePaths(table.routes, config.baseUrl) };
}

/**
 * The site graph's object from its parts, neither canonicalised nor schema-checked: the one
 * place its fields are filled, for the build ({@link assembleSite}) and the dev server's lazy
 * graph. Route keys hash the chunk of the content each route shows.
 *
 * @param diagnostics every diagnostic of the compile; sorted here
 * @param search the search indices (`search/`); none where records are not built (dev's lazy graph)
 */
export function siteGraphObject(
  input: SiteInput,
  collected: CollectedSite,
  table: SiteRouteTable,
  content: SiteGraph['content'],
  diagnostics: Diagnostic[],
  search: SearchSection = { indices: [] },
): SiteGraph {
  const { config } = input;
  return {
    schemaVersion: SCHEMA_VERSION,
    generator: { name: 'sitegraph', version: COMPILER_VERSION },
    site: {
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      baseUrl: config.baseUrl,
      trailingSlash: config.trailingSlash,
      favicon: config.favicon ?? null,
      titleDelimiter: config.titleDelimiter,
      noIndex: config.noIndex,
      defaultLocale: config.i18n.defaultLocale,
      currentLocale: currentLocale(input),
      locales: config.i18n.locales,
      localeConfigs: localeConfigsWithUrls(input),
      codeTranslations: Object.fromEntries(input.locale?.code ?? []),
      themeConfig: json(config.themeConfig),
      customFields: json(config.customFields),
      customCss: config.customCss,
      headTags: siteHeadTagList(config),
      clientModules: config.clientModules,
      aliases: config.aliases,
      mermaid: config.markdown.mermaid,
      onBrokenLinks: config.onBrokenLinks,
      analytics: { gtag: config.analytics.gtag ?? null, googleTagManager: config.analytics.googleTagManager ?? null },
    },
    plugins: config.plugins.map((p) => ({ name: PLUGIN_NAMES[p.plugin], id: p.id })),
    routes: withRouteKeys(table.routes, routeChunk(content)),
    routesPaths: table.routesPaths,
    docs: collected.docs,
    blog: collected.blog,
    pages: collected.pages,
    globalData: collected.globalData,
    content,
    search,
    diagnostics: relocateDiagnostics(diagnostics, input.locale).sort(compareDiagnostics),
  };
}

/**
 * Every locale's config with the URL path it is served at, from the site's `baseUrl` (a
 * localized input's `config.baseUrl` is its own locale's: see `localizeSiteInput`).
 */
function localeConfigsWithUrls(input: SiteInput): SiteGraph['site']['localeConfigs'] {
  const { config } = input;
  const site = { ...config, baseUrl: input.locale?.siteBaseUrl ?? config.baseUrl };
  const resolved = resolveLocaleConfigs(config.i18n.locales, config.i18n.localeConfigs);
  return Object.fromEntries(Object.entries(resolved).map(([locale, c]) => [locale, { ...c, baseUrl: localizedBaseUrl(site, locale) }]));
}

/** A route's content identity for its key: the chunk of the source it shows, if any. */
function routeChunk(content: SiteGraph['content']): (route: RouteNode) => string | undefined {
  return (route) => {
    const source = 'source' in route.shows ? route.shows.source : undefined;
    return source ? content[source]?.chunk : undefined;
  };
}

/**
 * The graph with the chunk ids of some sources replaced (`chunks`: source → new chunk id) and
 * the keys of the routes showing them recomputed, as the assembly would give them: for
 * body-only edits, which change nothing else in a dev server's graph (see `LazyContent.edit`).
 * Pure; the graph given is not changed.
 */
export function withContentChunks(graph: SiteGraph, chunks: ReadonlyMap<string, string>): SiteGraph {
  const content = { ...graph.content };
  for (const [source, chunk] of chunks) content[source] = { ...content[source]!, chunk };
  const shows = (route: RouteNode): boolean => 'source' in route.shows && chunks.has(route.shows.source);
  return { ...graph, content, routes: withRouteKeysOf(graph.routes, shows, routeChunk(content)) };
}

/**
 * Runs the broken-link checker (SPEC §8) over every rendered page: links and anchors against
 * the route table and the target pages' heading ids, and `.md` links that did not resolve.
 * Exported for the dev server, which checks links in the background.
 */
export function checkSiteLinks(sources: readonly ContentSource[], rendered: RenderedContent, routePaths: readonly string[], input: SiteInput): Diagnostic[] {
  const check = new SiteLinkCheck(routePaths, input);
  for (const s of sources) {
    const compiled = rendered.compiled.get(s.source);
    if (compiled) check.add(s, compiled);
  }
  const out = check.checkMarkdownLinks();
  for (const page of check.pages) out.push(...check.checkPage(page));
  out.push(...check.checkThemeLinks());
  return out.sort(compareDiagnostics);
}

/**
 * The link check of a site ({@link LinkChecker} with the site's routes, settings and files),
 * fed a compiled source at a time: the build adds every page at once ({@link checkSiteLinks}),
 * the dev server as its background check compiles them, then checks them a few at a time.
 */
export class SiteLinkCheck {
  /** The pages added, in order. */
  readonly pages: LinkCheckPage[] = [];
  private readonly checker: LinkChecker;
  private readonly unresolved: UnresolvedMarkdownLink[] = [];

  constructor(
    routePaths: readonly string[],
    private readonly input: SiteInput,
  ) {
    const { config } = input;
    this.checker = new LinkChecker({
      routePaths,
      baseUrl: config.baseUrl,
      trailingSlash: config.trailingSlash,
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
      // Links to a file of the site are downloads.
      fileExists: (p) => input.assets.has(p) || input.files.has(p),
    });
  }

  /**
   * Adds a compiled source: its page (route path with the site's trailing slash, links,
   * anchors) and the `.md` links that did not resolve (none for pages of `src/pages`, which
   * Docusaurus does not resolve).
   */
  add(s: ContentSource, compiled: CompiledMarkdown): void {
    const { config } = this.input;
    const page = { source: s.source, permalink: applyTrailingSlash(s.permalink, config.trailingSlash, config.baseUrl), links: compiled.links, headingIds: compiled.headingIds };
    this.checker.addPage(page);
    this.pages.push(page);
    if (s.kind === 'page') return;
    for (const m of compiled.markdownLinks) if (m.permalink === null) this.unresolved.push({ source: m.partial ?? s.source, link: m.link, line: m.line, column: m.column });
  }

  /** Diagnostics of the unresolved `.md` links of every source added, unsorted. */
  checkMarkdownLinks(): Diagnostic[] {
    return this.checker.checkMarkdownLinks(this.unresolved);
  }

  /** Diagnostics of one added page's links and anchors, once every page is added. */
  checkPage(page: LinkCheckPage): Diagnostic[] {
    return this.checker.checkPage(page);
  }

  /** Diagnostics of the navbar's and footer's links (`themeConfigLinks`), once every page is added. */
  checkThemeLinks(): Diagnostic[] {
    return this.checker.checkThemeLinks(themeConfigLinks(this.input.config.themeConfig), this.input.configFile);
  }
}

/** Plugin data enters the graph as is; the graph is canonicalised once, as a whole. */
function json(value: object): Record<string, Json> {
  return value as Record<string, Json>;
}

/**
 * A plugin's data as its graph section: the plugin's own types are the compiler's working
 * types (Dates, undefined members); the canonical JSON of them is what `siteGraphSchema`
 * checks, once per compile (see `assembleSite`).
 */
function graphSection<T>(value: object): T {
  return value as T;
}

/** Content files (`.md`/`.mdx` under a plugin's folders, partials and tests excluded, as the plugins exclude them by default). */
const CONTENT_FILE = /\.mdx?$/;
const EXCLUDED_SEGMENT = /(^|\/)(_[^/]*|__tests__)\//;

/** Content files larger than `markdown.maxFileSize`: an error each, before any is parsed. */
function oversizedFiles(input: SiteInput): Diagnostic[] {
  const max = input.config.markdown.maxFileSize;
  return contentFiles(input)
    .filter((f) => Buffer.byteLength(input.files.get(f)!, 'utf8') > max)
    .map((f) =>
      errorDiagnostic(
        'markdown/file-too-large',
        `${(Buffer.byteLength(input.files.get(f)!, 'utf8') / 1048576).toFixed(1)} MiB is more than markdown.maxFileSize (${(max / 1048576).toFixed(1)} MiB): split the document, or raise the limit in the site config.`,
        { file: f },
      ),
    );
}

/** Markdown/MDX content files of the site, sorted: under a plugin's folders, partials and tests excluded as the plugins exclude them. */
function contentFiles(input: SiteInput): string[] {
  const translations = i18nRoot(input.config);
  const roots = contentRoots(input.config, () => true).dirs.filter((d) => d !== 'static' && d !== translations);
  const inRoot = (file: string) => roots.some((r) => r === '.' || file.startsWith(`${r}/`));
  return [...input.files.keys()].filter((f) => CONTENT_FILE.test(f) && !EXCLUDED_SEGMENT.test(f) && !/(^|\/)_[^/]*$/.test(f) && inRoot(f)).sort();
}

/**
 * The Markdown syntax errors of every content file that `known` names no error in (see
 * `markdownSyntaxErrors`), sorted by file.
 */
function otherFilesSyntaxErrors(input: SiteInput, known: readonly Diagnostic[]): Diagnostic[] {
  const failed = new Set(known.map((d) => d.file));
  return contentFiles(input)
    .filter((f) => !failed.has(f))
    .flatMap((f) => markdownSyntaxErrors(input.files.get(f)!, f, input.config.markdown));
}
