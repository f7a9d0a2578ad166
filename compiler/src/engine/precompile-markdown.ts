import os from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/index.js';
import { CompileError } from '../diagnostics/index.js';
import { cachedResultIsCurrent } from '../markdown/cache.js';
import { fromSerializedResult, toSerializedResult, type SerializedCompiledMarkdown } from '../markdown/hast-text.js';
import type { TreeSpill } from './tree-spill.js';
import { envCount } from './env-count.js';
import { EventLoopSlices } from './event-loop-slices.js';
import type { CompiledMarkdown, CompileMarkdownArgs } from '../markdown/types.js';
import { markdownArgs, sourceCacheKey } from '../render/render-bodies.js';
import type { ContentSource, LinkScope } from '../render/content-source.js';
import type { WorkerJob, WorkerRequest, WorkerResponse } from './markdown-worker-protocol.js';

/** Below this many bodies to compile, starting workers costs more than it saves. */
const MIN_JOBS_FOR_WORKERS = 64;

/**
 * The threads that compile `jobs` bodies when `workerCount` workers may run beside the main
 * thread: none below {@link MIN_JOBS_FOR_WORKERS}; from {@link MAIN_THREAD_MAX_JOBS} on, one more
 * worker and the main thread idle; in between, the main thread and the workers, unless there is
 * a single worker. One worker beside the main thread (a 2-thread machine) did not pay there: on
 * this project's 2-vCPU bench machine two threads compiling half the 600-doc tree each took as
 * long as one compiling all of it (1.40–1.57 s against 1.48–1.71 s: its vCPUs share a core), and
 * the worker's module loading and cold JIT came on top. The 600-doc full build took 4.02–4.25 s
 * on the main thread alone against 4.04–4.66 s with the worker (seven alternating pairs), with
 * 1.0 s less CPU and 3–5 MB less peak RSS.
 */
export function markdownThreads(jobs: number, workerCount: number): { workers: number; mainThreadCompiles: boolean } {
  if (workerCount === 0 || jobs < MIN_JOBS_FOR_WORKERS) return { workers: 0, mainThreadCompiles: true };
  if (jobs >= mainThreadMaxJobs()) return { workers: workerCount + 1, mainThreadCompiles: false };
  return workerCount === 1 ? { workers: 0, mainThreadCompiles: true } : { workers: workerCount, mainThreadCompiles: true };
}

/**
 * From this many bodies to compile, the main thread leaves its share to one more worker and only
 * takes the answers in. It holds the whole site, and on a large one its collector made every
 * body it compiled dearer: at 5,000 docs, main thread plus one worker took 47.3 s of CPU for the
 * full build, two workers 41.9 s (33.3 → 29.9 s wall), at the same peak RSS. At 600 docs the two
 * are even in time, and the extra isolate cost 10–50 MB of peak RSS.
 */
export const MAIN_THREAD_MAX_JOBS = 1000;

/** {@link MAIN_THREAD_MAX_JOBS}, or `SITEGRAPH_MAIN_THREAD_MAX_JOBS` when set (tests; 0: never on the main thread when there are workers). */
function mainThreadMaxJobs(): number {
  return envCount('SITEGRAPH_MAIN_THREAD_MAX_JOBS', MAIN_THREAD_MAX_JOBS);
}

/**
 * The plugin lists (one per content plugin instance) whose bodies have all been compiled in this
 * process. Some sites' plugins keep state across files (electron's structure previews wait for
 * the structure doc's own transform): a body compiled alone, its neighbours answered by the parse
 * cache, would wait for or miss what their transforms leave. So the first time a list has a body
 * to compile, all its bodies compile together; after that the plugins' state is in memory (a dev
 * session), and only the changed bodies compile.
 */
const pluginListsRun = new WeakSet<object>();

/** A body whose plugin instance has remark/rehype plugins: compiled on the main thread. */
interface PluginJob {
  key: string;
  args: CompileMarkdownArgs;
}

