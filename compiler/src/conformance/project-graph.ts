import type { SiteGraph } from '../graph/index.js';
import { canonicalize } from '../json/index.js';
import { flattenRoutes } from '../routes/index.js';
import type { Golden, GoldenRoute } from './golden.js';

/**
 * Projects a site graph onto the golden file format of ../shared/corpora/README.md, so any
 * tool can compare it with what Docusaurus 3.7.0 computed: routes flattened depth-first with
 * `parent`, `depth` and `hasChildren`; docs, blog, pages and global data as the graph holds
 * them; diagnostics as `{level, message}` sorted. Canonical JSON (sorted keys, no undefined).
 *
 * @param corpus name recorded in `oracle.corpus` (the folder name of the tree)
 */
export function projectGraph(graph: SiteGraph, corpus: string): Golden {
  const routes = flattenRoutes(graph.routes).map(({ route, parent, depth }): GoldenRoute => {
    const r: Record<string, unknown> = {
      path: route.path,
      exact: route.exact,
      component: route.component,
      parent,
      depth,
      plugin: route.plugin,
      hasChildren: Boolean(route.routes),
      shows: route.shows,
      sidebar: route.sidebar,
      priority: route.priority,
    };
    return canonicalize(r) as GoldenRoute;
  });
  const projection = {
    oracle: { corpus, generator: graph.generator.name, version: graph.generator.version, locale: graph.site.defaultLocale },
    site: { title: graph.site.title, url: graph.site.url, baseUrl: graph.site.baseUrl, trailingSlash: graph.site.trailingSlash },
    plugins: graph.plugins,
    routes,
    routesPaths: graph.routesPaths,
    docs: graph.docs,
    blog: graph.blog,
    pages: graph.pages,
    globalData: graph.globalData,
    diagnostics: graph.diagnostics
      .map((d) => ({ level: d.level === 'warning' ? 'warn' : d.level, message: d.message }))
      .sort((a, b) => (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)),
  };
  return canonicalize(projection) as unknown as Golden;
}

