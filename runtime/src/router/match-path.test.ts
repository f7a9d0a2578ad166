import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCHER_CACHE_LIMIT, matchPath, matcherCacheSize } from './match-path.js';

describe('matchPath', () => {
  it('matches exact paths with an optional trailing slash unless strict', () => {
    expect(matchPath('/docs/intro', { path: '/docs/intro', exact: true })?.isExact).toBe(true);
    expect(matchPath('/docs/intro/', { path: '/docs/intro', exact: true })).not.toBeNull();
    expect(matchPath('/docs/intro/', { path: '/docs/intro', exact: true, strict: true })).toBeNull();
    expect(matchPath('/docs/', { path: '/docs/', exact: true })).not.toBeNull();
    expect(matchPath('/docs', { path: '/docs/', exact: true })).not.toBeNull();
    expect(matchPath('/docs', { path: '/docs/', exact: true, strict: true })).toBeNull();
    expect(matchPath('/docs/intro/more', { path: '/docs/intro', exact: true })).toBeNull();
  });

  it('matches prefixes at segment boundaries when not exact', () => {
    expect(matchPath('/docs/intro', { path: '/docs' })).toMatchObject({ url: '/docs', isExact: false });
    expect(matchPath('/docsearch', { path: '/docs' })).toBeNull();
    expect(matchPath('/anything', { path: '/' })).not.toBeNull();
    expect(matchPath('/', { path: '/', exact: true })).not.toBeNull();
    expect(matchPath('/a', { path: '/', exact: true })).toBeNull();
  });

  it('is case-insensitive unless sensitive', () => {
    expect(matchPath('/Docs/Intro', { path: '/docs/intro', exact: true })).not.toBeNull();
    expect(matchPath('/Docs/Intro', { path: '/docs/intro', exact: true, sensitive: true })).toBeNull();
  });

  it('extracts parameters and splats, and escapes special characters', () => {
    expect(matchPath('/blog/tags/web%20codecs', { path: '/blog/tags/:tag', exact: true })?.params).toEqual({ tag: 'web codecs' });
    expect(matchPath('/blog', { path: '/blog/:page?', exact: true })?.params).toEqual({});
    expect(matchPath('/a/b/c', { path: '/a/*' })?.params).toEqual({ '0': 'b/c' });
    expect(matchPath('/v1.0/x', { path: '/v1.0/x', exact: true })).not.toBeNull();
    expect(matchPath('/v1a0/x', { path: '/v1.0/x', exact: true })).toBeNull();
  });

  it('a static path always matches itself, with or without trailing slash', () => {
    const segment = fc.stringMatching(/^[a-z0-9.\-_()]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const p = `/${segments.join('/')}`;
        return matchPath(p, { path: p, exact: true }) !== null && matchPath(`${p}/`, { path: p, exact: true }) !== null && matchPath(`${p}/x/y`, { path: p, exact: true }) === null;
      }),
    );
  });

  it('keeps at most 10000 compiled patterns', () => {
    for (let i = 0; i < MATCHER_CACHE_LIMIT + 50; i++) matchPath('/x', { path: `/p${i}` });
    expect(matcherCacheSize()).toBe(MATCHER_CACHE_LIMIT);
  });
});
