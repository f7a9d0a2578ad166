import { describe, expect, it } from 'vitest';
import { fetchedByReaders, fetchedByReadersOf } from './reader-files.js';

describe('fetchedByReaders', () => {
  it('leaves out the graph, page chunks and search records, and keeps pages, data, assets, index files and feeds', () => {
    for (const rel of ['graph.json', 'chunks/0a1b2c3d4e5f6a7b.json', 'search/records.json']) expect(fetchedByReaders(rel)).toBe(false);
    for (const rel of ['index.html', 'docs/intro/index.html', 'assets/data/0a1b.json', 'assets/js/main.1234.js', 'search/site.65fbdc22.json', 'blog/rss.xml', 'sitemap.xml', 'docs/chunks/index.html']) {
      expect(fetchedByReaders(rel)).toBe(true);
    }
  });
});

describe('fetchedByReadersOf', () => {
  it('also leaves out the whole index of an index with parts, and the one-file index of a sharded part', () => {
    const part = (tag: string, sharded: boolean) => ({ tag, version: '', language: 'en', recordCount: 1, file: `search/s.${tag}.0000000${tag.length}.json`, ...(sharded ? { sharded: `search/s.${tag}.sharded.1234abcd.json` } : {}) });
    const fetched = fetchedByReadersOf({
      search: { indices: [{ name: 's', language: 'en', tags: ['a', 'bb'], recordCount: 2, file: 'search/s.abcdef01.json', parts: [part('a', false), part('bb', true)] }] },
    });
    expect(['search/s.abcdef01.json', 'search/s.bb.00000002.json', 'graph.json'].filter(fetched)).toEqual([]);
    expect(['search/s.a.00000001.json', 'search/s.bb.sharded.1234abcd.json', 'index.html'].every(fetched)).toBe(true);
    // No parts (a graph before schema 1.2): the whole index is what browsers load.
    expect(fetchedByReadersOf({ search: { indices: [{ name: 's', language: 'en', tags: [], recordCount: 0, file: 'search/s.abcdef01.json' }] } })('search/s.abcdef01.json')).toBe(true);
  });
});
