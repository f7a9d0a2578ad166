import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.js';

describe('sitemapXml', () => {
  it('lists absolute URLs, escaped', () => {
    const xml = sitemapXml('https://fw.dev/', ['/docs/a', '/blog?x=1&y=2']);
    expect(xml).toContain('<loc>https://fw.dev/docs/a</loc>');
    expect(xml).toContain('<loc>https://fw.dev/blog?x=1&amp;y=2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});
