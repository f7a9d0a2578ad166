import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite, type SiteInput } from '../../content/index.js';
import { contentRoots } from '../../content/content-roots.js';
import { outputMarkerFile, readCopies, stageFiles, writeOutput, type OutputFile, type StagedFiles } from '../../output/index.js';
import { assertSafeOutputDir } from '../../safety/index.js';
import type { CompileResult } from '../../site-assembly.js';
import { buildKey, recordOutputFiles, upToDateRecord, writeBuildRecord, BUILD_RECORD_VERSION } from '../build-memo.js';
import { loadRuntime } from '../load-runtime.js';
import { MarkdownCacheStore } from '../markdown-cache-store.js';
import type { MarkdownCompiler, MarkdownPool } from '../precompile-markdown.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Options of `sitegraph build`. */
export interface BuildCommandOptions {
  siteDir: string;
  outDir: string;
  graphOnly: boolean;
  verbose: boolean;
  /** Read and write the parse cache (default true; `--no-cache` turns it off). */
  cache: boolean;
  /** Write what compiles even when some files fail (exit code 1 all the same). */
  continueOnError: boolean;
  /** Replace a non-empty output folder that sitegraph did not write (`--force`). */
  force?: boolean;
  /** Threads to use (`--jobs`): Markdown workers beside the main thread, prerender workers (default: the machine's). */
  jobs?: number;
}

/**
 * `sitegraph build [siteDir] [--out dist] [--graph-only]`: load, compile, then either write
 * `graph.json`, the page chunks and the feeds (`--graph-only`), or hand them to the runtime,
 * which bundles the client, prerenders every route and writes the whole site. Returns the process exit code; compile errors throw
 * CompileError (nothing written) unless `continueOnError`, which writes the rest and returns 1.
 *
 * A graph-only build with the cache on is skipped when it is up to date (`build-memo.ts`): its
 * input is byte-identical to that of the last build recorded beside the parse cache, and the
 * output folder still holds exactly what that build wrote. It then prints the recorded
 * diagnostics and summary, writes nothing and returns the recorded exit code.
 */
export async function buildCommand(o: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const store = o.cache ? MarkdownCacheStore.forSite(o.siteDir) : null;
  // The full build bundles and prerenders through the runtime, which this record does not cover.
  const recordFile = o.graphOnly && store ? store.buildRecordFile : null;
  const outDir = path.resolve(o.outDir);
  const summary = (routes: number, verboseNote: string, errors: number) =>
    process.stdout.write(
      `Compiled ${routes} routes to ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms` +
        (o.verbose ? ` (${verboseNote})` : '') +
        (errors ? `; ${errors} file error(s) skipped` : '') +
        '\n',
    );

  // Without a cache every body will be parsed: start the workers now, so that their module
  // loading overlaps loading the site. With one, most builds parse nothing and need none; with a
  // build record the build may be up to date, and an up-to-date build never starts a worker.
  // The compiler proper (site assembly, Markdown pool) is imported only when needed: loading it
  // was a third of an up-to-date build.
  const pool = store?.exists() || (recordFile && existsSync(recordFile)) ? null : (await import('../precompile-markdown.js')).MarkdownPool.forJobs(o.jobs);
  let input: SiteInput;
  let key: string | null = null;
  let contentDirs: string[] = [];
  try {
    input = await loadSite(o.siteDir);
    // Before anything is written (the cache included): never an output that overlaps the sources.
    const siteDir = path.resolve(o.siteDir);
    contentDirs = contentRoots(input.config, (p) => existsSync(path.join(siteDir, p))).dirs;
    assertSafeOutputDir({ outDir, siteDir, contentDirs, force: o.force });
    if (recordFile) {
      key = buildKey(input, { siteDir: path.resolve(o.siteDir), outDir, graphOnly: o.graphOnly, continueOnError: o.continueOnError });
      const record = upToDateRecord(recordFile, key, outDir);
      if (record) {
        await pool?.close();
        printDiagnostics(record.diagnostics, o.verbose);
        const errors = record.diagnostics.filter((d) => d.level === 'error').length;
        summary(record.routes, `parsed 0 of ${record.cacheEntryCount} Markdown files, up to date (build record ${recordFile})`, errors);
        return record.exitCode;
      }
    }
  } catch (error) {
    await pool?.close();
    throw error;
  }

  const { graph, files, staged, parsedCount, cacheEntryCount } = await compileAndCache(o, store, input, pool);
  const errors = graph.diagnostics.filter((d) => d.level === 'error').length;
  const exitCode = errors ? 1 : 0;
  if (files) {
    await writeOutput(outDir, files, { siteDir: o.siteDir, contentDirs, force: o.force });
    if (recordFile && key !== null) {
      writeBuildRecord(recordFile, {
        version: BUILD_RECORD_VERSION,
        key,
        exitCode,
        diagnostics: [...graph.diagnostics],
        routes: graph.routesPaths.length,
        cacheEntryCount,
        files: recordOutputFiles(files),
      });
    }
  } else if (staged) {
    let built;
    try {
      const runtime = await loadRuntime();
      built = await runtime.buildSite({ graph, filesDir: staged.dir, outDir: o.outDir, siteDir: o.siteDir, contentDirs, force: o.force, jobs: o.jobs });
    } finally {
      staged.remove();
    }
    for (const w of built.warnings) process.stderr.write(`warning ${w}\n`);
    if (o.verbose) process.stdout.write(`Prerendered ${built.pages} pages (${JSON.stringify(built.timings)})\n`);
  }
  summary(graph.routesPaths.length, `parsed ${parsedCount} of ${cacheEntryCount} Markdown files${store ? `, cache ${store.file}` : ', cache off'}`, errors);
  return exitCode;
}

