import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FSWatcher } from 'chokidar';
import type { StepLog } from './dev-timing.js';
import { isFileEvent } from './watch-events.js';

/** Folders never watched: dependencies, VCS, caches and build outputs. */
const IGNORED = /(^|[/\\])(node_modules|\.git|\.sitegraph|dist|build|test-artifacts)([/\\]|$)/;

/** File times lag the clock by up to a kernel tick: files written this close before the start are rechecked. */
const MTIME_SLACK_MS = 10;

/** How many files the watcher's start-up check stats at once. */
const STAT_CONCURRENCY = 16;

/** Options of {@link createSiteWatcher}. */
export interface SiteWatcherOptions {
  siteDir: string;
  /** Epoch ms when the first compile started: files written since then are reported once the scan is done. */
  compileStarted: number;
  /** A file (absolute path) changed; `mtimeMs`, its write time when known. Folder events are not reported. */
  onFile(file: string, mtimeMs?: number): void;
  /** Whether the dev server was closed (the watcher then does not start). */
  isClosed: () => boolean;
  step: StepLog;
}

/** The site's file watcher (see {@link createSiteWatcher}). */
export interface SiteWatcher {
  /** Starts watching (once); errors go to `onError`. */
  start(onError: (error: unknown) => void): void;
  /** Resolves when the watcher has scanned the site (or failed to start). */
  watching: Promise<void>;
  /** Stops watching. */
  close(): Promise<void>;
}

/**
 * Watches the site folder with chokidar, started after the first page (its initial scan keeps
 * the main thread busy). A file written between the first compile's start and the end of the
 * scan has no event: the files whose mtime is later than that start are reported once the
 * watcher is ready. No awaitWriteFinish (it polls the size for 2 s): a plain write is one
 * `change` event at once (chokidar drops repeats within 50 ms); `atomic` (chokidar's default)
 * only holds back unlink events for 100 ms, pairing an editor's atomic save (unlink + add) into
 * one change.
 */
export function createSiteWatcher(options: SiteWatcherOptions): SiteWatcher {
  const { siteDir, onFile } = options;
  let watcher: FSWatcher | null = null;
  let resolveWatching!: () => void;
  const watching = new Promise<void>((resolve) => (resolveWatching = resolve));
  const start = async (): Promise<void> => {
    const { default: chokidar } = await import('chokidar');
    if (options.isClosed()) return;
    watcher = chokidar.watch(siteDir, {
      ignoreInitial: true,
      ignored: (p: string) => IGNORED.test(path.relative(siteDir, p)),
    });
    watcher.on('all', (event, file, stats) => isFileEvent(event) && onFile(file, stats?.mtimeMs));
    const w = watcher;
    await new Promise<void>((resolve) => w.once('ready', () => resolve()));
    options.step('watcher ready');
    const files = Object.entries(w.getWatched()).flatMap(([dir, names]) => names.map((n) => path.join(dir, n)));
    const since = options.compileStarted - MTIME_SLACK_MS;
    // A few at a time: 55,000 stats started at once (50,000 docs) made a burst of promises and
    // garbage that held the server for seconds.
    let next = 0;
    const statNext = async (): Promise<void> => {
      while (next < files.length) {
        const file = files[next++]!;
        const s = await stat(file).catch(() => null);
        if (s?.isFile() && s.mtimeMs >= since) onFile(file, s.mtimeMs);
      }
    };
    await Promise.all(Array.from({ length: STAT_CONCURRENCY }, statNext));
    resolveWatching();
  };
  return {
    start(onError) {
      void start().catch((error: unknown) => {
        onError(error);
        resolveWatching();
      });
    },
    watching,
    async close() {
      await watcher?.close();
    },
  };
}
