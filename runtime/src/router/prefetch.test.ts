import { describe, expect, it } from 'vitest';
import { isSlowConnection } from './prefetch.js';

describe('isSlowConnection', () => {
  it('skips 2g and save-data connections only', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
