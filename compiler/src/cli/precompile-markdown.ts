import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/index.js';
import { cachedResultIsCurrent, markdownCacheKey, type CompiledMarkdown } from '../markdown/index.js';
import { markdownArgs, type ContentSource, type LinkScope } from '../render/index.js';
import { COMPILER_VERSION } from '../version.js';
import type { WorkerJob, WorkerRequest, WorkerResponse } from './markdown-worker-protocol.js';

/** Below this many bodies to compile, starting workers costs more than it saves. */
const MIN_JOBS_FOR_WORKERS = 64;

/**
 * Compiles, on worker threads (one per core), the Markdown bodies the cache cannot answer, and
 * returns them by cache key, so the pure content stage then finds every body in its cache.
 * Results are the same as compiling on the main thread: each body is compiled independently
 * with the same arguments ({@link markdownArgs}). Bodies that fail are left to the main
 * thread, which reports the error.
 *
 * @param cache results already known (from `.sitegraph/cache/`)
 * @returns new results by key, and how many bodies the workers compiled
 */
export async function precompileMarkdown(
  sources: readonly ContentSource[],
  config: SiteConfig,
  cache: ReadonlyMap<string, CompiledMarkdown>,
  workerCount = Math.max(1, Math.min(os.availableParallelism(), 8)),
): Promise<{ results: Map<string, CompiledMarkdown>; parsed: number }> {
  const scopeIds = new Map<LinkScope, number>();
  const jobs: WorkerJob[] = [];
  for (const s of sources) {
    const full = markdownArgs(s, config);
    const key = markdownCacheKey(full, COMPILER_VERSION);
    const { resolveMarkdownLink, truncateMarker, ...args } = full;
    const hit = cache.get(key);
    if (hit && cachedResultIsCurrent(hit, resolveMarkdownLink)) continue;
    if (!scopeIds.has(s.links)) scopeIds.set(s.links, scopeIds.size);
    jobs.push({ id: jobs.length, key, scope: scopeIds.get(s.links)!, args, defaultTruncateMarker: truncateMarker === undefined });
  }
  const results = new Map<string, CompiledMarkdown>();
  if (jobs.length < MIN_JOBS_FOR_WORKERS || workerCount < 2) return { results, parsed: 0 };

  const scopes: WorkerRequest = {
    type: 'scopes',
    scopes: [...scopeIds].map(([scope, id]) => [id, { contentPaths: scope.contentPaths, sourceToPermalink: scope.sourceToPermalink }]),
  };
  // Biggest bodies first, so no worker is left with one long file at the end.
  const queue = [...jobs].sort((a, b) => b.args.body.length - a.args.body.length);
  let parsed = 0;
  await Promise.all(
    Array.from({ length: Math.min(workerCount, queue.length) }, () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./markdown-worker.js', import.meta.url));
        const next = () => {
          const job = queue.shift();
          if (!job) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage({ type: 'job', job } satisfies WorkerRequest);
        };
        worker.on('message', (r: WorkerResponse) => {
          if (r.result) {
            results.set(r.key, r.result);
            parsed++;
          }
          next();
        });
        worker.on('error', reject);
        worker.postMessage(scopes);
        next();
      }),
    ),
  );
  return { results, parsed };
}
