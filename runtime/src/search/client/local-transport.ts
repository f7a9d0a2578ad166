import type { SearchIndexFile } from '../config.js';
import type { FacetFilters } from '../engine/facet-filters.js';
import { indexFilesFor, requestFacetFilters } from '../index-parts.js';
import { SearchTransportError, type QueriesBody, type QueriesResponse, type SearchTransport } from './transport.js';

/** The engine module's API (runtime/src/search/engine, search contract §2), as the local transport uses it. */
export interface EngineModule {
  /** One engine over one prebuilt index file, or over several parts of one index (an array); a sharded part's files come through `fetchFile`. */
  loadSearchEngine(serialized: unknown, fetchFile?: (name: string) => Promise<unknown>): unknown;
  /** Loads what the engines of sharded parts need to answer a body. */
  prepareQueries(engines: (indexName: string, facetFilters: FacetFilters | undefined) => any, body: unknown, superseded?: () => boolean): Promise<void>;
  answerQueries(engines: (indexName: string, facetFilters: FacetFilters | undefined) => any, body: unknown): { status: number; body: unknown };
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
 * The in-browser transport for static hosting. For each request it fetches only the prebuilt
 * index files its index and facet filters need (`indexFilesFor`: the parts of
 * `graph.search.indices[].parts` the filters can match) and the engine module, builds one engine
 * per set of files (kept for the page's life; each file is downloaded once whatever sets use it),
 * then answers every body with the engine's `answerQueries` — the same function `sitegraph
 * serve` runs, so the response shape and ranking are the same. A failed download is forgotten so
 * the next query retries it; it rejects with {@link SearchTransportError} `unreachable` (the
 * dialog's network error screen), an engine 4xx with `rejected`.
 */
export function createLocalTransport(options: LocalTransportOptions): SearchTransport {
  const fetchJson = options.fetchJson ?? defaultFetchJson;
  let engineModule: Promise<EngineModule> | null = null;
  const downloads = new Map<string, Promise<unknown>>();
  const engines = new Map<string, Promise<unknown>>();

  const moduleOnce = (): Promise<EngineModule> => {
    engineModule ??= options.loadEngine().catch((error: unknown) => {
      engineModule = null;
      throw error;
    });
    return engineModule;
  };
  const download = (url: string): Promise<unknown> => {
    let pending = downloads.get(url);
    if (!pending) {
      pending = fetchJson(url);
      pending.catch(() => downloads.delete(url));
      downloads.set(url, pending);
    }
    return pending;
  };
  // A part written as term shards is loaded by its manifest, then only the shards queries need.
  const filesFor = (index: SearchIndexFile, filters: FacetFilters | undefined) => indexFilesFor(index.url, index.parts, filters, (part) => part.shardedUrl ?? part.url);
  const keyOf = (index: SearchIndexFile, filters: FacetFilters | undefined) => `${index.name}\n${filesFor(index, filters).join('\n')}`;
  const engineFor = (index: SearchIndexFile, filters: FacetFilters | undefined): Promise<unknown> => {
    const files = filesFor(index, filters);
    const key = keyOf(index, filters);
    let pending = engines.get(key);
    if (!pending) {
      // The shards' files are beside their manifest (all of an index's files are in one folder).
      const folder = files[0]!.slice(0, files[0]!.lastIndexOf('/') + 1);
      pending = Promise.all([moduleOnce(), ...files.map(download)]).then(([mod, ...json]) => (mod as EngineModule).loadSearchEngine(json.length === 1 ? json[0] : json, (name) => download(`${folder}${name}`)));
      pending.catch(() => engines.delete(key));
      engines.set(key, pending);
    }
    return pending;
  };

  return {
    warm(facetFilters) {
      for (const index of options.indices) void engineFor(index, facetFilters).catch(() => {});
    },
    async queries(body: QueriesBody, superseded?: () => boolean): Promise<QueriesResponse> {
      const loaded = new Map<string, unknown>();
      const engineOf = (name: string, filters: FacetFilters | undefined) => {
        const index = options.indices.find((i) => i.name === name);
        return index ? loaded.get(keyOf(index, filters)) : undefined;
      };
      let mod: EngineModule;
      try {
        const pending = moduleOnce();
        for (const request of body.requests) {
          const index = options.indices.find((i) => i.name === request.indexName);
          if (!index) continue;
          const filters = requestFacetFilters(request);
          const key = keyOf(index, filters);
          if (!loaded.has(key)) loaded.set(key, await engineFor(index, filters));
        }
        mod = await pending;
        await mod.prepareQueries(engineOf, body, superseded);
      } catch (error) {
        throw new SearchTransportError(`Could not load the search index: ${error instanceof Error ? error.message : String(error)}`, 0, 'unreachable');
      }
      // Left unprepared: its answer would need files not loaded.
      if (superseded?.()) throw new SearchTransportError('A later query took the place of this one', 0, 'superseded');
      const answer = mod.answerQueries(engineOf, body);
      if (answer.status !== 200) {
        const message = (answer.body as { message?: unknown } | null)?.message;
        throw new SearchTransportError(typeof message === 'string' ? message : `search answered ${answer.status}`, answer.status, 'rejected');
      }
      return answer.body as QueriesResponse;
    },
  };
}
