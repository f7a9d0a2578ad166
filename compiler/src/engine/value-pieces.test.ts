import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPieces, cutIntoPieces } from './value-pieces.js';

/** JSON-like values with arrays long enough to be cut at small piece sizes, a Map among them. */
const values = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.jsonValue({ maxDepth: 1 }), tie('array'), tie('object'), tie('map')),
  array: fc.array(tie('value'), { maxLength: 9 }),
  object: fc.dictionary(fc.string({ maxLength: 4 }), tie('value'), { maxKeys: 4 }),
  map: fc.array(fc.tuple(fc.string({ maxLength: 3 }), tie('value')), { maxLength: 3 }).map((entries) => new Map(entries)),
})).value;

/** Arrays longer than `maxItems`, and objects or Maps with more entries, in `v`, looking `maxDepth` levels down through arrays and plain objects (own keys, `__proto__` included). */
const cuttable = (v: unknown, maxItems: number, maxDepth: number): number => {
  if (v === null || typeof v !== 'object') return 0;
  if (v instanceof Map) return v.size > maxItems ? 1 : 0;
  const keys = Object.getOwnPropertyNames(v).filter((k) => !(Array.isArray(v) && k === 'length'));
  if (keys.length > maxItems) return 1;
  if (maxDepth === 0) return 0;
  return keys.reduce((n, k) => n + cuttable((v as Record<string, unknown>)[k], maxItems, maxDepth - 1), 0);
};

/** What the snapshot does with the parts: each serialised on its own, then read back. */
const throughBytes = <T>(v: T): T => deserialize(serialize(v)) as T;

describe('cutIntoPieces / joinPieces', () => {
  it('give back the value, through separate serialisation of skeleton and pieces, and leave the input as it was', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 6 }), (value, maxItems, maxDepth) => {
        const before = throughBytes(value);
        const parts = cutIntoPieces(value, maxItems, maxDepth);
        expect(value).toEqual(before);
        for (const piece of parts.pieces) expect(piece.length).toBeLessThanOrEqual(maxItems);
        expect(cuttable(parts.skeleton, maxItems, maxDepth)).toBe(0);
        const back = joinPieces({ skeleton: throughBytes(parts.skeleton), cuts: throughBytes(parts.cuts), pieces: parts.pieces.map(throughBytes) });
        expect(back).toEqual(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts long arrays, many-keyed objects and large Maps into pieces, also inside short arrays, and shares untouched branches', () => {
    const untouched = { a: [1, 2] };
    const small = new Map([['k', [1, 2, 3, 4, 5]]]);
    const big = new Map([1, 2, 3, 4, 5].map((n) => [n, `v${n}`] as [number, string]));
    const keyed = { a: 1, b: 2, c: 3, d: 4, e: 5 };
    const value = { docs: [1, 2, 3, 4, 5, 6, 7, 8, 9], nested: [{ ids: ['v', 'w', 'x', 'y', 'z'], keyed }], untouched, maps: [small, big] };
    const parts = cutIntoPieces(value, 4);
    expect(parts.skeleton).toEqual({ docs: null, nested: [{ ids: null, keyed: null }], untouched, maps: [small, null] });
    expect((parts.skeleton as typeof value).untouched).toBe(untouched);
    expect(parts.cuts).toEqual([
      { path: ['docs'], first: 0, count: 3 },
      { path: ['nested', 0, 'ids'], first: 3, count: 2 },
      { path: ['nested', 0, 'keyed'], first: 5, count: 2, kind: 'object' },
      { path: ['maps', 1], first: 7, count: 2, kind: 'map' },
    ]);
    expect(parts.pieces).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9], ['v', 'w', 'x', 'y'], ['z'], [['a', 1], ['b', 2], ['c', 3], ['d', 4]], [['e', 5]], [[1, 'v1'], [2, 'v2'], [3, 'v3'], [4, 'v4']], [[5, 'v5']]]);
    expect(joinPieces(parts)).toEqual(value);
    expect(cutIntoPieces([1, 2, 3], 2)).toEqual({ skeleton: null, cuts: [{ path: [], first: 0, count: 2 }], pieces: [[1, 2], [3]] });
  });

  it('keeps a key named __proto__ a key', () => {
    const value = JSON.parse('{"__proto__": [1, 2, 3], "b": {"__proto__": {"c": [4, 5, 6]}}}') as unknown;
    const parts = cutIntoPieces(value, 2);
    const back = joinPieces({ skeleton: throughBytes(parts.skeleton), cuts: parts.cuts, pieces: parts.pieces });
    expect(cuttable(parts.skeleton, 2, 6)).toBe(0);
    expect(JSON.stringify(back)).toBe(JSON.stringify(value));
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    // Also among the entries of an object cut into pieces.
    const many = JSON.parse('{"a": 1, "__proto__": {"x": 1}, "b": 2}') as unknown;
    const cut = cutIntoPieces(many, 2);
    expect(cut.cuts).toEqual([{ path: [], first: 0, count: 2, kind: 'object' }]);
    const joined = joinPieces({ skeleton: cut.skeleton, cuts: cut.cuts, pieces: cut.pieces.map(throughBytes) });
    expect(JSON.stringify(joined)).toBe(JSON.stringify(many));
    expect(Object.getPrototypeOf(joined)).toBe(Object.prototype);
  });

  it('refuses a cut whose path is not in the skeleton', () => {
    expect(() => joinPieces({ skeleton: { a: 1 }, cuts: [{ path: ['b', 'c'], first: 0, count: 1 }], pieces: [[1]] })).toThrow(/b\.c/);
  });
});
