import type { SearchRecord } from '../graph/search-schema.js';
import { UserError } from '../safety/index.js';
import { DOCSEARCH_INDEX_SETTINGS } from './index-settings.js';

/** Where `search push` sends its calls: Algolia's hosts for `appId`, or `hosts` (self-hosted endpoints). */
export interface PushTarget {
  appId: string;
  /** A key with the `addObject`, `deleteIndex` and `editSettings` rights (the admin key works). */
  apiKey: string;
  /** Base URLs (`http://127.0.0.1:3000`) of services speaking the hosted protocol; empty or absent: Algolia's own hosts. */
  hosts?: readonly string[];
}

/** One step of a push, as {@link pushSearchRecords} reports it. */
export type PushProgress =
  | { phase: 'settings'; indexName: string }
  | { phase: 'upload'; indexName: string; batchesSent: number; batchesTotal: number; recordsSent: number; recordsTotal: number }
  | { phase: 'swap'; indexName: string }
  | { phase: 'retry'; indexName: string; attempt: number; delayMs: number; reason: string };

/** Options of {@link pushSearchRecords}. */
export interface PushOptions extends PushTarget {
  indexName: string;
  records: readonly SearchRecord[];
  /** Records per `batch` call (default 1000, as the client's `replaceAllObjects`). */
  batchSize?: number;
  /** Attempts of the whole replacement when the service is unreachable or answers 5xx/429 (default 3). */
  attempts?: number;
  onProgress?: (progress: PushProgress) => void;
  /** Waits between attempts (tests pass a fake); default `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
}

/** What a finished push did. */
export interface PushResult {
  indexName: string;
  records: number;
  batches: number;
  attempts: number;
}

/**
 * Replaces the hosted index `indexName` with `records`, atomically, with the official
 * `algoliasearch` client: `setSettings` (the DocSearch settings, {@link DOCSEARCH_INDEX_SETTINGS}),
 * then `replaceAllObjects` (copy settings to a temporary index, upload in batches, move it over
 * the index), so readers see the old records until the new ones are all in. A failed attempt
 * leaves the index as it was; unreachable hosts, 5xx and 429 answers are retried (1 s, then 2 s…).
 * The client is imported by the first call, not with the package.
 *
 * @throws UserError `search/credentials` when the service refuses the key (401/403),
 *   `search/rejected` for any other 4xx, `search/unreachable` when every attempt failed
 */
export async function pushSearchRecords(options: PushOptions): Promise<PushResult> {
  const { indexName, records, onProgress } = options;
  const batchSize = options.batchSize ?? 1000;
  const attempts = Math.max(1, options.attempts ?? 3);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const batchesTotal = Math.ceil(records.length / batchSize);
  let batchesSent = 0;
  // Loaded here, not at the top: the client is a tenth of the package's modules (13 of them),
  // and importing `@sitegraph/compiler` for anything but a push should not pay for it.
  const [{ algoliasearch }, { createHttpRequester }] = await Promise.all([import('algoliasearch'), import('@algolia/requester-node-http')]);
  const base = createHttpRequester();
  // The client reports nothing while it uploads: count the batch calls it makes on their way out.
  const requester = {
    async send(request: Parameters<typeof base.send>[0]) {
      const response = await base.send(request);
      if (request.method === 'POST' && /\/batch(\?|$)/.test(request.url) && response.status >= 200 && response.status < 300) {
        batchesSent++;
        const recordsSent = Math.min(records.length, batchesSent * batchSize);
        onProgress?.({ phase: 'upload', indexName, batchesSent, batchesTotal, recordsSent, recordsTotal: records.length });
        if (batchesSent === batchesTotal) onProgress?.({ phase: 'swap', indexName });
      }
      return response;
    },
  };
  const client = algoliasearch(options.appId, options.apiKey, {
    requester,
    ...(options.hosts && options.hosts.length > 0 ? { hosts: options.hosts.map(hostOf) } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    batchesSent = 0;
    try {
      onProgress?.({ phase: 'settings', indexName });
      const settings = await client.setSettings({ indexName, indexSettings: { ...DOCSEARCH_INDEX_SETTINGS } as never });
      await client.waitForTask({ indexName, taskID: settings.taskID });
      await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[], batchSize });
      return { indexName, records: records.length, batches: batchesTotal, attempts: attempt };
    } catch (error) {
      const failure = classify(error);
      if (failure.kind !== 'transient') throw new UserError(`search/${failure.kind}`, failure.message);
      if (attempt >= attempts) throw new UserError('search/unreachable', `search push: ${failure.message} (gave up after ${attempt} attempts)`);
      const delayMs = 1000 * 2 ** (attempt - 1);
      onProgress?.({ phase: 'retry', indexName, attempt, delayMs, reason: failure.message });
      await sleep(delayMs);
    }
  }
}

/** A base URL as the client's host: `http://127.0.0.1:3000` → url, port and protocol. */
function hostOf(base: string): { url: string; port?: number; accept: 'readWrite'; protocol: 'http' | 'https' } {
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z]+:\/\//i.test(base) ? base : `https://${base}`);
  } catch {
    throw new UserError('search/host', `search push: "${base}" is not a host URL (expected e.g. https://search.example.com or http://127.0.0.1:3000)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UserError('search/host', `search push: host "${base}" must use http or https`);
  if (parsed.pathname !== '/' && parsed.pathname !== '') throw new UserError('search/host', `search push: host "${base}" has a path; the hosted protocol is served at the root (/1/…)`);
  return {
    url: parsed.hostname,
    ...(parsed.port ? { port: Number(parsed.port) } : {}),
    accept: 'readWrite',
    protocol: parsed.protocol === 'http:' ? 'http' : 'https',
  };
}

type Failure = { kind: 'credentials' | 'rejected' | 'transient'; message: string };

/** Sorts a client error into what the caller can do about it. */
function classify(error: unknown): Failure {
  const e = error as { name?: unknown; status?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const status = typeof e?.status === 'number' ? e.status : undefined;
  if (status === 401 || status === 403) {
    return { kind: 'credentials', message: `search push: the search service refused the credentials (${status} ${message}); check the application id and API key, which needs the addObject, deleteIndex and editSettings rights` };
  }
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return { kind: 'rejected', message: `search push: the search service answered ${status}: ${message}` };
  if (status !== undefined) return { kind: 'transient', message: `the search service answered ${status}: ${message}` };
  if (e?.name === 'RetryError') return { kind: 'transient', message: 'no search host answered (unreachable or timed out)' };
  throw error;
}
