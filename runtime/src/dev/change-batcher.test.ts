import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChangeBatcher, type ChangeBatch, type ChangeBatcher } from './change-batcher.js';

let dir: string;
let batcher: ChangeBatcher | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-batcher-'));
  for (const f of ['a.md', 'b.md', 'c.md']) writeFileSync(path.join(dir, f), f);
});
afterEach(() => {
  batcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A batcher whose batches are collected; `gate` holds each batch until released. */
function collect(gate?: Promise<void>) {
  const batches: ChangeBatch[] = [];
  const errors: unknown[] = [];
  let done!: () => void;
  const next = () => new Promise<void>((resolve) => (done = resolve));
  let waiting = next();
  batcher = createChangeBatcher({
    siteDir: dir,
    debounceMs: 0,
    async onBatch(batch) {
      batches.push(batch);
      await gate;
      done();
      waiting = next();
      if (batch.changed.includes('c.md')) throw new Error('compile failed');
    },
    onError: (e) => errors.push(e),
  });
  return { batches, errors, batcher, nextBatch: () => waiting };
}

describe('createChangeBatcher', () => {
  it('makes one batch of the events of one turn: site-relative paths, sorted, with the first event and write times', async () => {
    const { batches, batcher, nextBatch } = collect();
    const done = nextBatch();
    batcher.fileChanged(path.join(dir, 'b.md'), 1000);
    batcher.fileChanged(path.join(dir, 'a.md'), 2000);
    batcher.fileChanged(path.join(dir, 'b.md'));
    await done;
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch!.changed).toEqual(['a.md', 'b.md']);
    expect(batch!.timing.written).toBe(1000);
    expect(batch!.timing.event).toBeLessThanOrEqual(batch!.fired);
    expect(batch!.fired).toBeLessThanOrEqual(batch!.started);
    expect(batch!.started).toBeLessThanOrEqual(batch!.settled);
  });

  it('runs batches one after the other, and goes on after a failed one', async () => {
    let release!: () => void;
    const { batches, errors, batcher, nextBatch } = collect(new Promise((resolve) => (release = resolve)));
    const first = nextBatch();
    batcher.fileChanged(path.join(dir, 'c.md'));
    await new Promise((resolve) => setImmediate(resolve));
    batcher.fileChanged(path.join(dir, 'a.md'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(batches.map((b) => b.changed)).toEqual([['c.md']]); // the second waits for the first
    release();
    await first;
    await nextBatch();
    expect(batches.map((b) => b.changed)).toEqual([['c.md'], ['a.md']]);
    expect(errors).toHaveLength(1);
  });

  it('runs nothing once closed', async () => {
    const { batches, batcher } = collect();
    batcher.fileChanged(path.join(dir, 'a.md'));
    batcher.close();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(batches).toEqual([]);
  });
});
