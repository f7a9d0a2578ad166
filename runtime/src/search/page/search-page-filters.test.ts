import { describe, expect, it } from 'vitest';
import { searchPageParameters } from './search-page-filters.js';

describe('searchPageParameters', () => {
  it("filters by the build's locale, with or without contextual search, keeping the site's own filters", () => {
    const own = { facetFilters: ['type:content'], hitsPerPage: 5 };
    expect(searchPageParameters({ searchParameters: own }, { currentLocale: 'fr', defaultLocale: 'en' })).toEqual({ facetFilters: ['language:fr', 'type:content'], hitsPerPage: 5 });
    expect(searchPageParameters({ searchParameters: {} }, { currentLocale: 'ar', defaultLocale: 'en' })).toEqual({ facetFilters: ['language:ar'] });
  });
  it('uses the default locale for a graph without currentLocale', () => {
    expect(searchPageParameters({ searchParameters: {} }, { defaultLocale: 'en' } as never)).toEqual({ facetFilters: ['language:en'] });
  });
});
