import { describe, expect, it } from 'vitest';
import { localeUrl } from './locale-links.js';

describe('localeUrl', () => {
  const base = { baseUrl: '/', defaultLocale: 'en', search: '?q=1', hash: '#h' };
  it('keeps path, query and hash', () => {
    expect(localeUrl({ ...base, pathname: '/docs/intro', currentLocale: 'en', locale: 'fr' })).toBe('/fr/docs/intro?q=1#h');
    expect(localeUrl({ ...base, pathname: '/fr/docs/intro', currentLocale: 'fr', locale: 'en' })).toBe('/docs/intro?q=1#h');
    expect(localeUrl({ ...base, pathname: '/fr/docs/intro', currentLocale: 'fr', locale: 'de' })).toBe('/de/docs/intro?q=1#h');
  });
  it('works under a base URL', () => {
    expect(localeUrl({ ...base, baseUrl: '/base/', pathname: '/base/blog', currentLocale: 'en', locale: 'fr', search: '', hash: '' })).toBe('/base/fr/blog');
  });
});
