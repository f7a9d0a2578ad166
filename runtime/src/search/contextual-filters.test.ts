import { describe, expect, it } from 'vitest';
import { contextualFacetFilters, dialogSearchParameters, withFacetFilters } from './contextual-filters.js';

const version = (name: string, path: string, isLast = false) => ({ name, path, isLast, label: name, mainDocPath: path, sidebars: {}, docs: {}, drafts: [] });
const shell = {
  site: { defaultLocale: 'en' } as never,
  docs: [
    { pluginId: 'default', path: '/docs', breadcrumbs: true, versions: [version('current', '/docs/next'), version('2.0', '/docs', true)] },
    { pluginId: 'api', path: '/api', breadcrumbs: true, versions: [version('current', '/api', true)] },
  ],
};

describe('contextualFacetFilters', () => {
  it('filters by language and the version of each docs plugin the reader is in', () => {
    expect(contextualFacetFilters(shell, '/docs/next/intro', 'en')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']]);
  });
  it('uses the last version outside a docs plugin', () => {
    expect(contextualFacetFilters(shell, '/blog', 'fr')[1]).toContain('docusaurus_tag:docs-default-2.0');
    expect(contextualFacetFilters(shell, '/blog', 'fr')[0]).toBe('language:fr');
  });
  it("keeps the site's own facetFilters", () => {
    expect(withFacetFilters({ facetFilters: ['type:content'], hitsPerPage: 5 }, ['language:en'])).toEqual({ facetFilters: ['language:en', 'type:content'], hitsPerPage: 5 });
  });
  it('gives the dialog the site\'s own parameters, plus the contextual filters of the page when contextual search is on', () => {
    const own = { facetFilters: ['type:content'], hitsPerPage: 5 };
    expect(dialogSearchParameters({ contextualSearch: false, searchParameters: own }, shell, '/docs/next/intro')).toBe(own);
    expect(dialogSearchParameters({ contextualSearch: true, searchParameters: own }, shell, '/docs/next/intro')).toEqual(withFacetFilters(own, contextualFacetFilters(shell, '/docs/next/intro', 'en')));
  });
});
