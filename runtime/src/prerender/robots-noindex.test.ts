import { describe, expect, it } from 'vitest';
import { htmlIsNoIndex } from './robots-noindex.js';

describe('htmlIsNoIndex', () => {
  it('finds a robots noindex meta in the head, in any attribute order and case', () => {
    expect(htmlIsNoIndex('<html><head><meta name="robots" content="noindex, nofollow"></head><body></body></html>')).toBe(true);
    expect(htmlIsNoIndex("<head><meta content='NOINDEX' name='Robots'/></head>")).toBe(true);
    expect(htmlIsNoIndex('<head><meta name="robots" content="none"></head>')).toBe(true);
  });

  it('ignores other metas, index directives and text in the body', () => {
    expect(htmlIsNoIndex('<head><meta name="robots" content="index, follow"><meta name="description" content="noindex"></head>')).toBe(false);
    expect(htmlIsNoIndex('<head></head><body><meta name="robots" content="noindex"></body>')).toBe(false);
  });
});
