import type { CollectedSite } from '../compile.js';
import type { SiteInput } from '../content/index.js';
import { compareDiagnostics } from '../diagnostics/index.js';
import { PLUGIN_NAMES, type SiteGraph } from '../graph/site-graph.js';
import type { Json } from '../json/index.js';
import { buildRouteTable, leafRoutePaths, withRouteKeys } from '../routes/index.js';
import { COMPILER_VERSION } from '../version.js';
import type { LazyContent } from './lazy-content.js';

/** What {@link assembleLazySite} returns. */
export interface LazySite {
  /** The graph, its `content` holding placeholder chunk ids (see {@link LazyContent}). */
  graph: SiteGraph;
  /** Leaf route paths (what the background link check checks against). */
  routesPaths: string[];
}

/**
 * The dev server's graph: what `assembleSite` builds (route table, route keys, site fields,
 * plugin data, diagnostics of the plugins and the route table), without the content stage,
 * the feeds and the link check, so no Markdown body is parsed. Page content is referenced by
 * placeholder chunk ids and compiled on request through `lazy`. Pure and deterministic (keys
 * in the order compiler code builds them); neither canonicalised nor schema-checked, which a
 * build does and which would cost a tenth of a second per recompile on 600 docs.
 *
 * Keep the graph fields in step with `assembleSite` in `compile.ts`.
 */
export function assembleLazySite(input: SiteInput, collected: CollectedSite, lazy: LazyContent): LazySite {
  const { config } = input;
  const diagnostics = [...collected.diagnostics];
  const table = buildRouteTable(collected.pluginRoutes, {
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    onDuplicateRoutes: config.onDuplicateRoutes,
  });
  diagnostics.push(...table.diagnostics);
  const routesPaths = leafRoutePaths(table.routes, config.baseUrl);
  const content = lazy.refs();
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
      themeConfig: config.themeConfig as Record<string, Json>,
      customFields: config.customFields as Record<string, Json>,
    },
    plugins: config.plugins.map((p) => ({ name: PLUGIN_NAMES[p.plugin], id: p.id })),
    routes: withRouteKeys(table.routes, (route) => {
      const source = 'source' in route.shows ? route.shows.source : undefined;
      return source ? content[source]?.chunk : undefined;
    }),
    routesPaths,
    docs: collected.docs,
    blog: collected.blog,
    pages: collected.pages,
    globalData: collected.globalData,
    content,
    diagnostics: diagnostics.sort(compareDiagnostics),
  };
  return { graph, routesPaths };
}
