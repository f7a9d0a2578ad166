import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTerm, tokenize, wordsWithOffsets } from './search-text.js';

/** The definition `tokenize` follows: the Unicode words, each normalised, empty ones dropped. */
const reference = (text: string) => wordsWithOffsets(text).map(({ word }) => normalizeTerm(word)).filter((term) => term.length > 0);

describe('tokenize', () => {
  it('gives the normalised Unicode words of any text, ASCII or not', () => {
    const pieces = fc.constantFrom('Hello', 'WORLD', 'x86_64', 'a-b', ' ', '\n', '.', 'Éclair', 'naïve', 'e\u0301', '日本語', '\u0301', 'ß', 'İ', '٣', '\t', 'API v2', '`code`', '\x7f', '\u00a0');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces).map((p) => p.join(''))), (text) => {
        expect(tokenize(text)).toEqual(reference(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('lower-cases ASCII words and splits on everything else', () => {
    expect(tokenize('Run `npm ci`, then x86_64 BUILD-2.')).toEqual(['run', 'npm', 'ci', 'then', 'x86', '64', 'build', '2']);
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' .,;')).toEqual([]);
  });
});
