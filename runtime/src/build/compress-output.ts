import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { brotliQuality, compressFile, isTextFile, textFilesOf, type FileCopies, type MIN_COMPRESS_BYTES } from './compress-file.js';

/** Byte totals of precompression: files that got copies, their size, and the size of their copies. */
export interface CompressTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Which files of a built site {@link compressOutput} compresses, and on how many threads. */
export interface CompressOutputOptions {
  /** Files to compress, by path relative to the site (default: every text file). */
  include?: (rel: string) => boolean;
  /**
   * The scripts and styles every page loads (relative paths): their brotli copies get the best
   * quality, every other file a fast one (see `brotliQuality`). Only for files compressed on the
   * calling thread ({@link compressOutput}); workers use the fast quality.
   */
  firstLoad?: ReadonlySet<string>;
  /**
   * Worker threads that compress (default: {@link compressWorkerCount}); 0 compresses on the
   * calling thread, in {@link OutputCompressor.finish}.
   */
  workers?: number;
  /**
   * The worker's compiled module (default: `compress-worker.js` beside this module). Run from
   * the TypeScript sources (tests), there is none there, and files are compressed on the
   * calling thread.
   */
  workerFile?: URL;
}

/**
 * Worker threads {@link OutputCompressor} starts by default: one per core beside the main thread
 * (which prerenders meanwhile), at least one, at most four; none when `jobs` (a build's
 * `--jobs`) is 1.
 */
