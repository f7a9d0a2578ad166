import { afterEach, describe, expect, it } from 'vitest';
import { envCount } from './env-count.js';

const NAME = 'SITEGRAPH_ENV_COUNT_TEST';

describe('envCount', () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it('takes a non-negative integer from the variable, and the fallback otherwise', () => {
    expect(envCount(NAME, 7)).toBe(7);
    for (const [value, expected] of [['0', 0], ['12', 12], ['-1', 7], ['', 7], ['many', 7]] as const) {
      process.env[NAME] = value;
      expect(envCount(NAME, 7)).toBe(expected);
    }
  });

  it('computes a function fallback only when the variable does not set the value', () => {
    let calls = 0;
    const fallback = () => ++calls;
    process.env[NAME] = '3';
    expect(envCount(NAME, fallback)).toBe(3);
    expect(calls).toBe(0);
    delete process.env[NAME];
    expect(envCount(NAME, fallback)).toBe(1);
  });
});