/**
 * Compiles the bodies that have plugins on the main thread, all of them started at once, awaiting
 * asynchronous plugins (`compileMarkdownAsync`). A body that fails keeps its error: the content
 * stage, which reports errors, compiles bodies missing from the cache synchronously, and would
 * otherwise get a plugin's "finished async" instead of the real error.
 *
 * @returns how many compiled, and `failed(compiler)`: the compiler the content stage should use,
 *   which throws a failed body's own error (by file) before trying `compiler` (or, when that is
 *   null, the Markdown compiler loaded here)
 */
async function compileWithPlugins(
  jobs: readonly PluginJob[],
  results: Map<string, CompiledMarkdown>,
  restore: (r: SerializedCompiledMarkdown) => CompiledMarkdown,
): Promise<{ parsed: number; failed: (compiler: MarkdownCompiler | null) => MarkdownCompiler | null }> {
  const failures = new Map<string, CompileError>();
  let parsed = 0;
  let loaded: MarkdownCompiler | null = null;
  if (jobs.length > 0) {
    const { compileMarkdownAsync, compileMarkdown } = await import('../markdown/compile-markdown.js');
    loaded = compileMarkdown;
    // All at once, as Docusaurus's bundler runs its MDX loaders: some sites' plugins wait for
    // another file's transform to finish (a page previews the structures it links to), which
    // one body at a time would never let happen.
    const settled = await Promise.allSettled(jobs.map((job) => compileMarkdownAsync(job.args)));
    settled.forEach((outcome, i) => {
      const job = jobs[i]!;
      if (outcome.status === 'fulfilled') {
        results.set(job.key, restore(toSerializedResult(outcome.value)));
        parsed++;
      } else if (outcome.reason instanceof CompileError) failures.set(job.args.file, outcome.reason);
      else throw outcome.reason;
    });
  }
  const failed = (compiler: MarkdownCompiler | null): MarkdownCompiler | null => {
    if (failures.size === 0) return compiler;
    return (args) => {
      const failure = failures.get(args.file);
      if (failure) throw failure;
      return (compiler ?? loaded!)(args);
    };
  };
  return { parsed, failed };
}

/** Jobs each worker holds at once (one running, the rest queued in its port). */
const WORKER_QUEUE_DEPTH = 3;

/** The Markdown compiler's signature (`compileMarkdown`). */
export type MarkdownCompiler = (args: CompileMarkdownArgs) => CompiledMarkdown;

/** Loads the Markdown compiler (hundreds of modules: only when some body must be compiled). */
export async function loadMarkdownCompiler(): Promise<MarkdownCompiler> {
  return (await import('../markdown/compile-markdown.js')).compileMarkdown;
}

/**
 * Worker threads to use beside the main thread, which compiles too: one per other core, at
 * most 7. The machine's load is not counted: a build's own threads (the main thread, its
 * worker, V8's collector threads) keep the load average above the number of cores for a minute
 * after it ends, so a load-based count gave back-to-back builds no worker at random (the
 * 50,000-doc bench tree's graph-only build took 283 s with none, 179 s with one). On a machine
 * busy with other work, `--jobs` or `SITEGRAPH_WORKERS=n` sets the number (0: the main thread
 * alone).
 */
export function defaultWorkerCount(): number {
  return envCount('SITEGRAPH_WORKERS', () => Math.max(0, Math.min(os.availableParallelism(), 8) - 1));
}

/** Markdown workers beside the main thread for a build that may use `jobs` threads (`--jobs`). */
export function workersForJobs(jobs?: number): number {
  return jobs === undefined ? defaultWorkerCount() : Math.max(0, jobs - 1);
}

/**
 * Markdown worker threads, started before the bodies are known (while the site loads), so that
 * their module loading overlaps the main thread's work. Hand it to {@link precompileMarkdown};
 * {@link close} it when it is not used.
 */
export class MarkdownPool {
  /**
   * The first error of a worker before {@link precompileMarkdown} listens to it (its module
   * failed to load, say): kept here and raised when the pool is used, not left to become an
   * uncaught exception of the process (a pool closed unused drops it).
   */
  private failure: { error: unknown } | null = null;

  private constructor(readonly workers: Worker[]) {
    for (const worker of workers) worker.on('error', (error) => (this.failure ??= { error }));
  }

