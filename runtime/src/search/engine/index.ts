/**
 * The search engine (browser-safe: no `node:` imports): loads a prebuilt index and answers
 * hosted-protocol query bodies. One engine behind every transport — `sitegraph serve`,
 * `sitegraph dev` and the in-browser search of a statically hosted site.
 */
export { answerQueries, MAX_REQUESTS_PER_BODY, prepareQueries, type QueriesAnswer } from './answer-queries.js';
export { createSearchEngine, loadSearchEngine, serializeSearchIndex } from './search-engine.js';
export { escapeHtml } from './escape-html.js';
export { decodeCompactIndex } from './compact-index.js';
export type { FetchIndexFile } from './sharded-index-data.js';
export type { HighlightResult, PrebuiltSearchIndex, RankedHit, SearchEngine, SearchHierarchy, SearchRecord, SerializedSearchIndex } from './types.js';
