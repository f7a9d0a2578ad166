import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedPageLinks } from '@sitegraph/compiler';
import type { PageRendererInput, RenderJob } from '../prerender/page-renderer.js';
import type { PrerenderFailure } from '../prerender/render-worker.js';

/** Below this many pages, loading the renderer in each worker costs more than the workers save. */
const MIN_PAGES_FOR_WORKERS = 1000;

/**
 * Worker threads to prerender `pages` pages with (1: the main thread alone). `jobs` (the CLI's
 * `--jobs`) is the number of threads the build may use: that many workers for a large site.
 * Without it, workers only on 4 cores or more (at most 4, one core left to the main thread):
 * measured on this project's 2-core machine, two workers rendered 5,000 pages no faster than
 * the main thread alone (9.2 s and 9.3 s) for 30 % more CPU, as two busy cores give about
 * 1.15× the throughput of one.
 */
export function prerenderWorkerCount(pages: number, jobs?: number): number {
  if (pages < MIN_PAGES_FOR_WORKERS) return 1;
  if (jobs !== undefined) return Math.max(1, Math.floor(jobs));
  const cores = os.availableParallelism();
  return cores >= 4 ? Math.min(cores - 1, 4) : 1;
}

/**
 * Renders `jobs` in `count` worker threads running the bundled `render-worker.mjs`; each writes
 * its pages into `outDir`. Pages are dealt round-robin so every worker gets a similar mix.
 * Resolves to the paths of the pages whose rendered head says noindex (kept out of the sitemap)
 * and the links the pages' site code rendered (for the broken-link check).
 * Rejects with the first worker error (naming the page; the error has `page` and, as `cause`,
 * what rendering threw with its stack). With `continueOnError`, a page that fails is written to
 * render in the browser and listed in `failures` instead.
 */
export async function renderInWorkers(
  workerFile: string,
  input: PageRendererInput,
  jobs: readonly RenderJob[],
  outDir: string,
  count: number,
  continueOnError = false,
): Promise<{ noIndex: string[]; links: RenderedPageLinks[]; failures: PrerenderFailure[] }> {
  const shares: RenderJob[][] = Array.from({ length: count }, () => []);
  jobs.forEach((job, i) => shares[i % count]!.push(job));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<{ noIndex: string[]; links: RenderedPageLinks[]; failures: PrerenderFailure[] }>((resolve, reject) => {
          const worker = new Worker(workerFile, { workerData: { ...input, outDir, jobs: share, continueOnError } });
          worker.once('message', (m: { written?: number; noIndex?: string[]; links?: RenderedPageLinks[]; failures?: PrerenderFailure[]; error?: string; stack?: string; page?: string; cause?: { message: string; stack?: string } }) => {
            const cause = m.cause && Object.assign(new Error(m.cause.message), { stack: m.cause.stack });
            if (m.error) reject(Object.assign(new Error(m.error, { cause }), { stack: m.stack, page: m.page }));
            else resolve({ noIndex: m.noIndex ?? [], links: m.links ?? [], failures: m.failures ?? [] });
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`A prerender worker exited with code ${code}`));
          });
        }),
    ),
  );
  return { noIndex: results.flatMap((r) => r.noIndex), links: results.flatMap((r) => r.links), failures: results.flatMap((r) => r.failures) };
}
