import type { FacetFilters } from './facet-filters.js';
import { highlightText, snippetText, type HighlightTags } from './highlight.js';
import { queryWords } from './query-words.js';
import { readSearchParams, SearchRequestError, type SearchParams } from './request-params.js';
import type { HighlightResult, SearchEngine, SearchRecord } from './types.js';

/** Most requests one multi-query body may hold (the hosted service's limit is also 50). */
export const MAX_REQUESTS_PER_BODY = 50;

/** The answer of `answerQueries`: an HTTP status and its JSON body. */
export interface QueriesAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers a hosted-protocol multi-query body (`{requests: [{indexName, query, params…}]}`, SPEC §7)
 * with `{results: [...]}` (200), or `{message, status}` (4xx: malformed JSON, wrong types, more
 * than 50 requests, unknown index → 404). Never throws for bad input; the same function serves
 * `sitegraph serve`, `sitegraph dev` and the browser.
 *
 * @param engines the engine of an index name, or undefined when there is no such index; given the
 *   request's `facetFilters` too (undefined when it has none or they are malformed), so that an
 *   index split in parts can answer with an engine over only the parts they can match
 * @param body the parsed body, or its JSON text
 */
export function answerQueries(engines: (indexName: string, facetFilters: FacetFilters | undefined) => SearchEngine | undefined, body: unknown): QueriesAnswer {
  try {
    const requests = readRequests(typeof body === 'string' ? parseJson(body) : body);
    const results = requests.map((request) => {
      const indexName = request['indexName'];
      if (typeof indexName !== 'string' || indexName === '') throw new SearchRequestError(400, 'indexName: expected a non-empty string');
      // Parameters are read first (their filters choose the engine), but an unknown index is still reported before them.
      let params: SearchParams | undefined;
      let invalid: unknown;
      try {
        params = readSearchParams(request);
      } catch (error) {
        invalid = error;
      }
      const engine = engines(indexName, params?.facetFilters);
      if (engine === undefined) throw new SearchRequestError(404, `Index ${indexName} does not exist`);
      if (params === undefined) throw invalid;
      return answerOne(engine, params, paramsEcho(request));
    });
    return { status: 200, body: { results } };
  } catch (error) {
    if (error instanceof SearchRequestError) return { status: error.status, body: { message: error.message, status: error.status } };
    // An engine fault must not leak a stack trace to a client.
    return { status: 500, body: { message: 'Internal search error', status: 500 } };
  }
}

/**
 * Loads what {@link answerQueries} will need to answer `body` with engines whose index loads
 * its files on demand (a sharded part: the postings of the queries' terms, the records of their
 * hits), so that it then answers synchronously. Requests it cannot read are skipped (answerQueries
 * reports them). With `superseded` (see `SearchEngine.prepare`), it stops once that answers true,
 * leaving the body unprepared.
 *
 * @throws the engines' load errors (a failed download)
 */
export async function prepareQueries(engines: (indexName: string, facetFilters: FacetFilters | undefined) => SearchEngine | undefined, body: unknown, superseded?: () => boolean): Promise<void> {
  let requests: Array<Record<string, unknown>>;
  try {
    requests = readRequests(typeof body === 'string' ? parseJson(body) : body);
  } catch {
    return;
  }
  for (const request of requests) {
    let params: SearchParams;
    try {
      params = readSearchParams(request);
    } catch {
      continue;
    }
    const engine = typeof request['indexName'] === 'string' ? engines(request['indexName'], params.facetFilters) : undefined;
    if (superseded?.()) return;
    await engine?.prepare(params.query, { facetFilters: params.facetFilters, limit: resultLimit(params) }, superseded);
  }
}

/** How many hits a request's page needs ranked (its page and the ones before it). */
function resultLimit(params: SearchParams): number {
  return (params.page + 1) * params.hitsPerPage;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SearchRequestError(400, 'Invalid JSON in request body');
  }
}

