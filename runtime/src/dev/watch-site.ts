import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FSWatcher } from 'chokidar';
import { isFileEvent } from './watch-events.js';

/** Folders never watched: dependencies, VCS, caches and build outputs. */
const IGNORED = /(^|[/\\])(node_modules|\.git|\.sitegraph|dist|build|test-artifacts)([/\\]|$)/;

/** File times lag the clock by up to a kernel tick: files written this close before the start are rechecked. */
const MTIME_SLACK_MS = 10;

/** How many files the start-up check stats at once. */
const STAT_CONCURRENCY = 16;

/** What {@link watchSite} reports. */
export interface WatchSiteEvents {
  /** A file (absolute path) changed; `mtimeMs`, its write time when known. Folder events are not reported. */
  onFile(file: string, mtimeMs?: number): void;
  /** chokidar has scanned the site: events flow from now on. */
  onReady(): void;
  /** The watcher, as soon as it exists (before its scan), e.g. to close it early. */
  onStart?(watcher: FSWatcher): void;
}

/**
 * Watches `siteDir` with chokidar (on whichever thread calls it): a file written between
 * `compileStarted` (epoch ms) and the end of chokidar's initial scan has no event, so once the
 * scan is done the files whose mtime is later than that are reported too. No awaitWriteFinish
 * (it polls the size for 2 s): a plain write is one `change` event at once (chokidar drops
 * repeats within 50 ms); `atomic` (chokidar's default) only holds back unlink events for
 * 100 ms, pairing an editor's atomic save (unlink + add) into one change.
 *
 * @returns once the scan and that check are done
 */
export async function watchSite(siteDir: string, compileStarted: number, events: WatchSiteEvents): Promise<void> {
  const { default: chokidar } = await import('chokidar');
  const watcher = chokidar.watch(siteDir, {
    ignoreInitial: true,
    ignored: (p: string) => IGNORED.test(path.relative(siteDir, p)),
  });
  events.onStart?.(watcher);
  watcher.on('all', (event, file, stats) => isFileEvent(event) && events.onFile(file, stats?.mtimeMs));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  events.onReady();
  const files = Object.entries(watcher.getWatched()).flatMap(([dir, names]) => names.map((n) => path.join(dir, n)));
  const since = compileStarted - MTIME_SLACK_MS;
  // A few at a time: 55,000 stats started at once (50,000 docs) made a burst of promises and
  // garbage that held the event loop for seconds.
  let next = 0;
  const statNext = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      const s = await stat(file).catch(() => null);
      if (s?.isFile() && s.mtimeMs >= since) events.onFile(file, s.mtimeMs);
    }
  };
  await Promise.all(Array.from({ length: STAT_CONCURRENCY }, statNext));
}
