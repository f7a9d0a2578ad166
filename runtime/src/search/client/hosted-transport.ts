import { SearchTransportError, type QueriesBody, type QueriesResponse, type SearchTransport } from './transport.js';

/** Client timeouts in ms (SPEC §9: 1 s connect, 2 s read, 30 s write). */
export interface HostedTimeouts {
  connect: number;
  read: number;
  write: number;
}

/** SPEC §9 timeouts. */
export const DEFAULT_TIMEOUTS: HostedTimeouts = { connect: 1_000, read: 2_000, write: 30_000 };
/** How long a host that failed (network error, timeout, 5xx) is skipped (SPEC §9: 2 minutes). */
export const HOST_DOWN_MS = 120_000;

/** Options of {@link createHostedTransport}. */
export interface HostedTransportOptions {
  /** Base URLs (`https://host[:port]`), tried in order. */
  hosts: string[];
  appId?: string | null;
  apiKey?: string | null;
  timeouts?: Partial<HostedTimeouts>;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Clock in ms; defaults to Date.now. */
  now?: () => number;
}

class HostTimeout extends Error {}

/**
 * The hosted transport: `POST {host}/1/indexes/*\/queries` with the application id and API key
 * in the query string (`x-algolia-application-id`, `x-algolia-api-key`: no custom header, so the
 * browser sends no CORS preflight), to the hosts in order. A network error, a timeout or a 5xx
 * answer moves to the next host and marks the failed one down for {@link HOST_DOWN_MS}; a 4xx
 * answer is the service's verdict and is not retried. When every host is down they are all tried
 * again (as Algolia's client does) rather than failing without a call.
 *
 * Timeouts in a browser: fetch cannot see the TCP/TLS handshake, so "connect" is the time until
 * the response headers arrive, and "read" is the time to read the body after them; a search is a
 * read request (as in Algolia's client, whose `/queries` calls use the read transporter), so the
 * 30 s write timeout applies only to `kind: 'write'` calls. Rejects with
 * {@link SearchTransportError} (`unreachable` when no host answered).
 */
export function createHostedTransport(options: HostedTransportOptions): SearchTransport & {
  request(path: string, body: unknown, kind?: 'read' | 'write'): Promise<unknown>;
  /** Hosts currently marked down, with the time (ms) they come back. */
  downHosts(): Map<string, number>;
} {
  if (options.hosts.length === 0) throw new Error('createHostedTransport: `hosts` is empty; give at least one base URL (themeConfig.algolia.hosts, or appId + apiKey).');
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const now = options.now ?? Date.now;
  const down = new Map<string, number>();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  // The body is JSON, sent as a CORS-safelisted type with the credentials in the query string,
  // as Algolia's browser client does (`WithinQueryParameters`): a search is then a simple request,
  // with no preflight round trip before it.
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const credentials = new URLSearchParams();
  if (options.appId) credentials.set('x-algolia-application-id', options.appId);
  if (options.apiKey) credentials.set('x-algolia-api-key', options.apiKey);
  const query = credentials.toString() === '' ? '' : `?${credentials.toString()}`;

  async function attempt(host: string, path: string, text: string, kind: 'read' | 'write'): Promise<Response & { json(): Promise<unknown> }> {
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new HostTimeout(`no response headers from ${host} within ${timeouts.connect} ms`)), timeouts.connect);
    try {
      const response = await doFetch(`${host}${path}${query}`, { method: 'POST', headers, body: text, signal: controller.signal, credentials: 'omit' });
      clearTimeout(timer);
      const bodyLimit = kind === 'write' ? timeouts.write : timeouts.read;
      timer = setTimeout(() => controller.abort(new HostTimeout(`response body from ${host} not read within ${bodyLimit} ms`)), bodyLimit);
      const bodyText = await response.text();
      clearTimeout(timer);
      return Object.assign(response, { json: async () => JSON.parse(bodyText) as unknown });
    } finally {
      clearTimeout(timer);
    }
  }

  async function request(path: string, body: unknown, kind: 'read' | 'write' = 'read'): Promise<unknown> {
    const text = JSON.stringify(body);
    const t = now();
    for (const [host, until] of down) if (until <= t) down.delete(host);
    const up = options.hosts.filter((h) => !down.has(h));
    const order = up.length > 0 ? up : options.hosts;
    const failures: string[] = [];
    for (const host of order) {
      let response: Awaited<ReturnType<typeof attempt>>;
      try {
        response = await attempt(host, path, text, kind);
      } catch (error) {
        down.set(host, now() + HOST_DOWN_MS);
        failures.push(`${host}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (response.status >= 500) {
        down.set(host, now() + HOST_DOWN_MS);
        failures.push(`${host}: HTTP ${response.status}`);
        continue;
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        down.set(host, now() + HOST_DOWN_MS);
        failures.push(`${host}: the response is not JSON`);
        continue;
      }
      if (response.status >= 200 && response.status < 300) return json;
      const message = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : `HTTP ${response.status}`;
      throw new SearchTransportError(message, response.status, 'rejected');
    }
    throw new SearchTransportError(`Unreachable hosts: ${failures.join('; ')}`, 0, 'unreachable');
  }

  return {
    request,
    async queries(body: QueriesBody): Promise<QueriesResponse> {
      return (await request('/1/indexes/*/queries', body, 'read')) as QueriesResponse;
    },
    warm() {},
    downHosts: () => new Map(down),
  };
}
