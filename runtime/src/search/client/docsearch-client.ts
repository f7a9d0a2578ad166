import { safeHit } from './safe-highlight.js';
import type { QueriesBody, QueriesResponse, SearchTransport } from './transport.js';

/**
 * The search client DocSearch's modal calls (`transformSearchClient` result): `search()` takes
 * the algoliasearch v5 form `{ requests }` (or the v4 array form) and answers `{ results }` from
 * our transport, every hit passed through {@link safeHit}. Algolia agents are ignored.
 *
 * A failed search resolves with empty results and reports the error to `onError` (null after a
 * search that worked): DocSearch 3.9's autocomplete core resets its status to idle after a
 * rejected search, so its own error screen never stays up; the dialog shows ours from `onError`.
 */
export function docSearchClient(
  transport: SearchTransport,
  onError: (error: Error | null) => void = () => {},
): {
  search(params: QueriesBody | QueriesBody['requests']): Promise<QueriesResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: Record<string, never>;
  appId: string;
} {
  let latest = 0;
  return {
    appId: 'sitegraph',
    transporter: {},
    addAlgoliaAgent() {},
    async search(params) {
      const body: QueriesBody = Array.isArray(params) ? { requests: params } : params;
      const id = ++latest;
      try {
        const response = await transport.queries(body);
        if (id === latest) onError(null);
        return {
          ...response,
          results: response.results.map((result) => (Array.isArray(result.hits) ? { ...result, hits: (result.hits as Array<Record<string, unknown>>).map(safeHit) } : result)),
        };
      } catch (error) {
        if (id === latest) onError(error instanceof Error ? error : new Error(String(error)));
        return { results: body.requests.map((r) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: String(r.query ?? ''), params: '' })) };
      }
    },
  };
}
