import { createLocation } from 'history';
import { describe, expect, it } from 'vitest';
import { decodablePathname, decodableUrl } from './decodable-path.js';

describe('decodablePathname', () => {
  it('escapes the % signs history 4 cannot decode, and leaves escapes and other text alone', () => {
    expect(decodablePathname('/docs/100%')).toBe('/docs/100%25');
    expect(decodablePathname('/docs/100%25')).toBe('/docs/100%25');
    expect(decodablePathname('/docs/caf%C3%A9')).toBe('/docs/caf%C3%A9');
    expect(decodablePathname('/docs/café')).toBe('/docs/café');
    expect(decodablePathname('/docs/%zz/%')).toBe('/docs/%25zz/%25');
    // A lone byte of a UTF-8 sequence: every % escaped.
    expect(decodablePathname('/docs/%C3x')).toBe('/docs/%25C3x');
  });

  it('gives history the raw route path back', () => {
    for (const raw of ['/docs/100%', '/docs/%C3x', '/docs/50%-off/%%']) {
      expect(() => createLocation(raw)).toThrow(URIError);
      expect(createLocation(decodablePathname(raw)).pathname).toBe(raw);
    }
    for (const raw of ['/docs/café', '/docs/a b', '/docs/intro']) expect(createLocation(decodablePathname(raw)).pathname).toBe(raw);
  });
});

describe('decodableUrl', () => {
  it('changes the pathname only', () => {
    expect(decodableUrl('/docs/100%?q=5%#x%')).toBe('/docs/100%25?q=5%#x%');
    expect(decodableUrl('/docs/100%#a')).toBe('/docs/100%25#a');
    expect(decodableUrl('#only')).toBe('#only');
  });
});
