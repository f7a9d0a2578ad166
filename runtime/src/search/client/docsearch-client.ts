import { safeHit } from './safe-highlight.js';
import { SearchTransportError, type QueriesBody, type QueriesResponse, type SearchTransport } from './transport.js';

/**
 * The search client DocSearch's modal calls (`transformSearchClient` result): `search()` takes
 * the algoliasearch v5 form `{ requests }` (or the v4 array form) and answers `{ results }` from
 * our transport, every hit passed through {@link safeHit}. Algolia agents are ignored.
 *
 * A search superseded by a later one while its index files load (the reader typed on) stops
 * loading and resolves with the latest search's answer, never an empty list that would flash
 * 'No results'. A failed search resolves with empty results and reports the error to `onError` (null after a
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
  // The answer of the latest search: what a superseded one answers with.
  let latestAnswer: Promise<QueriesResponse> | null = null;
  const answer = async (body: QueriesBody, id: number): Promise<QueriesResponse> => {
    try {
      // DocSearch shows only the latest search's answer: an earlier one still loading stops there.
      const response = await transport.queries(body, () => id !== latest);
      if (id === latest) onError(null);
      return {
        ...response,
        results: response.results.map((result) => (Array.isArray(result.hits) ? { ...result, hits: (result.hits as Array<Record<string, unknown>>).map(safeHit) } : result)),
      };
    } catch (error) {
      if (error instanceof SearchTransportError && error.kind === 'superseded' && latestAnswer) return latestAnswer;
      if (id === latest) onError(error instanceof Error ? error : new Error(String(error)));
      return { results: body.requests.map((r) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: String(r.query ?? ''), params: '' })) };
    }
  };
  return {
    appId: 'sitegraph',
    transporter: {},
    addAlgoliaAgent() {},
    search(params) {
      const body: QueriesBody = Array.isArray(params) ? { requests: params } : params;
      latestAnswer = answer(body, ++latest);
      return latestAnswer;
    },
  };
}