export function compressWorkerCount(jobs?: number): number {
  if (jobs !== undefined) return Math.min(4, Math.max(0, Math.floor(jobs) - 1));
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

/**
 * Writes precompressed copies beside the text files of a built site (all of them, or those
 * `options.include` accepts): `x.html.br` and `x.html.gz` next to `x.html`, so that `sitegraph
 * serve` and any static host that looks for them (nginx `gzip_static`/`brotli_static`, Caddy
 * `precompressed`, Netlify, …) send compressed bytes without compressing on each request. Files
 * under {@link MIN_COMPRESS_BYTES}, and copies that save less than 10 %, are skipped. On the
 * calling thread: with nothing handed over beforehand, a worker would have nothing to do.
 *
 * @param root the folder being built (the temporary output, before it is swapped into place)
 * @param options which files get copies (`workers` is ignored)
 * @returns how many files got copies, and their original and compressed byte totals
 * @throws as node:fs and node:zlib throw
 */
export async function compressOutput(root: string, options: CompressOutputOptions = {}): Promise<CompressTotals> {
  return new OutputCompressor(root, { ...options, workers: 0 }).finish();
}

/**
 * V8 limits of a compressing worker. Its JavaScript allocates little (a file's path, its stats,
 * the buffers' handles: the bytes and the compressors' state are native), but a worker's young
 * generation may grow as large as the main thread's (two 16 MB semi-spaces), and what it once
 * touched stays resident for the rest of the build, beside the prerender's peak. 2 MB keeps it
 * small: 600-doc bench tree, `SITEGRAPH_BUNDLE_CACHE=0 build --no-cache`, peak RSS of the process
 * tree (issue #36, see the README's "Fifth round").
 */
export const COMPRESS_WORKER_LIMITS: Readonly<ResourceLimits> = { maxYoungGenerationSizeMb: 2 };

/** A worker of {@link OutputCompressor} and the flush it was last asked for. */
interface CompressWorker {
  worker: Worker;
  flushes: number;
  exited: boolean;
}

/**
 * {@link compressOutput} started while the folder is still being written. Files handed to
 * {@link add} as they are written go at once to worker threads, which compress them while the
 * caller goes on (a build's prerender holds the main thread, and the other cores were idle
 * then: at 600 docs, compressing afterwards took 1 s of a 4.7 s build). {@link finish} then
 * compresses the folder's text files not handed over, and again those {@link rewritten} since.
 */
export class OutputCompressor {
  private readonly include: (rel: string) => boolean;
  private readonly firstLoad: ReadonlySet<string> | undefined;
  private readonly workers: CompressWorker[];
  private turn = 0;
  /** Files handed over, by relative posix path. */
  private readonly handed = new Set<string>();
  /** Files left for {@link finish} to compress on the calling thread (no workers). */
  private readonly pending: string[] = [];
  /** Handed-over files written again since: their copies may be of the old text. */
  private readonly stale = new Set<string>();
  /** What the kept copies of each file weigh. */
  private readonly copies = new Map<string, FileCopies>();
  private failure: { error: unknown } | null = null;

  /**
   * @param root the folder being written (absolute)
   * @param options which files get copies, and how many worker threads compress them
   */
  constructor(
    private readonly root: string,
    options: CompressOutputOptions = {},
  ) {
    this.include = options.include ?? (() => true);
    this.firstLoad = options.firstLoad;
    const url = options.workerFile ?? new URL('./compress-worker.js', import.meta.url);
    const count = existsSync(url) ? (options.workers ?? compressWorkerCount()) : 0;
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(url, { resourceLimits: COMPRESS_WORKER_LIMITS });
      worker.on('error', (error) => (this.failure ??= { error }));
      worker.on('message', (m: { error?: string; stack?: string }) => {
        if (m.error) this.failure ??= { error: Object.assign(new Error(m.error), { stack: m.stack }) };
      });
      const w: CompressWorker = { worker, flushes: 0, exited: false };
      worker.once('exit', () => (w.exited = true));
      return w;
    });
  }

  /** Hands over a file just written (relative posix path); files that are not text, or that `include` refuses, are ignored. */
  add(file: string): void {
    this.handOver(this.root, file);
  }

  /**
   * Hands over a text file of another folder whose tree is moved into the root later, under the
   * same relative path (a full build's staged files, which exist before any page is rendered): a
   * worker compresses it where it is, so its copies move with it. Call {@link drain} before
   * moving that folder. Without workers nothing is handed over (the file is compressed by
   * {@link finish}, once moved).
   */
  addFrom(dir: string, file: string): void {
    if (this.workers.length > 0) this.handOver(dir, file);
  }

  /** Hands `file` of `dir` to the next worker, or keeps it for {@link finish} when there is none; once per relative path. */
  private handOver(dir: string, file: string): void {
    const rel = path.posix.normalize(file);
    if (this.handed.has(rel) || !isTextFile(rel) || !this.include(rel)) return;
    this.handed.add(rel);
    if (this.workers.length === 0) this.pending.push(rel);
    else this.workers[this.turn++ % this.workers.length]!.worker.postMessage({ root: dir, rel });
  }

  /**
   * Waits until every file handed over so far has its copies (before a folder given to
   * {@link addFrom} is moved).
   *
   * @throws the first error of a compression or a file operation
   */
  async drain(): Promise<void> {
    await this.settle();
  }

  /**
   * Counts a file whose copies were made before (a cached bundle's) as handed over: it is not
   * compressed again unless {@link rewritten}. Not in the totals.
   */
  adopt(file: string): void {
    this.handed.add(path.posix.normalize(file));
  }

  /** Says that a file was written again after it was handed over: {@link finish} makes its copies anew. */
  rewritten(file: string): void {
    const rel = path.posix.normalize(file);
    if (this.handed.has(rel)) this.stale.add(rel);
  }

  /**
   * Waits for the files handed over, then compresses the folder's other text files and those
   * written again since they were handed over, and stops the workers.
   *
   * @returns the totals of every file with copies (a file made anew counts once, with its last copies)
   * @throws the first error of a compression or a file operation
   */
  async finish(): Promise<CompressTotals> {
    try {
      // The files never handed over are compressed here while the workers finish theirs; those
      // written again only after the workers are done, so that their first copies are not
      // written over the new ones.
      const others = textFilesOf(this.root, (rel) => !this.handed.has(rel) && this.include(rel));
      for (const rel of others) this.handed.add(rel);
      await this.compressHere(others);
      await this.settle();
      await this.compressHere([...this.stale].sort());
      this.stale.clear();
    } finally {
      await this.stop();
    }
    const totals: CompressTotals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
    for (const c of this.copies.values()) {
      totals.files++;
      totals.bytes += c.bytes;
      totals.brotliBytes += c.brotliBytes;
      totals.gzipBytes += c.gzipBytes;
    }
    return totals;
  }

  /** Stops the workers, dropping the files they have not compressed (before a failed build's folder is removed). */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers.length = 0;
  }

  /** Compresses files on the calling thread, one at a time. */
  private async compressHere(files: readonly string[]): Promise<void> {
    for (const rel of files) this.record(rel, await compressFile(this.root, rel, brotliQuality(rel, this.firstLoad)));
  }

  /** Compresses what is pending here, waits for every worker's files, and records their copies. */
  private async settle(): Promise<void> {
    await this.compressHere(this.pending.splice(0));
    const reports = await Promise.all(this.workers.map((w) => this.flush(w)));
    if (this.failure) throw this.failure.error;
    for (const report of reports) for (const [rel, copies] of report) this.record(rel, copies);
  }

  private record(rel: string, copies: FileCopies | null): void {
    if (copies) this.copies.set(rel, copies);
    else this.copies.delete(rel);
  }

  /** Asks a worker for the copies it made since its last flush; resolves with them (empty after a failure). */
  private flush(w: CompressWorker): Promise<[string, FileCopies | null][]> {
    const flush = ++w.flushes;
    const stopped = () => (this.failure ??= { error: new Error('A precompression worker stopped before it was done.') });
    if (w.exited) {
      stopped();
      return Promise.resolve([]);
    }
    return new Promise((resolve) => {
      const onMessage = (m: { flushed?: number; copies?: [string, FileCopies | null][]; error?: string }) => {
        if (m.flushed !== flush && !m.error) return;
        w.worker.off('message', onMessage);
        w.worker.off('exit', onExit);
        resolve(m.copies ?? []);
      };
      const onExit = () => {
        w.worker.off('message', onMessage);
        stopped();
        resolve([]);
      };
      w.worker.on('message', onMessage);
      w.worker.once('exit', onExit);
      w.worker.postMessage({ flush });
    });
  }
}

