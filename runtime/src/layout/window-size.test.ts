import { describe, expect, it } from 'vitest';
import { WindowSizeBeforeHydrationError, readWindowSize, windowSizeFromWidth } from './window-size.js';

describe('window size', () => {
  it('is desktop above 996 px and mobile at or below', () => {
    expect(windowSizeFromWidth(997)).toBe('desktop');
    expect(windowSizeFromWidth(996)).toBe('mobile');
    expect(windowSizeFromWidth(390)).toBe('mobile');
  });
  it('throws when read during server render or before hydration', () => {
    expect(() => readWindowSize(undefined, true)).toThrow(WindowSizeBeforeHydrationError);
    expect(() => readWindowSize({ innerWidth: 1280 }, false)).toThrow(/before hydration/);
    expect(readWindowSize({ innerWidth: 1280 }, true)).toBe('desktop');
  });
});
