import { describe, expect, it } from 'vitest';
import { nextScrollPosition } from './scroll.js';

describe('smooth-scroll fallback', () => {
  it('moves 15 % of the remaining distance per frame and ends on the target', () => {
    expect(nextScrollPosition(1000, 0)).toBe(850);
    expect(nextScrollPosition(850, 0)).toBeCloseTo(722.5);
    expect(nextScrollPosition(0, 200)).toBe(30);
    let y = 5000;
    let frames = 0;
    while (y !== 0 && frames < 1000) {
      y = nextScrollPosition(y, 0);
      frames++;
    }
    expect(y).toBe(0);
    expect(frames).toBeLessThan(100);
  });
});
