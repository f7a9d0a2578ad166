import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FacetFilters } from '../engine/facet-filters.js';
import { answerQueries, type SearchEngine } from '../engine/index.js';
import { applyCors } from './cors.js';
import { credentialsAccepted, requestCredentials, type SearchCredentials } from './credentials.js';
import { BodyError, MAX_WRITE_BODY_BYTES, readBody } from './read-body.js';
import { WriteStore } from './write-store.js';

/** A connect-style handler (what `serveSite`'s `middleware` and the dev server take). */
export type SearchMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Options of {@link createSearchService}. */
export interface SearchServiceOptions {
  /**
   * The engine of an index name (the site's built indices), or undefined; given the request's
   * facet filters, so a split index answers with only the parts they can match.
   */
  engines: (indexName: string, facetFilters?: FacetFilters) => SearchEngine | undefined;
  /** Pairs a query must carry; empty or absent: queries need no credentials (same-origin use). */
  searchCredentials?: () => readonly SearchCredentials[];
  /** Pairs that may write (push). None: every write call is refused (403). */
  writeCredentials?: () => readonly SearchCredentials[];
  /** Origins that get CORS headers ('*' for any). Default none: same-origin only. */
  corsOrigins?: readonly string[];
  /** Base URL of the site: `/1/…` is answered both at the root and under it. */
  baseUrl?: string;
}

/**
 * The embedded search service (transport 1): `POST /1/indexes/*\/queries` and
 * `POST /1/indexes/{name}/query` answered by the one engine (`answerQueries`), plus the write
 * calls of the official client (batch, settings, copy/move, delete, task status) in memory for
 * `search push` against it. Every error is a JSON `{message, status}` (400 malformed JSON or
 * wrong types, 403 credentials, 404 unknown index, 413 body over 100 KB); no stack trace is sent.
 * Requests outside `/1/` go to `next`.
 */
export function createSearchService(options: SearchServiceOptions): SearchMiddleware {
  const store = new WriteStore();
  const engines = (name: string, facetFilters: FacetFilters | undefined) => store.engine(name) ?? options.engines(name, facetFilters);
  const base = (options.baseUrl ?? '/').replace(/\/?$/, '/');
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    if (base !== '/' && pathname.startsWith(base)) pathname = pathname.slice(base.length - 1);
    if (!pathname.startsWith('/1/')) {
      next();
      return;
    }
    if (applyCors(req, res, options.corsOrigins ?? [])) return;
    handle(req, res, pathname, url.searchParams).catch((error: unknown) => {
      const status = error instanceof BodyError ? error.status : 500;
      sendJson(res, status, { message: error instanceof BodyError ? error.message : 'Internal search error', status });
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams): Promise<void> {
    const segments = pathname.slice('/1/'.length).split('/').map(decodeSegment);
    if (segments.some((s) => s === null)) return sendJson(res, 400, { message: 'Malformed path', status: 400 });
    const parts = segments as string[];
    const method = req.method ?? 'GET';
    const given = requestCredentials(req, query);
    const writers = options.writeCredentials?.() ?? [];
    const isWriter = writers.length > 0 && credentialsAccepted(given, writers);
    const isQuery = method === 'POST' && parts[0] === 'indexes' && parts.length === 3 && (parts[2] === 'queries' ? parts[1] === '*' : parts[2] === 'query');
    if (isQuery) {
      if (!isWriter && !credentialsAccepted(given, options.searchCredentials?.() ?? [])) return forbidden(res);
      const text = await readBody(req);
      if (parts[2] === 'queries') {
        const answer = answerQueries(engines, text);
        return sendJson(res, answer.status, answer.body);
      }
      let single: unknown;
      try {
        single = JSON.parse(text || '{}');
      } catch {
        return sendJson(res, 400, { message: 'Invalid JSON in request body', status: 400 });
      }
      if (typeof single !== 'object' || single === null || Array.isArray(single)) {
        return sendJson(res, 400, { message: 'Body: expected a JSON object', status: 400 });
      }
      const answer = answerQueries(engines, { requests: [{ ...single, indexName: parts[1] }] });
      const body = answer.status === 200 ? (answer.body as { results: unknown[] }).results[0] : answer.body;
      return sendJson(res, answer.status, body);
    }
    if (!isWriter) {
      const message = writers.length === 0 ? 'Write operations are not enabled on this server' : 'Invalid Application-ID or API key';
      return sendJson(res, 403, { message, status: 403 });
    }
    const text = method === 'GET' || method === 'DELETE' ? '' : await readBody(req, MAX_WRITE_BODY_BYTES);
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        return sendJson(res, 400, { message: 'Invalid JSON in request body', status: 400 });
      }
    }
    const answer = store.handle(method, parts, body);
    if (!answer) return notFound(res);
    sendJson(res, answer.status, answer.body);
  }
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function forbidden(res: ServerResponse): void {
  sendJson(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
}

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { message: 'Not found', status: 404 });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
