import { describe, expect, it } from 'vitest';
import { createSearchEngine, MIN_EXACT_HITS } from './search-engine.js';
import { significantWords } from './stop-words.js';
import { testPages, testRecord } from './test-records.test-support.js';

const urls = (engine: ReturnType<typeof createSearchEngine>, query: string) => engine.search(query).map((hit) => hit.record.url);

describe('createSearchEngine', () => {
  it('allows typos by word length: none below 4 letters, 1 from 4, 2 from 8; a swap is one typo', () => {
    const engine = createSearchEngine('docs', testPages(['Cat', 'Plugin', 'Deployment']));
    expect(urls(engine, 'cut')).toEqual([]);
    expect(urls(engine, 'plgin guide')).toEqual([]); // 'guide' is in no record: all words must match
    expect(urls(engine, 'plgin')).toEqual(['/docs/p1']);
    expect(urls(engine, 'plguin')).toEqual(['/docs/p1']); // swap
    expect(urls(engine, 'plgn')).toEqual([]); // two typos in a 5-letter word
    expect(urls(engine, 'deplymnt')).toEqual(['/docs/p2']); // two typos in a 10-letter word
  });

  it('gives a word typed short the budget of the word meant, and a swap plus one edit to long words', () => {
    const engine = createSearchEngine('docs', testPages(['Customize the theme', 'Markdown parser', 'Rate limiters']));
    expect(urls(engine, 'cutmize theme')).toEqual(['/docs/p0']); // 7 letters typed for 9: two typos
    expect(urls(engine, 'amrdown parser')).toEqual(['/docs/p1']); // swap + a letter left out
    expect(urls(engine, 'rat limiters')).toEqual(['/docs/p2']);
    expect(urls(engine, 'cstmz theme')).toEqual([]); // four letters left out
  });

  it('runs the typo pass only when the exact one finds too few urls', () => {
    const many = Array.from({ length: MIN_EXACT_HITS }, (_, i) => `Render ${i}`);
    const engine = createSearchEngine('docs', testPages([...many, 'Tender']));
    // 'render' matches 5 pages exactly: 'tender' (one typo away) is not added.
    expect(urls(engine, 'render')).not.toContain(`/docs/p${MIN_EXACT_HITS}`);
    const few = createSearchEngine('docs', testPages(['Render', 'Tender']));
    // One exact url only, every word known: still no typo pass (no word is unknown, hits exist).
    expect(urls(few, 'render')).toEqual(['/docs/p0']);
    // A known word that matches nothing with the others is taken as a typo ('bold' for 'cold').
    const cold = createSearchEngine('docs', testPages(['Cold start', 'Bold text']));
    expect(urls(cold, 'bold start')).toEqual(['/docs/p0']);
  });

  it('ranks exact words before completions and typos', () => {
    const engine = createSearchEngine('docs', testPages(['Themes', 'Theme']));
    expect(urls(engine, 'theme')[0]).toBe('/docs/p1');
    const typo = createSearchEngine('docs', testPages(['Routers', 'Routes']));
    expect(urls(typo, 'routes')).toEqual(['/docs/p1']);
  });

  it('ranks a heading that is the query, word for word, above a title that holds its words', () => {
    const engine = createSearchEngine('docs', [
      testRecord({ url: '/docs/a', position: 0, lvl1: 'Dynamic environment variable in scheduling' }),
      testRecord({ url: '/docs/b', position: 0, lvl1: 'Schemas overview' }),
      testRecord({ url: '/docs/b#dyn', position: 1, lvl1: 'Schemas overview', lvl2: 'Variables', lvl3: 'Dynamic environment variable' }),
      testRecord({ url: '/docs/c#the', position: 1, lvl1: 'Containers', lvl2: 'Debug the response header' }),
      testRecord({ url: '/docs/d#a', position: 1, lvl1: 'Search', lvl2: 'Headers', lvl3: 'Debug a response header' }),
      testRecord({ url: '/docs/e#targets', position: 1, lvl1: 'Code blocks', lvl2: 'Stable deployment targets' }),
      testRecord({ url: '/docs/f#target', position: 1, lvl1: 'Audit', lvl2: 'Targets', lvl3: 'Stable deployment target' }),
    ]);
    expect(urls(engine, 'dynamic environment variable')[0]).toBe('/docs/b#dyn');
    expect(urls(engine, 'debug a response header')[0]).toBe('/docs/d#a');
    expect(urls(engine, 'stable deployment target')[0]).toBe('/docs/f#target');
    // The same with a typo: the corrected word counts as the query's.
    expect(urls(engine, 'debug a respnose header')[0]).toBe('/docs/d#a');
  });

  it('completes only the last word', () => {
    const engine = createSearchEngine('docs', testPages(['Configure plugins', 'Plugins configuration']));
    expect(urls(engine, 'config plugins')).toEqual([]);
    expect(urls(engine, 'plugins config').sort()).toEqual(['/docs/p0', '/docs/p1']);
  });

  it('drops stop words unless the query has nothing else, and keeps a last word being typed', () => {
    expect(significantWords(['how', 'to', 'deploy'])).toEqual(['deploy']);
    expect(significantWords(['how', 'to'])).toEqual(['how', 'to']);
    expect(significantWords(['configure', 'the'])).toEqual(['configure', 'the']);
    const engine = createSearchEngine('docs', testPages(['Deploy a site', 'How to write']));
    // 'how' and 'to' are in no record of p0, yet p0 is found: they were not required.
    expect(urls(engine, 'how to deploy')).toEqual(['/docs/p0']);
    expect(urls(engine, 'how to')).toEqual(['/docs/p1']);
  });

  it('filters, limits and counts: nbHits counts every matching url, hits holds the best `limit`', () => {
    const records = [
      ...testPages(['Render one', 'Render two', 'Render three']),
      testRecord({ url: '/docs/1.0/render', position: 0, lvl1: 'Render old', tag: 'docs-default-1.0', version: '1.0' }),
    ];
    const engine = createSearchEngine('docs', records);
    expect(engine.find('render').nbHits).toBe(4);
    const current = engine.find('render', { facetFilters: ['version:current'], limit: 2 });
    expect(current.nbHits).toBe(3);
    expect(current.hits).toHaveLength(2);
    expect(current.hits.map((h) => h.record.url)).toEqual(engine.find('render', { facetFilters: ['version:current'] }).hits.slice(0, 2).map((h) => h.record.url));
    // A filter on another attribute than version/plugin/language is decided per record.
    expect(engine.find('render', { facetFilters: ['url:/docs/p1'] }).hits.map((h) => h.record.url)).toEqual(['/docs/p1']);
  });

  it('answers a repeated query from its cache with the same result', () => {
    const engine = createSearchEngine('docs', testPages(['Render', 'Player']));
    const first = engine.find('render', { limit: 5 });
    expect(engine.find('render', { limit: 5 })).toBe(first);
    expect(engine.find('render', { limit: 6 })).not.toBe(first);
  });
});
