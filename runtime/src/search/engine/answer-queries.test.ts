import { describe, expect, it } from 'vitest';
import { answerQueries, createSearchEngine, loadSearchEngine, serializeSearchIndex, type SearchEngine } from './index.js';
import { testRecord } from './test-records.test-support.js';

const records = [
  testRecord({ url: '/docs/render', position: 0, lvl1: 'Rendering videos' }),
  testRecord({ url: '/docs/render', position: 1, lvl1: 'Rendering videos', content: 'Call renderMedia() to turn a <Composition> into an MP4 file.' }),
  testRecord({ url: '/docs/render#server', position: 2, lvl1: 'Rendering videos', lvl2: 'On a server' }),
  testRecord({ url: '/docs/render#server', position: 3, lvl1: 'Rendering videos', lvl2: 'On a server', content: 'A server renders the same frames as the command line does.' }),
  testRecord({ url: '/docs/player', position: 0, lvl1: 'The Player', content: undefined }),
  testRecord({ url: '/docs/player', position: 1, lvl1: 'The Player', content: 'Embed a video in a React app; it does not render files.' }),
  testRecord({ url: '/docs/1.0/render', position: 0, lvl1: 'Rendering videos', tag: 'docs-default-1.0', version: '1.0' }),
  testRecord({ url: '/blog/launch', position: 0, lvl0: 'Blog', lvl1: 'Launch day', tag: 'blog-default', version: 'current' }),
];
const engine = loadSearchEngine(JSON.parse(JSON.stringify(serializeSearchIndex('docs', records))));
const engines = (name: string): SearchEngine | undefined => (name === 'docs' ? engine : undefined);
const ask = (request: Record<string, unknown>) => answerQueries(engines, { requests: [{ indexName: 'docs', ...request }] });
const firstResult = (request: Record<string, unknown>) => (ask(request).body as { results: Array<Record<string, any>> }).results[0]!;

describe('answerQueries', () => {
  it('ranks the page whose title is the query first, one hit per url', () => {
    const result = firstResult({ query: 'rendering videos', facetFilters: ['version:current'] });
    expect(result.hits[0].url).toBe('/docs/render');
    expect(result.hits[0].type).toBe('lvl1');
    const urls = result.hits.map((h: { url: string }) => h.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(result.nbHits).toBe(urls.length);
  });

  it('tolerates a typo and completes the last word as a prefix', () => {
    expect(firstResult({ query: 'renderng videos', facetFilters: 'version:current' }).hits[0].url).toBe('/docs/render');
    expect(firstResult({ query: 'the play' }).hits[0].url).toBe('/docs/player');
  });

  it('highlights escaped text with only the requested tags, and snippets content to N words', () => {
    const result = firstResult({
      query: 'composition', highlightPreTag: '<mark>', highlightPostTag: '</mark>',
      attributesToSnippet: ['content:4'], snippetEllipsisText: '…',
    });
    const hit = result.hits[0];
    expect(hit._highlightResult.content.value).toContain('&lt;<mark>Composition</mark>&gt;');
    expect(hit._highlightResult.content.matchLevel).toBe('full');
    expect(hit._highlightResult.content.matchedWords).toEqual(['composition']);
    expect(hit._snippetResult.content.value).toBe('…a &lt;<mark>Composition</mark>&gt; into an…');
    expect(hit._highlightResult.hierarchy.lvl1.matchLevel).toBe('none');
  });

  it('filters by facetFilters, nested arrays being OR', () => {
    const only10 = firstResult({ query: 'rendering', facetFilters: ['language:en', ['docusaurus_tag:docs-default-1.0', 'docusaurus_tag:blog-default']] });
    expect(only10.hits.map((h: { url: string }) => h.url)).toEqual(['/docs/1.0/render']);
    const negated = firstResult({ query: 'rendering', facetFilters: ['-version:1.0'] });
    expect(negated.hits.every((h: { version: string }) => h.version !== '1.0')).toBe(true);
  });

  it('reads params as a URL-encoded string, pages, retrieves attributes and returns a queryID', () => {
    const params = new URLSearchParams({
      query: 'render', hitsPerPage: '1', page: '1', clickAnalytics: 'true',
      attributesToRetrieve: JSON.stringify(['hierarchy.lvl1', 'url']),
    }).toString();
    const result = firstResult({ params });
    expect(result.params).toBe(params);
    expect(result.page).toBe(1);
    expect(result.hitsPerPage).toBe(1);
    expect(result.nbPages).toBe(result.nbHits);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(result.hits[0]).sort()).toEqual(['_highlightResult', 'hierarchy', 'objectID', 'url']);
  });

  it('answers errors in the hosted shape: bad JSON, wrong types, too many requests, unknown index', () => {
    expect(answerQueries(engines, '{"requests":')).toEqual({ status: 400, body: { status: 400, message: 'Invalid JSON in request body' } });
    expect(answerQueries(engines, { requests: 'x' }).status).toBe(400);
    expect(ask({ hitsPerPage: 'many' }).status).toBe(400);
    expect(ask({ facetFilters: [1] }).status).toBe(400);
    expect(answerQueries(engines, { requests: Array.from({ length: 51 }, () => ({ indexName: 'docs' })) }).status).toBe(400);
    expect(answerQueries(engines, { requests: [{ indexName: 'nope' }] })).toEqual({ status: 404, body: { status: 404, message: 'Index nope does not exist' } });
  });

  it('gives the engines lookup each request\'s facet filters, and still reports an unknown index before bad parameters', () => {
    const seen: unknown[] = [];
    const spy = (name: string, filters: unknown) => (seen.push(filters), engines(name));
    answerQueries(spy, { requests: [{ indexName: 'docs', facetFilters: ['version:1.0'] }, { indexName: 'docs', params: 'query=a' }, { indexName: 'docs', hitsPerPage: 'x' }] });
    expect(seen).toEqual([['version:1.0'], undefined, undefined]);
    expect(answerQueries(spy, { requests: [{ indexName: 'nope', hitsPerPage: 'x' }] }).status).toBe(404);
  });

  it('refuses a file that is not a search index', () => {
    expect(() => loadSearchEngine({ records: [] })).toThrow(/not a sitegraph search index/);
    expect(createSearchEngine('x', []).search('a')).toEqual([]);
  });
});
