import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MarkdownPool } from './precompile-markdown.js';

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
