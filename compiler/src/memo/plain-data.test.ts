import { describe, expect, it } from 'vitest';
import { isPlainData } from './plain-data.js';

describe('isPlainData', () => {
  it('accepts what YAML, zod and the memoised readers produce', () => {
    expect(isPlainData({ a: 1, b: 'x', c: [true, null, undefined], d: new Date(0), e: new Map([['k', 2]]), f: { g: -0 } })).toBe(true);
    const shared = { x: 1 };
    expect(isPlainData({ a: shared, b: shared })).toBe(true);
  });

  it('rejects what a V8 round trip would not give back the same', () => {
    expect(isPlainData({ b: Buffer.from('x') })).toBe(false);
    expect(isPlainData(Object.create(null))).toBe(false);
    expect(isPlainData(new (class Thing {})())).toBe(false);
    expect(isPlainData({ f: () => 1 })).toBe(false);
    expect(isPlainData({ s: Symbol('s') })).toBe(false);
    expect(isPlainData({ n: 1n })).toBe(false);
    expect(isPlainData([1, , 3])).toBe(false); // eslint-disable-line no-sparse-arrays
    expect(isPlainData(Object.defineProperty({}, 'g', { get: () => 1, enumerable: true }))).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(isPlainData(cycle)).toBe(false);
  });
});
