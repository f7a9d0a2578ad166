import { describe, expect, it } from 'vitest';
import { normalizePathname } from '@sitegraph/compiler/urls';
import { applyTrailingSlash } from './trailing-slash.js';

describe('normalizePathname', () => {
  it('strips .html and /index.html', () => {
    expect(normalizePathname('/docs/intro.html')).toBe('/docs/intro');
    expect(normalizePathname('/docs/index.html')).toBe('/docs/');
    expect(normalizePathname('/index.html')).toBe('/');
    expect(normalizePathname('/docs/intro')).toBe('/docs/intro');
    expect(normalizePathname('/.html')).toBe('/.html');
  });
});

describe('applyTrailingSlash', () => {
  it('adds, removes or keeps the slash', () => {
    expect(applyTrailingSlash('/docs/intro', true, '/')).toBe('/docs/intro/');
    expect(applyTrailingSlash('/docs/intro?q=1#x', true, '/')).toBe('/docs/intro/?q=1#x');
    expect(applyTrailingSlash('/docs/intro/', false, '/')).toBe('/docs/intro');
    expect(applyTrailingSlash('/docs/intro/#x', false, '/')).toBe('/docs/intro#x');
    expect(applyTrailingSlash('/docs/intro/', null, '/')).toBe('/docs/intro/');
  });
  it('keeps the root, base URL, files and external URLs', () => {
    expect(applyTrailingSlash('/', false, '/')).toBe('/');
    expect(applyTrailingSlash('/base/', false, '/base/')).toBe('/base/');
    expect(applyTrailingSlash('/blog/rss.xml', true, '/')).toBe('/blog/rss.xml');
    expect(applyTrailingSlash('https://x.org/a', true, '/')).toBe('https://x.org/a');
    expect(applyTrailingSlash('#top', true, '/')).toBe('#top');
  });
});
