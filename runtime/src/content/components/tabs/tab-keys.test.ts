import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tab-keys.js';

describe('tabIndexAfterKey', () => {
  it('moves right and left with wrapping, Home and End to the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys (vertical arrows, letters) and empty lists', () => {
    expect(tabIndexAfterKey('ArrowDown', 1, 3)).toBeNull();
    expect(tabIndexAfterKey('a', 1, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('always lands on a tab, and Right then Left comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.constantFrom('ArrowRight', 'ArrowLeft', 'Home', 'End'), (count, raw, key) => {
        const current = raw % count;
        const next = tabIndexAfterKey(key, current, count)!;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        expect(tabIndexAfterKey('ArrowLeft', tabIndexAfterKey('ArrowRight', current, count)!, count)).toBe(current);
      }),
    );
  });
});
