import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeUrl } from './locale-links.js';

describe('localeUrl', () => {
  const base = { search: '?q=1', hash: '#h' };
  it('keeps path, query and hash', () => {
    expect(localeUrl({ ...base, pathname: '/docs/intro', currentBaseUrl: '/', targetBaseUrl: '/fr/' })).toBe('/fr/docs/intro?q=1#h');
    expect(localeUrl({ ...base, pathname: '/fr/docs/intro', currentBaseUrl: '/fr/', targetBaseUrl: '/' })).toBe('/docs/intro?q=1#h');
    expect(localeUrl({ ...base, pathname: '/fr/docs/intro', currentBaseUrl: '/fr/', targetBaseUrl: '/de/' })).toBe('/de/docs/intro?q=1#h');
  });
  it('works under a base URL', () => {
    expect(localeUrl({ pathname: '/base/blog', currentBaseUrl: '/base/', targetBaseUrl: '/base/fr/', search: '', hash: '' })).toBe('/base/fr/blog');
  });
  it('going to another locale and back gives the same URL', () => {
    const seg = fc.stringMatching(/^[a-z0-9-]{1,6}$/);
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 4 }), fc.constantFrom('/', '/fr/', '/ar/'), fc.constantFrom('/', '/fr/', '/ar/'), (parts, from, to) => {
        const pathname = `${from}${parts.join('/')}`;
        const there = localeUrl({ pathname, search: '?y=1', hash: '#h', currentBaseUrl: from, targetBaseUrl: to });
        const [path] = there.split('?');
        expect(localeUrl({ pathname: path!, search: '?y=1', hash: '#h', currentBaseUrl: to, targetBaseUrl: from })).toBe(`${pathname}?y=1#h`);
      }),
    );
  });
});
