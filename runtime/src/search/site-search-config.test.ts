import { describe, expect, it } from 'vitest';
import { siteSearchConfig, type SearchShell } from './config.js';

const shell = (over: Partial<SearchShell> = {}, algolia: Record<string, unknown> = { indexName: 'docs' }): SearchShell => ({
  themeConfig: { algolia },
  site: { title: 'My Site!' },
  search: [{ name: 'built-name' }],
  ...over,
});

describe('siteSearchConfig', () => {
  it('names the index as the compiler did, else by the slugged title, and is null without themeConfig.algolia', () => {
    expect(siteSearchConfig(shell({}, {}), 'https://x')!.indexName).toBe('built-name');
    expect(siteSearchConfig(shell({ search: [] }, {}), 'https://x')!.indexName).toBe('my-site');
    expect(siteSearchConfig({ ...shell(), themeConfig: {} }, 'https://x')).toBeNull();
    expect(siteSearchConfig(shell(), 'https://x')!.hosts).toEqual([]);
  });

  it('on the dev server, searches the page origin for the dev index unless the site has hosted search', () => {
    const dev = siteSearchConfig(shell({ search: [], devSearch: { indexName: 'live' } }), 'http://127.0.0.1:3000');
    expect(dev).toMatchObject({ indexName: 'live', hosts: ['http://127.0.0.1:3000'] });
    const hosted = siteSearchConfig(shell({ devSearch: { indexName: 'live' } }, { indexName: 'docs', hosts: ['https://search.example.org'] }), 'http://127.0.0.1:3000');
    expect(hosted!.hosts).toEqual(['https://search.example.org']);
  });

  it("reads the hosted client's timeouts in ms, leaving out what is not a positive number", () => {
    expect(siteSearchConfig(shell(), 'https://x')!.timeouts).toEqual({});
    const timeouts = { connect: 5_000, read: 0, write: '9', other: 1 };
    expect(siteSearchConfig(shell({}, { indexName: 'docs', timeouts }), 'https://x')!.timeouts).toEqual({ connect: 5_000 });
    expect(siteSearchConfig(shell({}, { indexName: 'docs', timeouts: [1] }), 'https://x')!.timeouts).toEqual({});
  });
});
