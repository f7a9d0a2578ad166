import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize, stringifyCanonical } from './canonical-json.js';

describe('canonical JSON', () => {
  it('sorts keys, drops undefined and turns dates into ISO strings', () => {
    expect(stringifyCanonical({ b: 1, a: { d: undefined, c: new Date(Date.UTC(2020, 0, 2)) } })).toBe(
      '{"a":{"c":"2020-01-02T00:00:00.000Z"},"b":1}',
    );
  });
  it('rejects values with no JSON form', () => {
    expect(() => canonicalize({ m: new Map() })).toThrow(/\$\.m/);
    expect(() => canonicalize({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalize({ a: [1, { b: [0, () => 0] }] })).toThrow('$.a[1].b[1]: a function has no JSON form');
    const cyclic: Record<string, unknown> = { x: {} };
    (cyclic.x as Record<string, unknown>).back = cyclic;
    expect(() => canonicalize(cyclic)).toThrow('$.x.back: cycle');
    expect(() => canonicalize(Number.POSITIVE_INFINITY)).toThrow('$: Infinity has no JSON form');
  });
  it('gives the same bytes whatever the key insertion order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(stringifyCanonical(reversed)).toBe(stringifyCanonical(obj));
      }),
    );
  });
});
