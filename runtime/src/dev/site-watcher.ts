import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FSWatcher } from 'chokidar';
import type { StepLog } from './dev-timing.js';
import { watchSite } from './watch-site.js';

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
 * Watches the site folder with chokidar ({@link watchSite}), started after the first page, in a
 * worker thread (`site-watcher-worker.js`): at 50,000 docs chokidar's initial scan is 5 s of
 * callbacks, which on the main thread kept requests waiting for up to 3.7 s. Run from the
 * TypeScript sources (tests), there is no compiled worker, and it watches on this thread.
 */
export function createSiteWatcher(options: SiteWatcherOptions): SiteWatcher {
  const { siteDir, onFile } = options;
  let worker: Worker | null = null;
  let watcher: FSWatcher | null = null;
  let resolveWatching!: () => void;
  const watching = new Promise<void>((resolve) => (resolveWatching = resolve));
  const events = { onFile, onReady: () => options.step('watcher ready') };
  const start = async (onError: (error: unknown) => void): Promise<void> => {
    if (options.isClosed()) return resolveWatching();
    const url = new URL('./site-watcher-worker.js', import.meta.url);
    if (!existsSync(url)) {
      await watchSite(siteDir, options.compileStarted, {
        ...events,
        onStart(w) {
          watcher = w;
          // Closed while chokidar loaded: nothing else will close it.
          if (options.isClosed()) void w.close();
        },
      });
      return resolveWatching();
    }
    const w = new Worker(url, { workerData: { siteDir, compileStarted: options.compileStarted } });
    worker = w;
    w.on('message', (m: { file?: string; mtimeMs?: number; ready?: boolean; watching?: boolean; error?: string; stack?: string }) => {
      if (m.file !== undefined) events.onFile(m.file, m.mtimeMs);
      else if (m.ready) events.onReady();
      else if (m.watching) resolveWatching();
      else if (m.error !== undefined) {
        onError(Object.assign(new Error(m.error), { stack: m.stack }));
        resolveWatching();
      }
    });
    w.on('error', (error) => {
      onError(error);
      resolveWatching();
    });
  };
  return {
    start(onError) {
      void start(onError).catch((error: unknown) => {
        onError(error);
        resolveWatching();
      });
    },
    watching,
    async close() {
      await worker?.terminate();
      await watcher?.close();
    },
  };
}
