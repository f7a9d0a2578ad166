import type { CollectedSite } from '../compile.js';
import type { SiteInput } from '../content/index.js';
import type { SiteGraph } from '../graph/index.js';
import { siteGraphObject, siteRouteTable } from '../site-assembly.js';
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
 */
export function assembleLazySite(input: SiteInput, collected: CollectedSite, lazy: LazyContent): LazySite {
  const table = siteRouteTable(input, collected);
  const graph = siteGraphObject(input, collected, table, lazy.refs(), [...collected.diagnostics, ...table.diagnostics]);
  return { graph, routesPaths: table.routesPaths };
}
