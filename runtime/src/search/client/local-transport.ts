import type { SearchIndexFile } from '../config.js';
import { SearchTransportError, type QueriesBody, type QueriesResponse, type SearchTransport } from './transport.js';

/** The engine module's API (runtime/src/search/engine, search contract §2), as the local transport uses it. */
export interface EngineModule {
  loadSearchEngine(serialized: unknown): unknown;
  answerQueries(engines: (indexName: string) => any, body: unknown): { status: number; body: unknown };
}

/** Options of {@link createLocalTransport}. */
export interface LocalTransportOptions {
  indices: SearchIndexFile[];
  /** Loads the engine module (a dynamic `import()`, so it stays out of the page's initial JS). */
  loadEngine: () => Promise<EngineModule>;
  /** Fetches and parses one index file; defaults to `fetch(url).then(r => r.json())`. */
  fetchJson?: (url: string) => Promise<unknown>;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * The in-browser transport for static hosting: on first use it fetches the prebuilt index files
 * the requests name (`graph.search.indices[].file`) and the engine module, then answers every
 * body with the engine's `answerQueries` — the same function `sitegraph serve` runs, so the
 * response shape and ranking are the same. A failed download is forgotten so the next query
 * retries it; it rejects with {@link SearchTransportError} `unreachable` (the dialog's network
 * error screen), an engine 4xx with `rejected`.
 */
export function createLocalTransport(options: LocalTransportOptions): SearchTransport {
  const fetchJson = options.fetchJson ?? defaultFetchJson;
  let engineModule: Promise<EngineModule> | null = null;
  const engines = new Map<string, Promise<unknown>>();

  const moduleOnce = (): Promise<EngineModule> => {
    engineModule ??= options.loadEngine().catch((error: unknown) => {
      engineModule = null;
      throw error;
    });
    return engineModule;
  };
  const engineFor = (index: SearchIndexFile): Promise<unknown> => {
    let pending = engines.get(index.name);
    if (!pending) {
      pending = Promise.all([moduleOnce(), fetchJson(index.url)]).then(([mod, json]) => mod.loadSearchEngine(json));
      pending.catch(() => engines.delete(index.name));
      engines.set(index.name, pending);
    }
    return pending;
  };

  return {
    warm() {
      for (const index of options.indices) void engineFor(index).catch(() => {});
    },
    async queries(body: QueriesBody): Promise<QueriesResponse> {
      const names = new Set(body.requests.map((r) => r.indexName));
      const loaded = new Map<string, unknown>();
      let mod: EngineModule;
      try {
        mod = await moduleOnce();
        for (const index of options.indices) if (names.has(index.name) && !loaded.has(index.name)) loaded.set(index.name, await engineFor(index));
      } catch (error) {
        throw new SearchTransportError(`Could not load the search index: ${error instanceof Error ? error.message : String(error)}`, 0, 'unreachable');
      }
      const answer = mod.answerQueries((name) => loaded.get(name), body);
      if (answer.status !== 200) {
        const message = (answer.body as { message?: unknown } | null)?.message;
        throw new SearchTransportError(typeof message === 'string' ? message : `search answered ${answer.status}`, answer.status, 'rejected');
      }
      return answer.body as QueriesResponse;
    },
  };
}
