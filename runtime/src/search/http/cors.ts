import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the search endpoints: same-origin only by default (no header at all); an origin in
 * `allowed` (or '*' in it) gets `Access-Control-Allow-Origin` and the preflight answer.
 *
 * @returns true when the request was a preflight and has been answered
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  const permitted = typeof origin === 'string' && (allowed.includes(origin) || allowed.includes('*'));
  if (permitted) {
    res.setHeader('Access-Control-Allow-Origin', allowed.includes('*') ? '*' : origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  if (permitted) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent');
    res.setHeader('Access-Control-Max-Age', '86400');
    res.statusCode = 204;
  } else {
    res.statusCode = 403;
  }
  res.end();
  return true;
}
