import type { FacetFilters } from '../engine/facet-filters.js';

/** A hosted-protocol multi-query body: `{ requests: [{ indexName, query, params… }] }` (SPEC §7). */
export interface QueriesBody {
  requests: Array<Record<string, unknown> & { indexName: string }>;
}

/** A hosted-protocol answer: one result per request, in request order. */
export interface QueriesResponse {
  results: Array<Record<string, unknown>>;
}

/**
 * Something that answers multi-query bodies: the hosted transport (HTTP with failover) or the
 * local one (prebuilt index + engine in the browser). Both reject with {@link SearchTransportError}.
 */
export interface SearchTransport {
  /**
   * Answers `body`. `superseded` (the local transport; HTTP ignores it): asked while the index's
   * files for the body load; once it answers true, loading stops and the call rejects with a
   * `superseded` {@link SearchTransportError} (a later query of the same dialog took its place).
   */
  queries(body: QueriesBody, superseded?: () => boolean): Promise<QueriesResponse>;
  /**
   * Starts loading what the first query needs (a no-op for HTTP): for the local transport, the
   * index parts a query with `facetFilters` would load (absent: an unfiltered query's, all parts).
   */
  warm(facetFilters?: FacetFilters): void;
}

/** Why a search failed: `unreachable` when no host answered (the dialog's 'Unable to fetch results'), `superseded` when a later query took its place, else the service's own error. */
export class SearchTransportError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: 'unreachable' | 'rejected' | 'superseded',
  ) {
    super(message);
    this.name = 'SearchTransportError';
  }
}
