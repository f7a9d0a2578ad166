import { describe, expect, it } from 'vitest';
import { collapseDuration } from './collapse.js';

describe('collapseDuration', () => {
  it('grows with height, starting around 190 ms for one row', () => {
    expect(collapseDuration(0)).toBe(0);
    expect(collapseDuration(36)).toBe(192);
    expect(collapseDuration(360)).toBeGreaterThan(collapseDuration(36));
    expect(collapseDuration(3600)).toBeLessThan(1000);
  });
});
