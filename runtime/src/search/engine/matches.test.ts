import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_BOOST, type Postings } from './index-data.js';
import { intersectMatches, wordMatches, type Matches, type WeightedPostings } from './matches.js';

const RECORDS = 400;

/** Postings of one term: distinct ascending record ids below RECORDS, a non-zero field mask each. */
const postingsArb = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: RECORDS - 1 }), fc.integer({ min: 1, max: 255 })), { selector: ([r]) => r, maxLength: 120 }).map((pairs): Postings => {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  return { records: Int32Array.from(sorted.map(([r]) => r)), masks: Uint8Array.from(sorted.map(([, m]) => m)) };
});
const termsArb = fc.array(fc.record({ postings: postingsArb, weight: fc.constantFrom(1, 0.7, 0.4, 0.25) }), { maxLength: 7 });
const ownBitArb = fc.array(fc.constantFrom(1, 2, 4, 8, 16, 32, 64, 128), { minLength: RECORDS, maxLength: RECORDS }).map((bits) => Uint8Array.from(bits));

/** The reference: per record, the best score of a word's terms and whether one is in its own field, by a Map. */
function byRecord(terms: readonly WeightedPostings[], ownBit: Uint8Array): Map<number, { score: number; own: number }> {
  const found = new Map<number, { score: number; own: number }>();
  for (const { postings, weight } of terms) {
    postings.records.forEach((r, j) => {
      const mask = postings.masks[j]!;
      const score = weight * MASK_BOOST[mask]!;
      const own = (mask & ownBit[r]!) !== 0 ? 1 : 0;
      const seen = found.get(r);
      found.set(r, seen ? { score: Math.max(seen.score, score), own: seen.own | own } : { score, own });
    });
  }
  return found;
}

const rows = (m: Matches) => Array.from(m.ids, (r, k) => [r, m.score[k], m.own[k]]);

describe('wordMatches and intersectMatches', () => {
  it('match a word as a Map of its terms does: every record of any term once, ascending, its best score times the span, own field when a term is in it', () => {
    fc.assert(
      fc.property(termsArb, fc.constantFrom(1, 2, 3), ownBitArb, (terms, span, ownBit) => {
        const expected = [...byRecord(terms, ownBit)].sort((a, b) => a[0] - b[0]).map(([r, { score, own }]) => [r, score * span, own]);
        expect(rows(wordMatches(terms, span, ownBit))).toEqual(expected);
      }),
    );
  });

  it('keep of the records before those a later word holds, adding its score times its span and its own-field hit, whether the postings are walked or searched', () => {
    fc.assert(
      fc.property(termsArb, termsArb, fc.constantFrom(1, 2), ownBitArb, (first, second, span, ownBit) => {
        const before = wordMatches(first, 1, ownBit);
        const word = byRecord(second, ownBit);
        const expected = rows(before)
          .filter(([r]) => word.has(r!))
          .map(([r, score, own]) => [r, score! + word.get(r!)!.score * span, own! + word.get(r!)!.own]);
        expect(rows(intersectMatches(before, second, span, ownBit))).toEqual(expected);
      }),
    );
  });

  it('looks few records up in long postings by binary search, with the same result as a walk', () => {
    // 3 records left against 200 postings: 3 × 17 < 200, so each is searched.
    const ownBit = new Uint8Array(RECORDS).fill(1);
    const long: Postings = { records: Int32Array.from({ length: 200 }, (_, i) => i * 2), masks: new Uint8Array(200).fill(2) };
    const before: Matches = { ids: Int32Array.from([3, 10, 398]), score: Float64Array.from([1, 2, 3]), own: Uint8Array.from([0, 1, 1]) };
    const found = intersectMatches(before, [{ postings: long, weight: 1 }], 1, ownBit);
    expect(rows(found)).toEqual([
      [10, 2 + MASK_BOOST[2]!, 1],
      [398, 3 + MASK_BOOST[2]!, 1],
    ]);
  });

  it('matches nothing for a word without terms', () => {
    const ownBit = new Uint8Array(RECORDS);
    expect(rows(wordMatches([], 1, ownBit))).toEqual([]);
    expect(rows(intersectMatches(wordMatches([], 1, ownBit), [], 1, ownBit))).toEqual([]);
  });
});
