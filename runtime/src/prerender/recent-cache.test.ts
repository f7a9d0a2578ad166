import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.js';

describe('RecentCache', () => {
  it('keeps the most recently used entries', () => {
    const c = new RecentCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
  });
});
