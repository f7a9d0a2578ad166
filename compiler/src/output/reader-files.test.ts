import { describe, expect, it } from 'vitest';
import { fetchedByReaders } from './reader-files.js';

describe('fetchedByReaders', () => {
  it('leaves out the graph, page chunks and search records, and keeps pages, data, assets, index files and feeds', () => {
    for (const rel of ['graph.json', 'chunks/0a1b2c3d4e5f6a7b.json', 'search/records.json']) expect(fetchedByReaders(rel)).toBe(false);
    for (const rel of ['index.html', 'docs/intro/index.html', 'assets/data/0a1b.json', 'assets/js/main.1234.js', 'search/site.65fbdc22.json', 'blog/rss.xml', 'sitemap.xml', 'docs/chunks/index.html']) {
      expect(fetchedByReaders(rel)).toBe(true);
    }
  });
});
