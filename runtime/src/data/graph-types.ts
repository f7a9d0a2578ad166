/**
 * The compiler's graph types, as the runtime reads them (type-only imports: the runtime never
 * loads compiler code in the browser).
 */
export type { SiteGraph, GraphSite, PageData } from '../../../compiler/src/graph/site-graph.js';
export type { PageChunk, TocItem, ContentRef } from '../../../compiler/src/graph/page-chunk.js';
export type { RouteNode, RouteShows } from '../../../compiler/src/routes/route-node.js';
export type { Json } from '../../../compiler/src/json/canonical-json.js';
