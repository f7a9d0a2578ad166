import { describe, expect, it } from 'vitest';
import { isInternalUrl } from './internal-url.js';

describe('isInternalUrl', () => {
  it('accepts site paths and .html pages', () => {
    expect(isInternalUrl('/docs/intro')).toBe(true);
    expect(isInternalUrl('/docs/intro#x')).toBe(true);
    expect(isInternalUrl('/docs/intro.html')).toBe(true);
    expect(isInternalUrl('/v1.2/docs')).toBe(true);
  });
  it('rejects files, other origins and protocols', () => {
    expect(isInternalUrl('/blog/rss.xml')).toBe(false);
    expect(isInternalUrl('//cdn.example.org/x')).toBe(false);
    expect(isInternalUrl('https://example.org')).toBe(false);
    expect(isInternalUrl('mailto:a@b.c')).toBe(false);
    expect(isInternalUrl('#anchor')).toBe(false);
    expect(isInternalUrl(undefined)).toBe(false);
  });
});
