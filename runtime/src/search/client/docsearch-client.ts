import { safeHit } from './safe-highlight.js';
import { SearchTransportError, type QueriesBody, type QueriesResponse, type SearchTransport } from './transport.js';

/**
 * The search client DocSearch's modal calls (`transformSearchClient` result): `search()` takes
 * the algoliasearch v5 form `{ requests }` (or the v4 array form) and answers `{ results }` from
 * our transport, every hit passed through {@link safeHit}. Algolia agents are ignored. When no
 * host answered, the error is named `RetryError` (as algoliasearch names it), which is what makes
 * DocSearch show its 'Unable to fetch results' screen.
 */
export function docSearchClient(transport: SearchTransport): {
  search(params: QueriesBody | QueriesBody['requests']): Promise<QueriesResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: Record<string, never>;
  appId: string;
} {
  return {
    appId: 'sitegraph',
    transporter: {},
    addAlgoliaAgent() {},
    async search(params) {
      const body: QueriesBody = Array.isArray(params) ? { requests: params } : params;
      const response = await transport.queries(body).catch((error: unknown) => {
        if (error instanceof SearchTransportError && error.kind === 'unreachable') error.name = 'RetryError';
        throw error;
      });
      return {
        ...response,
        results: response.results.map((result) => (Array.isArray(result.hits) ? { ...result, hits: (result.hits as Array<Record<string, unknown>>).map(safeHit) } : result)),
      };
    },
  };
}