  /** Throws the first error a worker had, if any. */
  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Starts `count` workers now. */
  static start(count = defaultWorkerCount()): MarkdownPool {
    return new MarkdownPool(Array.from({ length: count }, () => new Worker(new URL('./markdown-worker.js', import.meta.url))));
  }

  /**
   * Starts the workers {@link markdownThreads} gives a build of `bodies` bodies that may use
   * `jobs` threads (`--jobs`; without it, {@link defaultWorkerCount} workers beside the main thread).
   */
  static forJobs(bodies: number, jobs?: number): MarkdownPool {
    return MarkdownPool.start(markdownThreads(bodies, workersForJobs(jobs)).workers);
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * Compiles the Markdown bodies the cache cannot answer, on the main thread and on worker threads
 * as {@link markdownThreads} divides them, and returns them by cache key, so the pure content
 * stage then finds every body in its cache. Results are the same as compiling on the main thread alone: each
 * body is compiled independently with the same arguments ({@link markdownArgs}). Bodies that
 * fail are left to the content stage, which reports the error.
 *
 * @param cache results already known (from `.sitegraph/cache/`)
 * @param workerCount workers the build may run beside the main thread ({@link markdownThreads}
 *   decides how many run)
 * @param pool workers started earlier: used, or stopped when fewer are needed (closed here in
 *   every case)
 * @param signal when aborted, no further body is started (those running finish); the results
 *   are then partial (none when it came during the search for uncached bodies)
 * @param spill where the results' trees go (a build's {@link TreeSpill}); default: kept as text in memory
 * @returns new results by key, how many bodies were compiled (`parsed`) and how many of them on
 *   the main thread (`onMainThread`), and the Markdown compiler when some body missed the cache
 *   (`null` when the cache held them all: it was never loaded)
 */
export async function precompileMarkdown(
  sources: readonly ContentSource[],
  config: SiteConfig,
  cache: ReadonlyMap<string, CompiledMarkdown>,
  workerCount = defaultWorkerCount(),
  pool?: MarkdownPool | null,
  signal?: AbortSignal,
  spill?: TreeSpill,
): Promise<{ results: Map<string, CompiledMarkdown>; parsed: number; onMainThread: number; compileMarkdown: MarkdownCompiler | null }> {
  const scopeIds = new Map<LinkScope, number>();
  const jobs: WorkerJob[] = [];
  const pluginJobs: PluginJob[] = [];
  // Bodies with plugins that the cache answered: compiled again when their list runs cold.
  const pluginHits: PluginJob[] = [];
  const resolvers: Array<(link: string) => string | null> = [];
  const truncateMarkers: CompileMarkdownArgs['truncateMarker'][] = [];
  // Finding what the cache lacks takes 0.7 s at 50,000 docs: in slices, so that a dev server
  // checking in the background still answers requests meanwhile.
  const slices = new EventLoopSlices();
  for (const s of sources) {
    if (slices.due()) {
      await slices.turn();
      if (signal?.aborted) {
        await pool?.close();
        return { results: new Map(), parsed: 0, onMainThread: 0, compileMarkdown: null };
      }
    }
    const full = markdownArgs(s, config);
    const key = sourceCacheKey(s, config, full);
    const { resolveMarkdownLink, truncateMarker, ...args } = full;
    const hit = cache.get(key);
    const current = hit !== undefined && cachedResultIsCurrent(hit, resolveMarkdownLink);
    // Plugins are functions, which cannot cross to a worker: such a body compiles here, on the
    // main thread, where asynchronous plugins can be awaited.
    if (full.plugins) {
      (current ? pluginHits : pluginJobs).push({ key, args: full });
      continue;
    }
    if (current) continue;
    if (!scopeIds.has(s.links)) scopeIds.set(s.links, scopeIds.size);
    resolvers.push(resolveMarkdownLink);
    truncateMarkers.push(truncateMarker);
    jobs.push({ id: jobs.length, key, scope: scopeIds.get(s.links)!, args, defaultTruncateMarker: truncateMarker === undefined });
  }
  const results = new Map<string, CompiledMarkdown>();
  // Trees as text in memory, or spilled to disk as they come.
  const restore = spill ? (r: SerializedCompiledMarkdown) => spill.restore(r) : fromSerializedResult;
  const cold = new Set(pluginJobs.map((j) => j.args.plugins!).filter((list) => !pluginListsRun.has(list)));
  const withPlugins = await compileWithPlugins([...pluginJobs, ...pluginHits.filter((j) => cold.has(j.args.plugins!))], results, restore);
  for (const list of cold) pluginListsRun.add(list);
  if (jobs.length === 0) {
    await pool?.close();
    return { results, parsed: withPlugins.parsed, onMainThread: withPlugins.parsed, compileMarkdown: withPlugins.failed(null) };
  }
  // The pool started early was sized by the site's Markdown files; the cache may have answered
  // some: as many workers as the bodies left need, started or stopped here.
  const { workers: wanted, mainThreadCompiles: mainCompiles } = markdownThreads(jobs.length, workerCount);
  const given = pool?.workers ?? [];
  try {
    // A worker's error matters only when workers are used (a pool closed unused drops it).
    if (wanted > 0) pool?.throwIfFailed();
  } catch (error) {
    await pool?.close();
    throw error;
  }
  await Promise.all(given.slice(wanted).map((w) => w.terminate()));
  const workers = [...given.slice(0, wanted), ...(wanted > given.length ? MarkdownPool.start(wanted - given.length).workers : [])];

  const scopes: WorkerRequest = {
    type: 'scopes',
    scopes: [...scopeIds].map(([scope, id]) => [id, { contentPaths: scope.contentPaths, sourceToPermalink: scope.sourceToPermalink }]),
  };
  // Biggest bodies first, so no thread is left with one long file at the end.
  const queue = [...jobs].sort((a, b) => b.args.body.length - a.args.body.length);
  signal?.addEventListener('abort', () => (queue.length = 0), { once: true });
  if (signal?.aborted) queue.length = 0;
  let parsed = 0;
  let onMainThread = 0;
  const onWorkers = workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        // Jobs sent and not answered: a few ahead, so a worker never waits for the main
        // thread, which only reads answers between its own jobs.
        let pending = 0;
        const fill = () => {
          while (pending < WORKER_QUEUE_DEPTH) {
            const job = queue.shift();
            if (!job) break;
            worker.postMessage({ type: 'job', job } satisfies WorkerRequest);
            pending++;
          }
          if (pending === 0) void worker.terminate().then(() => resolve());
        };
        worker.on('message', (r: WorkerResponse) => {
          pending--;
          if (r.result) {
            results.set(r.key, restore(r.result));
            parsed++;
          }
          fill();
        });
        worker.on('error', reject);
        worker.postMessage(scopes);
        fill();
      }),
  );
  // The main thread takes jobs too (on a small site), yielding between them so worker answers
  // are taken in. It loads the compiler in every case: the content stage compiles the bodies
  // that failed, to report their errors.
  const compileMarkdown = await loadMarkdownCompiler();
  const onMain = (async () => {
    for (let job = mainCompiles ? queue.shift() : undefined; job; job = queue.shift()) {
      try {
        const result = compileMarkdown({ ...job.args, truncateMarker: truncateMarkers[job.id], resolveMarkdownLink: resolvers[job.id] });
        // As text at once, like the workers' results: the trees die young (cheap to collect)
        // instead of filling the old generation until the content stage.
        results.set(job.key, restore(toSerializedResult(result)));
        parsed++;
        onMainThread++;
      } catch (error) {
        // The content stage compiles this body again and reports the error itself.
        if (!(error instanceof CompileError)) throw error;
      }
      await nextTurn();
    }
  })();
  try {
    await Promise.all([...onWorkers, onMain]);
  } catch (error) {
    queue.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
    throw error;
  }
  return { results, parsed: parsed + withPlugins.parsed, onMainThread: onMainThread + withPlugins.parsed, compileMarkdown: withPlugins.failed(compileMarkdown) };
}
