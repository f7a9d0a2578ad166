import { describe, expect, it } from 'vitest';
import { cacheControl } from './cache-headers.js';

describe('cacheControl', () => {
  it('is immutable for hashed files and revalidated for pages', () => {
    expect(cacheControl('/assets/entry-abc.js')).toContain('immutable');
    expect(cacheControl('/base/assets/data/x.json', '/base/')).toContain('immutable');
    expect(cacheControl('/docs/intro.html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl('/docs/intro')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl('/blog/rss.xml')).toBe('public, max-age=600');
  });
});
