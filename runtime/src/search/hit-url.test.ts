import { describe, expect, it } from 'vitest';
import { hitUrl } from './hit-url.js';

const none = { externalUrlRegex: null, replaceSearchResultPathname: null };

describe('hitUrl', () => {
  it('turns a record URL on any host into a path on this site (hash kept)', () => {
    expect(hitUrl('https://prod.example.dev/docs/render#options', none, 'http://localhost:3000')).toBe('/docs/render#options');
    expect(hitUrl('/docs/render', none, 'http://localhost:3000')).toBe('/docs/render');
  });
  it('keeps URLs matching externalUrlRegex whole', () => {
    expect(hitUrl('https://other.dev/x#y', { ...none, externalUrlRegex: 'other\\.dev' }, 'http://localhost')).toBe('https://other.dev/x#y');
  });
  it('applies replaceSearchResultPathname once, literally', () => {
    const config = { ...none, replaceSearchResultPathname: { from: '/docs/next/', to: '/docs/' } };
    expect(hitUrl('https://a.dev/docs/next/intro#a', config, 'http://localhost')).toBe('/docs/intro#a');
    expect(hitUrl('/docs/nextx/intro', { ...none, replaceSearchResultPathname: { from: '/docs/next.', to: '/' } }, 'http://localhost')).toBe('/docs/nextx/intro');
  });
});
