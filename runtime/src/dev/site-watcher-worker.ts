/**
 * Worker thread of the dev server's file watcher (site-watcher.ts): runs {@link watchSite} on
 * `workerData` `{ siteDir, compileStarted }`, so that chokidar's initial scan (a stat and an
 * `fs.watch` for each file: 5 s of callbacks at 50,000 docs) floods this thread's event loop,
 * not the server's. The server stops it with `terminate()`, which closes its watches.
 *
 * Messages out: `{ file, mtimeMs? }`, `{ ready: true }`, `{ watching: true }`, `{ error, stack }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { watchSite } from './watch-site.js';

const { siteDir, compileStarted } = workerData as { siteDir: string; compileStarted: number };

watchSite(siteDir, compileStarted, {
  onFile: (file, mtimeMs) => parentPort!.postMessage({ file, mtimeMs }),
  onReady: () => parentPort!.postMessage({ ready: true }),
}).then(
  () => parentPort!.postMessage({ watching: true }),
  (error: unknown) => parentPort!.postMessage({ error: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack }),
);
