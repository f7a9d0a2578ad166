import { compileBlogInstance } from './blog/index.js';
import type { SiteInput } from './content/index.js';
import { CompileError, compareDiagnostics, type Diagnostic } from './diagnostics/index.js';
import { compileDocsInstance } from './docs/index.js';
import { siteGraphSchema } from './graph/graph-schema.js';
import { PLUGIN_NAMES, type SiteGraph } from './graph/site-graph.js';
import { canonicalize, type Json } from './json/index.js';
import { createExcerpt, parseMarkdownContentTitle } from './markdown-meta/index.js';
import { jsonFile, type OutputFile } from './output/index.js';
import { compilePagesInstance } from './pages/index.js';
import { buildRouteTable, leafRoutePaths, withRouteKeys, type RouteNode } from './routes/index.js';
import { COMPILER_VERSION } from './version.js';

/** What {@link compile} returns: the graph and every file a graph-only build writes. */
export interface CompileResult {
  graph: SiteGraph;
  /** `graph.json`, feeds, chunks: paths relative to the output folder. */
  files: OutputFile[];
}

/**
 * Compiles a loaded site into its site graph. Pure and deterministic: the same SiteInput gives
 * byte-identical output, whatever order its files were listed in.
 *
 * Stages (DESIGN.md): each content plugin instance in config order (docs, blog-like, pages),
 * then the route table (trailingSlash, Docusaurus route order, duplicate check), then
 * assembly and zod validation of the graph.
 *
 * @throws CompileError with every error found (file and line where known); nothing partial
 */
export function compile(input: SiteInput): CompileResult {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const pluginRoutes: RouteNode[] = [];
  const docs: SiteGraph['docs'] = {};
  const blog: SiteGraph['blog'] = {};
  const pages: SiteGraph['pages'] = {};
  const globalData: SiteGraph['globalData'] = {};
  const files: OutputFile[] = [];

  for (const plugin of config.plugins) {
    if (plugin.plugin === 'content-docs') {
      const r = compileDocsInstance(input, plugin);
      docs[plugin.id] = json(r.data);
      (globalData[PLUGIN_NAMES['content-docs']] ??= {})[plugin.id] = canonicalize(r.globalData);
      pluginRoutes.push(...r.routes);
      diagnostics.push(...r.diagnostics);
    } else if (plugin.plugin === 'content-blog') {
      const r = compileBlogInstance(input, plugin);
      blog[plugin.id] = json(r.data);
      pluginRoutes.push(...r.routes);
      files.push(...r.renderFeeds());
      diagnostics.push(...r.diagnostics);
    } else {
      const r = compilePagesInstance(input, plugin, {
        contentTitle: (content) => parseMarkdownContentTitle(content).contentTitle,
        excerpt: createExcerpt,
      });
      pages[plugin.id] = r.pages;
      pluginRoutes.push(...r.routes);
      diagnostics.push(...r.diagnostics);
    }
  }

  const table = buildRouteTable(pluginRoutes, {
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    onDuplicateRoutes: config.onDuplicateRoutes,
  });
  diagnostics.push(...table.diagnostics);
  const errors = diagnostics.filter((d) => d.level === 'error');
  if (errors.length) throw new CompileError(errors.sort(compareDiagnostics));

  const graph: SiteGraph = {
    schemaVersion: 1,
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
      locales: config.i18n.locales,
      themeConfig: json(config.themeConfig),
      customFields: json(config.customFields),
    },
    plugins: config.plugins.map((p) => ({ name: PLUGIN_NAMES[p.plugin], id: p.id })),
    routes: withRouteKeys(table.routes),
    routesPaths: leafRoutePaths(table.routes, config.baseUrl),
    docs,
    blog,
    pages,
    globalData,
    content: {},
    diagnostics: diagnostics.sort(compareDiagnostics),
  };
  const checked = siteGraphSchema.safeParse(canonicalize(graph));
  if (!checked.success) {
    // A schema failure is a compiler bug, not a user error: report it loudly with the path.
    const first = checked.error.issues[0];
    throw new Error(`Internal error: the site graph does not match its schema at ${first?.path.join('.')}: ${first?.message}`);
  }
  files.unshift(jsonFile('graph.json', graph));
  return { graph, files };
}

function json(value: unknown): Record<string, Json> {
  return canonicalize(value) as Record<string, Json>;
}
