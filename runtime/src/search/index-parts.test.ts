import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFacetFilters, type FacetFilters } from './engine/facet-filters.js';
import { testRecord } from './engine/test-records.test-support.js';
import { indexFilesFor, partsFor, requestFacetFilters, type IndexPartFacets } from './index-parts.js';

const tags = ['default', 'docs-default-current', 'docs-default-1.0', 'blog-default'];
const part = fc.record({ tag: fc.constantFrom(...tags), version: fc.constantFrom('', 'current', '1.0'), language: fc.constantFrom('en', 'fr') });
const lvl0 = fc.constantFrom('Docs', 'Blog');
const filter = fc
  .tuple(fc.boolean(), fc.constantFrom('docusaurus_tag', 'version', 'language', 'hierarchy.lvl0', 'nope'), fc.constantFrom(...tags, '', 'current', '1.0', 'en', 'fr', 'Docs', 'Blog'))
  .map(([negated, attribute, value]) => `${negated ? '-' : ''}${attribute}:${value}`);
const filters: fc.Arbitrary<FacetFilters> = fc.letrec<{ f: FacetFilters }>((tie) => ({ f: fc.oneof({ depthSize: 'small' }, filter, fc.array(tie('f'), { maxLength: 3 })) })).f;

/** A record of the part, with `hierarchy.lvl0` (an attribute parts do not decide). */
const recordOf = (p: IndexPartFacets, section: string) => testRecord({ url: '/x', position: 0, lvl1: 'X', lvl0: section, tag: p.tag, version: p.version, language: p.language });

describe('partsFor', () => {
  it('keeps every part a record of which passes the filters', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), filters, lvl0, (parts, f, section) => {
        const kept = partsFor(parts, f);
        for (const p of parts) if (matchesFacetFilters(recordOf(p, section), f)) expect(kept).toContain(p);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps exactly the parts whose records pass filters on docusaurus_tag, version and language alone', () => {
    const partFilter = filter.filter((f) => !/hierarchy|nope/.test(f));
    const partFilters: fc.Arbitrary<FacetFilters> = fc.letrec<{ f: FacetFilters }>((tie) => ({ f: fc.oneof({ depthSize: 'small' }, partFilter, fc.array(tie('f'), { maxLength: 3 })) })).f;
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), partFilters, (parts, f) => {
        expect(partsFor(parts, f)).toEqual(parts.filter((p) => matchesFacetFilters(recordOf(p, 'Docs'), f)));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every part without filters, and the contextual filters keep the pages and the version searched', () => {
    const parts = tags.map((tag) => ({ tag, version: tag.startsWith('docs-') ? tag.slice('docs-default-'.length) : '', language: 'en' }));
    expect(partsFor(parts, undefined)).toEqual(parts);
    expect(partsFor(parts, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]).map((p) => p.tag)).toEqual(['default', 'docs-default-1.0']);
  });
});

describe('indexFilesFor', () => {
  const parts = [
    { tag: 'default', version: '', language: 'en', recordCount: 9, file: 'p.json' },
    { tag: 'blog-default', version: '', language: 'en', recordCount: 3, file: 'b.json' },
    { tag: 'docs-default-current', version: 'current', language: 'en', recordCount: 20, file: 'd.json' },
  ];
  const fileOf = (part: { file: string }) => part.file;
  it('gives the files of the parts the filters can match, the whole file without parts, the smallest part when none can match', () => {
    expect(indexFilesFor('all.json', parts, 'version:current', fileOf)).toEqual(['d.json']);
    expect(indexFilesFor('all.json', parts, undefined, fileOf)).toEqual(['p.json', 'b.json', 'd.json']);
    expect(indexFilesFor<(typeof parts)[number]>('all.json', undefined, 'version:current', fileOf)).toEqual(['all.json']);
    expect(indexFilesFor('all.json', parts, 'language:fr', fileOf)).toEqual(['b.json']);
  });
});

describe('requestFacetFilters', () => {
  it('reads them from the request or its params, and gives undefined for malformed ones', () => {
    expect(requestFacetFilters({ indexName: 'x', facetFilters: ['version:1.0'] })).toEqual(['version:1.0']);
    expect(requestFacetFilters({ indexName: 'x', params: `facetFilters=${encodeURIComponent('["language:en"]')}` })).toEqual(['language:en']);
    expect(requestFacetFilters({ indexName: 'x', facetFilters: 3 })).toBeUndefined();
    expect(requestFacetFilters({ indexName: 'x' })).toBeUndefined();
  });
});
