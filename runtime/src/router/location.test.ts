import { describe, expect, it } from 'vitest';
import { createKey, createPath, locationFromHistory, parsePath, resolveTo } from './location.js';

describe('parsePath / createPath', () => {
  it('splits and joins pathname, search and hash', () => {
    expect(parsePath('/a/b?x=1&y#h?not')).toEqual({ pathname: '/a/b', search: '?x=1&y', hash: '#h?not' });
    expect(parsePath('/a')).toEqual({ pathname: '/a', search: '', hash: '' });
    expect(parsePath('#top')).toEqual({ pathname: '', search: '', hash: '#top' });
    expect(createPath({ pathname: '/a', search: '?x=1', hash: '#h' })).toBe('/a?x=1#h');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({ pathname: '/a', search: 'q=1', hash: 'h' })).toBe('/a?q=1#h');
  });
});

describe('resolveTo', () => {
  it('keeps absolute paths and resolves the rest against the current path', () => {
    expect(resolveTo('/search?q=a%20b', '/docs/intro')).toEqual({ pathname: '/search', search: '?q=a%20b', hash: '' });
    expect(resolveTo('#part', '/docs/intro')).toEqual({ pathname: '/docs/intro', search: '', hash: '#part' });
    expect(resolveTo('?q=1', '/docs/intro/')).toEqual({ pathname: '/docs/intro/', search: '?q=1', hash: '' });
    expect(resolveTo('next', '/docs/intro')).toEqual({ pathname: '/docs/next', search: '', hash: '' });
    expect(resolveTo('../blog/', '/docs/a/b')).toEqual({ pathname: '/docs/blog/', search: '', hash: '' });
  });
});

describe('locationFromHistory', () => {
  it('reads state and key from the history entry, with the defaults react-router used', () => {
    const url = { pathname: '/a', search: '', hash: '#x' };
    expect(locationFromHistory(url, null)).toEqual({ pathname: '/a', search: '', hash: '#x', state: null, key: 'default' });
    expect(locationFromHistory(url, { usr: { from: 'b' }, key: 'k1', idx: 3 })).toEqual({ pathname: '/a', search: '', hash: '#x', state: { from: 'b' }, key: 'k1' });
  });

  it('creates distinct keys', () => {
    const keys = new Set(Array.from({ length: 50 }, createKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9a-z]{8}$/);
  });
});
