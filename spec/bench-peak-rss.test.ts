// The bench's peak RSS of a command (bench/lib/proc.mjs `timed`) is its process tree's: a command
// that forks is measured with its children, not by its largest process alone (GNU time's %M).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a JavaScript module of the bench, without types
import { timed } from '../bench/lib/proc.mjs';

const MB = 1024 * 1024;

describe('bench peak RSS', () => {
  it('sums a command and the child process it forks', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-bench-rss-'));
    try {
      // Parent and child each hold 100 MB of touched memory for a second, side by side.
      const hold = 'const b = Buffer.alloc(100 * 1024 * 1024, 1); setTimeout(() => b.length, 1000);';
      const script = `const { spawn } = require('node:child_process'); spawn(process.execPath, ['-e', ${JSON.stringify(hold)}], { stdio: 'inherit' }); ${hold}`;
      const r = (await timed(process.execPath, ['-e', script], { scratch })) as { rssKB: number; code: number };
      expect(r.code).toBe(0);
      // The largest process alone is about 100 MB plus Node's own; both together are over 200 MB.
      expect(r.rssKB * 1024).toBeGreaterThan(200 * MB);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
