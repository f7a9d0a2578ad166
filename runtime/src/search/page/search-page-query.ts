/** At most 64 characters of query (SPEC §5). */
export const MAX_QUERY_LENGTH = 64;
/** Results per page of the search page (SPEC §9: 20 a request). */
export const HITS_PER_PAGE = 20;

/** The search page's state in its URL: `q` (at most 64 characters) and `page` (1-based, default 1). */
export function readSearchPageQuery(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The query string for a search page state (`?q=…`, `&page=n` only past page 1). */
export function searchPageSearch(query: string, page = 1): string {
  return `?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;
}
