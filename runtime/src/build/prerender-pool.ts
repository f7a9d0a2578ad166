import { Worker } from 'node:worker_threads';
import type { PageRendererInput, RenderJob } from '../prerender/page-renderer.js';

/**
 * Renders `jobs` in `count` worker threads running the bundled `render-worker.mjs`; each writes
 * its pages into `outDir`. Pages are dealt round-robin so every worker gets a similar mix.
 * Resolves to the paths of the pages whose rendered head says noindex (kept out of the sitemap).
 * Rejects with the first worker error (naming the page).
 */
export async function renderInWorkers(workerFile: string, input: PageRendererInput, jobs: readonly RenderJob[], outDir: string, count: number): Promise<string[]> {
  const shares: RenderJob[][] = Array.from({ length: count }, () => []);
  jobs.forEach((job, i) => shares[i % count]!.push(job));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<string[]>((resolve, reject) => {
          const worker = new Worker(workerFile, { workerData: { ...input, outDir, jobs: share } });
          worker.once('message', (m: { written?: number; noIndex?: string[]; error?: string; stack?: string }) => {
            if (m.error) reject(Object.assign(new Error(m.error), { stack: m.stack }));
            else resolve(m.noIndex ?? []);
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`A prerender worker exited with code ${code}`));
          });
        }),
    ),
  );
  return results.flat();
}
