import path from 'node:path';
import { epochNow } from './dev-timing.js';
import { createWriteRecheck, waitWhileEmpty } from './write-recheck.js';

/** A batch of changed files, settled and ready to compile (see {@link createChangeBatcher}). */
export interface ChangeBatch {
  /** Site-relative paths (`/`-separated), sorted. */
  changed: string[];
  /** Epoch ms of the batch's first file event, and of the write it reported (file mtime). */
  timing: { event: number; written?: number };
  /** Epoch ms when the batch's debounce fired, when its turn came, and when its files had settled. */
  fired: number;
  started: number;
  settled: number;
}

/** Options of {@link createChangeBatcher}. */
export interface ChangeBatcherOptions {
  siteDir: string;
  /** Milliseconds to wait for more changes; 0: events of the same event-loop turn form one batch. */
  debounceMs: number;
  /** Compiles a batch; batches run one after the other, never two at once. */
  onBatch(batch: ChangeBatch): Promise<void>;
  /** Errors of `onBatch` (a failed update does not stop the next ones). */
  onError(error: unknown): void;
}

/** Collects watcher events into batches (see {@link createChangeBatcher}). */
export interface ChangeBatcher {
  /** A file event: `file` (absolute) changed; `mtimeMs`, its write time when known. */
  fileChanged(file: string, mtimeMs?: number): void;
  /** Cancels the scheduled batch and the pending rechecks. */
  close(): void;
}

/**
 * Turns file events into batches of changed files, compiled one after the other. A batch is
 * scheduled `debounceMs` after its last event (default: the same turn); when its turn comes,
 * its files wait while they are empty (a writer truncates first, see `waitWhileEmpty`) and
 * their versions are recorded: a write the compile read too early, or one chokidar dropped, is
 * found by `createWriteRecheck` and becomes the next batch. A batch taken by an earlier run of
 * the same burst is not run again.
 */
export function createChangeBatcher(options: ChangeBatcherOptions): ChangeBatcher {
  const { siteDir } = options;
  let pending = new Set<string>();
  let batch: { event: number; written?: number } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let running = Promise.resolve();
  const run = async (fired: number): Promise<void> => {
    if (pending.size === 0) return; // taken by an earlier run of the same burst
    const started = epochNow();
    const changed = [...pending].sort();
    const timing = batch ?? { event: started };
    pending = new Set();
    batch = null;
    await waitWhileEmpty(siteDir, changed);
    recheck.record(changed);
    await options.onBatch({ changed, timing, fired, started, settled: epochNow() });
  };
  const schedule = (): void => {
    const fire = (): void => {
      const fired = epochNow();
      running = running.then(() => run(fired)).catch(options.onError); // a failed update must not stop the next ones
    };
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
    // No delay by default: same-turn events still share a batch, and a write the compile read
    // too early is caught by the recheck.
    if (options.debounceMs > 0) timer = setTimeout(fire, options.debounceMs);
    else immediate = setImmediate(fire);
  };
  const recheck = createWriteRecheck(siteDir, (files) => {
    const fresh = files.filter((f) => !pending.has(f));
    if (fresh.length === 0) return;
    batch ??= { event: epochNow() };
    for (const f of fresh) pending.add(f);
    schedule();
  });
  return {
    fileChanged(file, mtimeMs) {
      batch ??= { event: epochNow(), written: mtimeMs };
      pending.add(path.relative(siteDir, file).split(path.sep).join('/'));
      schedule();
    },
    close() {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
      recheck.close();
    },
  };
}
