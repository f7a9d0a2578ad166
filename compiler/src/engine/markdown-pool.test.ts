import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIN_THREAD_MAX_JOBS, MarkdownPool, markdownThreads } from './precompile-markdown.js';

describe('MarkdownPool', () => {
  it('keeps the error of a worker that fails before it is used (raised by throwIfFailed), instead of an uncaught exception', async () => {
    // Run from the TypeScript sources, the worker's compiled module does not exist: its load fails.
    expect(existsSync(new URL('./markdown-worker.js', import.meta.url))).toBe(false);
    const pool = MarkdownPool.start(1);
    try {
      await expect
        .poll(
          () => {
            try {
              pool.throwIfFailed();
              return null;
            } catch (error) {
              return String(error);
            }
          },
          { timeout: 10_000 },
        )
        .toMatch(/Cannot find module/);
    } finally {
      await pool.close();
    }
  });
});

describe('markdownThreads', () => {
  it('keeps a small site on the main thread', () => {
    expect(markdownThreads(63, 7)).toEqual({ workers: 0, mainThreadCompiles: true });
    expect(markdownThreads(500, 0)).toEqual({ workers: 0, mainThreadCompiles: true });
  });

  it('gives a single worker no share below the large-site threshold (two threads on a 2-vCPU machine did not pay)', () => {
    expect(markdownThreads(625, 1)).toEqual({ workers: 0, mainThreadCompiles: true });
    expect(markdownThreads(MAIN_THREAD_MAX_JOBS - 1, 1)).toEqual({ workers: 0, mainThreadCompiles: true });
  });

  it('shares with several workers, and hands the main thread\'s share to one more worker on a large site', () => {
    expect(markdownThreads(625, 3)).toEqual({ workers: 3, mainThreadCompiles: true });
    expect(markdownThreads(MAIN_THREAD_MAX_JOBS, 1)).toEqual({ workers: 2, mainThreadCompiles: false });
    expect(markdownThreads(50_000, 3)).toEqual({ workers: 4, mainThreadCompiles: false });
  });
});
