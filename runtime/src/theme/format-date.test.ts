import { describe, expect, it } from 'vitest';
import { formatDate, formatReadingTime, yearOf } from './format-date.js';

describe('dates', () => {
  it('formats in UTC', () => {
    expect(formatDate('2025-06-18T00:00:00.000Z')).toBe('June 18, 2025');
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(yearOf('2024-12-31T23:30:00.000Z')).toBe('2024');
  });
  it('rounds reading time up', () => {
    expect(formatReadingTime(0.54)).toBe('1 min read');
    expect(formatReadingTime(3.2)).toBe('4 min read');
  });
});
