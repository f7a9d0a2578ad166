import { describe, expect, it } from 'vitest';
import { formatDate, formatReadingTime, yearOf } from './format-date.js';

describe('dates', () => {
  it('formats in UTC', () => {
    expect(formatDate('2025-06-18T00:00:00.000Z')).toBe('June 18, 2025');
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(yearOf('2024-12-31T23:30:00.000Z')).toBe('2024');
  });
  it("writes dates in the locale's language and calendar, short or long", () => {
    const at = Date.UTC(2026, 10, 24, 23, 59);
    expect(formatDate(at, { htmlLang: 'en', calendar: 'gregory' }, 'short')).toBe('Nov 24, 2026');
    expect(formatDate(at, { htmlLang: 'fr', calendar: 'gregory' })).toBe('24 novembre 2026');
    expect(formatDate(at, { htmlLang: 'en', calendar: 'persian' }, 'short')).toMatch(/1405/);
    expect(formatDate(at, { htmlLang: 'not a tag!', calendar: 'gregory' })).toBe('November 24, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });
  it('rounds reading time up', () => {
    expect(formatReadingTime(0.54)).toBe('One min read');
    expect(formatReadingTime(3.2)).toBe('4 min read');
  });
});
