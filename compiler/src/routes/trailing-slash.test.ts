import { describe, expect, it } from 'vitest';
import { applyTrailingSlash } from './trailing-slash.js';

describe('applyTrailingSlash', () => {
  it('keeps paths as written when trailingSlash is unset', () => {
    expect(applyTrailingSlash('/docs/a/', null, '/')).toBe('/docs/a/');
    expect(applyTrailingSlash('/docs/a', null, '/')).toBe('/docs/a');
  });
  it('adds or removes the slash before the query and hash', () => {
    expect(applyTrailingSlash('/docs/a?x=1#h', true, '/')).toBe('/docs/a/?x=1#h');
    expect(applyTrailingSlash('/docs/a/#h', false, '/')).toBe('/docs/a#h');
  });
  it('never changes the root or the baseUrl', () => {
    expect(applyTrailingSlash('/', false, '/')).toBe('/');
    expect(applyTrailingSlash('/base/', false, '/base/')).toBe('/base/');
    expect(applyTrailingSlash('/base/x/', false, '/base/')).toBe('/base/x');
  });
  it('leaves hash-only links alone', () => {
    expect(applyTrailingSlash('#top', true, '/')).toBe('#top');
  });
});
