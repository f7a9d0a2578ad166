import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRequestPath } from './safe-path.js';

describe('isSafeRequestPath', () => {
  it('accepts site paths', () => {
    for (const p of ['/', '/docs/intro', '/assets/entry-1.js', '/blog/tags/web%20codecs', '/a.b/c']) expect(isSafeRequestPath(p)).toBe(true);
  });
  it('refuses traversal, encoded traversal and absolute paths', () => {
    for (const p of [
      '/../etc/passwd',
      '/docs/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%252e%252e/etc/passwd',
      '//etc/passwd',
      '/..\\..\\windows',
      '/C:/Windows/win.ini',
      '/a%00b',
      'etc/passwd',
      '/%E0%A4%A',
    ])
      expect(isSafeRequestPath(p), p).toBe(false);
  });
  it('never accepts a path with a .. segment however it is encoded', () => {
    const encodings = fc.constantFrom('..', '%2e%2e', '%2E%2E', '.%2e', '%252e%252e');
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { maxLength: 3 }), encodings, fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { maxLength: 3 }), (before, dots, after) => !isSafeRequestPath(`/${[...before, dots, ...after].join('/')}`)));
  });
});

describe('names with a literal percent sign', () => {
  it('accepts a path whose decoded form holds a lone % (100%.md → /docs/100%25), refuses a raw path that does not decode', () => {
    expect(isSafeRequestPath('/docs/100%25')).toBe(true);
    expect(isSafeRequestPath('/docs/100%25/')).toBe(true);
    expect(isSafeRequestPath('/docs/100%')).toBe(false);
    expect(isSafeRequestPath('/docs/%252e%252e/secret')).toBe(false);
  });
});
