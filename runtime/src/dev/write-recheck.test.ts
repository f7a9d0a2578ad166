import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWriteRecheck, RECHECK_MS, waitWhileEmpty } from './write-recheck.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-recheck-'));
  writeFileSync(path.join(dir, 'a.md'), 'one');
  writeFileSync(path.join(dir, 'b.md'), 'two');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('createWriteRecheck', () => {
  it('reports the files written again after they were recorded, once the recheck is due', () => {
    const missed = vi.fn();
    const recheck = createWriteRecheck(dir, missed);
    recheck.record(['a.md', 'b.md']);
    writeFileSync(path.join(dir, 'a.md'), 'one, then more');
    vi.advanceTimersByTime(RECHECK_MS - 1);
    expect(missed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(missed).toHaveBeenCalledWith(['a.md']);
  });

  it('reports nothing when a later record saw the write, and nothing after close', () => {
    const missed = vi.fn();
    const recheck = createWriteRecheck(dir, missed);
    recheck.record(['a.md']);
    writeFileSync(path.join(dir, 'a.md'), 'one, then more');
    recheck.record(['a.md']);
    vi.advanceTimersByTime(RECHECK_MS);
    expect(missed).not.toHaveBeenCalled();
    recheck.record(['b.md']);
    writeFileSync(path.join(dir, 'b.md'), 'two, then more');
    recheck.close();
    vi.advanceTimersByTime(RECHECK_MS);
    expect(missed).not.toHaveBeenCalled();
  });
});

describe('waitWhileEmpty', () => {
  it('waits for the content of a truncated file, and not for missing or written files', async () => {
    vi.useRealTimers();
    const file = path.join(dir, 'a.md');
    writeFileSync(file, '');
    const written = new Promise<void>((resolve) => setTimeout(() => resolve(writeFileSync(file, 'the content')), 3));
    await waitWhileEmpty(dir, ['b.md', 'missing.md', 'a.md'], 10_000);
    expect(readFileSync(file, 'utf8')).toBe('the content');
    await written;
    writeFileSync(file, '');
    await waitWhileEmpty(dir, ['a.md'], 2); // left empty: gives up
    await waitWhileEmpty(dir, ['b.md', 'missing.md']);
  });
});