function readRequests(body: unknown): Array<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SearchRequestError(400, 'Body: expected a JSON object');
  const requests = (body as Record<string, unknown>)['requests'];
  if (!Array.isArray(requests)) throw new SearchRequestError(400, 'requests: expected an array');
  if (requests.length > MAX_REQUESTS_PER_BODY) {
    throw new SearchRequestError(400, `requests: at most ${MAX_REQUESTS_PER_BODY} requests in one body (got ${requests.length})`);
  }
  requests.forEach((request, i) => {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new SearchRequestError(400, `requests[${i}]: expected an object`);
    }
  });
  return requests as Array<Record<string, unknown>>;
}

/** One result of the multi-query answer. */
function answerOne(engine: SearchEngine, params: SearchParams, echo: string) {
  const started = now();
  const words = queryWords(params.query);
  const from = params.page * params.hitsPerPage;
  const { hits: ranked, nbHits } = engine.find(params.query, { facetFilters: params.facetFilters, limit: resultLimit(params) });
  const tags: HighlightTags = { preTag: params.highlightPreTag, postTag: params.highlightPostTag, ellipsis: params.snippetEllipsisText };
  const hits = ranked.slice(from, from + params.hitsPerPage).map(({ record }) => renderHit(record, params, words, tags));
  const result: Record<string, unknown> = {
    hits,
    nbHits,
    page: params.page,
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    query: params.query,
    params: echo,
    index: engine.indexName,
    processingTimeMS: Math.round(now() - started),
  };
  if (params.clickAnalytics) result['queryID'] = randomQueryId();
  return result;
}

const HIGHLIGHTED_BY_DEFAULT = ['hierarchy', 'content'];

function renderHit(record: SearchRecord, params: SearchParams, words: string[], tags: HighlightTags) {
  const hit = retrieve(record, params.attributesToRetrieve);
  const highlight: Record<string, unknown> = {};
  for (const path of expandPaths(record, params.attributesToHighlight ?? HIGHLIGHTED_BY_DEFAULT)) {
    const text = readText(record, path);
    if (text !== undefined) setPath(highlight, path, highlightText(text, words, tags));
  }
  hit['_highlightResult'] = highlight;
  if (params.attributesToSnippet.length > 0) {
    const snippets: Record<string, unknown> = {};
    for (const { attribute, words: count } of params.attributesToSnippet) {
      for (const path of expandPaths(record, [attribute])) {
        const text = readText(record, path);
        if (text !== undefined) setPath(snippets, path, snippetText(text, words, count, tags));
      }
    }
    hit['_snippetResult'] = snippets;
  }
  return hit;
}

/** The record's attributes named by `attributesToRetrieve` ('*' or absent: all); objectID always. */
function retrieve(record: SearchRecord, attributes: string[] | undefined): Record<string, unknown> {
  if (attributes === undefined || attributes.includes('*')) return structuredClone(record) as unknown as Record<string, unknown>;
  const hit: Record<string, unknown> = { objectID: record.objectID };
  for (const path of attributes) {
    const value = readPath(record, path);
    if (value !== undefined) setPath(hit, path, structuredClone(value));
  }
  return hit;
}

/** 'hierarchy' → 'hierarchy.lvl0' … 'hierarchy.lvl6'; '*' → every text attribute. */
function expandPaths(record: SearchRecord, attributes: string[]): string[] {
  const paths: string[] = [];
  for (const attribute of attributes) {
    const names = attribute === '*' ? HIGHLIGHTED_BY_DEFAULT : [attribute];
    for (const name of names) {
      const value = readPath(record, name);
      if (typeof value === 'object' && value !== null) paths.push(...Object.keys(value).map((key) => `${name}.${key}`));
      else paths.push(name);
    }
  }
  return [...new Set(paths)];
}

function readText(record: SearchRecord, path: string): string | undefined {
  const value = readPath(record, path);
  return typeof value === 'string' ? value : undefined;
}

function readPath(value: unknown, path: string): unknown {
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown | HighlightResult): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

/** The request's parameters as a URL-encoded string, as the hosted service echoes them. */
function paramsEcho(request: Record<string, unknown>): string {
  if (typeof request['params'] === 'string') return request['params'];
  const fields = { ...request, ...(typeof request['params'] === 'object' ? (request['params'] as object) : {}) } as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'indexName' || key === 'params' || value === undefined) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function now(): number {
  return globalThis.performance.now();
}
