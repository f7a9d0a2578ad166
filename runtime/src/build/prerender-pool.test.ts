import { describe, expect, it } from 'vitest';
import { prerenderWorkerCount } from './prerender-pool.js';

describe('prerenderWorkerCount', () => {
  it('renders a small site on the main thread, whatever --jobs says', () => {
    expect(prerenderWorkerCount(999, 8)).toBe(1);
  });

  it('gives a large site one worker per job', () => {
    expect(prerenderWorkerCount(1000, 1)).toBe(1);
    expect(prerenderWorkerCount(50_000, 3)).toBe(3);
  });

  it('without --jobs, never more than 4 workers', () => {
    expect(prerenderWorkerCount(50_000)).toBeGreaterThanOrEqual(1);
    expect(prerenderWorkerCount(50_000)).toBeLessThanOrEqual(4);
  });
});
