import { describe, expect, it } from 'vitest';
import { readTabQuery, tabQueryKey, writeTabQuery } from './tab-query.js';

describe('tab query string', () => {
  it('takes the key from queryString, or the groupId when it is true', () => {
    expect(tabQueryKey('os', undefined)).toBe('os');
    expect(tabQueryKey(true, 'pm')).toBe('pm');
    expect(tabQueryKey(false, 'pm')).toBeNull();
    expect(tabQueryKey(undefined, 'pm')).toBeNull();
    expect(() => tabQueryKey(true, undefined)).toThrow(/needs a `groupId`/);
  });

  it('reads and writes one parameter, keeping the others in order', () => {
    expect(readTabQuery('?a=1&pm=yarn', 'pm')).toBe('yarn');
    expect(readTabQuery('', 'pm')).toBeNull();
    expect(writeTabQuery('', 'pm', 'npm')).toBe('?pm=npm');
    expect(writeTabQuery('?a=1&pm=yarn&b=2', 'pm', 'npm')).toBe('?a=1&pm=npm&b=2');
    expect(writeTabQuery('?a=1', 'pm', 'a b&c')).toBe('?a=1&pm=a+b%26c');
    expect(readTabQuery(writeTabQuery('?a=1', 'pm', 'a b&c'), 'pm')).toBe('a b&c');
  });
});
