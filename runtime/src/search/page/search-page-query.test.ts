import { describe, expect, it } from 'vitest';
import { readSearchPageQuery, searchPageSearch } from './search-page-query.js';

describe('search page query', () => {
  it('reads q (64 characters at most) and a 1-based page', () => {
    expect(readSearchPageQuery('?q=render%20media&page=3')).toEqual({ query: 'render media', page: 3 });
    expect(readSearchPageQuery(`?q=${'x'.repeat(80)}`).query).toHaveLength(64);
    expect(readSearchPageQuery('?page=0').page).toBe(1);
    expect(readSearchPageQuery('?page=abc')).toEqual({ query: '', page: 1 });
  });
  it('round-trips through searchPageSearch', () => {
    for (const [q, p] of [['a&b=c', 1], ['?#', 4], ['ünïcode', 2]] as const) expect(readSearchPageQuery(searchPageSearch(q, p))).toEqual({ query: q, page: p });
    expect(searchPageSearch('x', 1)).toBe('?q=x');
  });
});
