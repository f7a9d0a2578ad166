import { describe, expect, it } from 'vitest';
import { hasProtocol, isInternalUrl, parseLocalUrlPath, resolveUrlPath, serializeUrlPath } from './url-path.js';

describe('parseLocalUrlPath', () => {
  it('splits without resolving', () => {
    expect(parseLocalUrlPath('../a.md?x=1#y')).toEqual({ pathname: '../a.md', search: 'x=1', hash: 'y' });
    expect(parseLocalUrlPath('./a.md#')).toEqual({ pathname: './a.md', hash: '' });
    expect(parseLocalUrlPath('a.md')).toEqual({ pathname: 'a.md' });
  });
  it('refuses links with a protocol or host', () => {
    expect(parseLocalUrlPath('https://github.com/x/README.md')).toBeNull();
    expect(parseLocalUrlPath('mailto:a@b.c')).toBeNull();
    expect(parseLocalUrlPath('//host/a.md')).toBeNull();
  });
  it('round-trips through serializeUrlPath', () => {
    for (const url of ['a.md', 'a.md?', 'a.md#', '../x/y.mdx?q#h']) expect(serializeUrlPath(parseLocalUrlPath(url)!)).toBe(url);
  });
});

describe('resolveUrlPath', () => {
  it('resolves like a browser, from the page path', () => {
    expect(resolveUrlPath('b', '/docs/a')).toEqual({ pathname: '/docs/b' });
    expect(resolveUrlPath('b', '/docs/a/')).toEqual({ pathname: '/docs/a/b' });
    expect(resolveUrlPath('#x', '/docs/a')).toEqual({ pathname: '/docs/a', hash: 'x' });
    expect(resolveUrlPath('/c?d', '/docs/a')).toEqual({ pathname: '/c', search: 'd' });
    expect(resolveUrlPath('/é', '/')).toEqual({ pathname: '/%C3%A9' });
  });
});

describe('hasProtocol / isInternalUrl', () => {
  it('follows Docusaurus', () => {
    expect(['https://a', 'pathname:///x', 'mailto:x', '//cdn', 'ftp:x'].every(hasProtocol)).toBe(true);
    expect(['/a', 'a', '#a', './a:b'].some(hasProtocol)).toBe(false);
    expect(isInternalUrl('')).toBe(false);
    expect(isInternalUrl('/docs')).toBe(true);
  });
});
