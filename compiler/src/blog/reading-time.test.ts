import { describe, expect, it } from 'vitest';
import { computeReadingTime } from './reading-time.js';

describe('computeReadingTime', () => {
  it('counts 200 words a minute, rounded to 2 decimals', () => {
    expect(computeReadingTime(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(1);
    expect(computeReadingTime(Array.from({ length: 50 }, () => 'word').join(' '))).toBe(0.25);
    expect(computeReadingTime(Array.from({ length: 77 }, () => 'word').join(' '))).toBe(0.39);
  });

  it('is 0 for an empty body', () => {
    expect(computeReadingTime('')).toBe(0);
  });
});