/**
 * Compiles the loaded site (the Markdown the cache lacks on every core, `pool` closed here), prints the
 * diagnostics and saves the parse cache. Returns only what writing the site needs, so the
 * compiled bodies, the site's texts and the cache are garbage during the bundle and the
 * prerender (the peak of a full build's memory): the files of a graph-only build, those of a
 * full build staged on disk (`stageFiles`), as they are not needed again until the end.
 */
async function compileAndCache(
  o: BuildCommandOptions,
  store: MarkdownCacheStore | null,
  input: SiteInput,
  pool: MarkdownPool | null,
): Promise<{ graph: CompileResult['graph']; files?: OutputFile[]; staged?: StagedFiles; parsedCount: number; cacheEntryCount: number }> {
  let result: CompileResult;
  let cacheSize: number;
  let parsedBefore: number;
  try {
    const [{ assembleSite, collectSiteContent }, { precompileMarkdown }] = await Promise.all([
      import('../../site-assembly.js'),
      import('../precompile-markdown.js'),
    ]);
    const cache = store?.load() ?? new Map();
    cacheSize = cache.size;
    // Plugins first (cheap), then the Markdown the cache lacks, then the rest.
    const collected = collectSiteContent(input, { fileMemo: store?.loadMemo() });
    const pre = await precompileMarkdown(collected.sources, input.config, cache, undefined, pool);
    parsedBefore = pre.parsed;
    for (const [key, value] of pre.results) cache.set(key, value);
    result = assembleSite(input, collected, { cache, continueOnError: o.continueOnError, compileMarkdown: pre.compileMarkdown ?? cacheHoldsEveryBody });
  } finally {
    await pool?.close();
  }
  printDiagnostics(result.graph.diagnostics, o.verbose);
  const { cacheEntries } = result.content;
  const parsedCount = result.content.parsedCount + parsedBefore;
  if (store && (parsedCount > 0 || cacheEntries.size !== cacheSize)) store.save(cacheEntries);
  const memo = result.content.fileMemo;
  if (store && memo?.changed) store.saveMemo(memo.entries);
  const files = [...result.files, ...(await readCopies(result.copies, o.siteDir)), outputMarkerFile()];
  const output = o.graphOnly ? { files } : { staged: stageFiles(o.outDir, files) };
  return { graph: result.graph, ...output, parsedCount, cacheEntryCount: cacheEntries.size };
}

/** The compiler of a build whose cache answered every body: never called. */
const cacheHoldsEveryBody: MarkdownCompiler = (args) => {
  throw new Error(`Internal error: ${args.file} missed the Markdown cache after pre-compilation`);
};
