/**
 * The compiler's graph types, as the runtime reads them: type-only imports of the published
 * `@sitegraph/compiler` package (the runtime never loads compiler code in the browser).
 */
export type { SiteGraph, GraphSite, PageData, PageChunk, TocItem, ContentRef, Json, RouteShows, ModuleImport, PageCode } from '@sitegraph/compiler';
/** A route of the graph's route table (the compiler's `Route`). */
export type { Route as RouteNode } from '@sitegraph/compiler';
