import path from 'node:path';
import { loadSite } from '../../content/index.js';
import { readCopies, writeOutput, type OutputFile } from '../../output/index.js';
import { assembleSite, collectSiteContent, type CompileResult } from '../../site-assembly.js';
import { loadRuntime } from '../load-runtime.js';
import { MarkdownCacheStore } from '../markdown-cache-store.js';
import { MarkdownPool, precompileMarkdown, type MarkdownCompiler } from '../precompile-markdown.js';
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
}

/**
 * `sitegraph build [siteDir] [--out dist] [--graph-only]`: load, compile, then either write
 * `graph.json`, the page chunks and the feeds (`--graph-only`), or hand them to the runtime,
 * which bundles the client, prerenders every route and writes the whole site. Returns the process exit code; compile errors throw
 * CompileError (nothing written) unless `continueOnError`, which writes the rest and returns 1.
 */
export async function buildCommand(o: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const store = o.cache ? MarkdownCacheStore.forSite(o.siteDir) : null;
  const { graph, files, parsedCount, cacheEntryCount } = await compileAndCache(o, store);
  if (o.graphOnly) {
    await writeOutput(o.outDir, files);
  } else {
    const runtime = await loadRuntime();
    const built = await runtime.buildSite({ graph, files, outDir: o.outDir, siteDir: o.siteDir });
    for (const w of built.warnings) process.stderr.write(`warning ${w}\n`);
    if (o.verbose) process.stdout.write(`Prerendered ${built.pages} pages (${JSON.stringify(built.timings)})\n`);
  }
  const ms = Math.round(performance.now() - started);
  const errors = graph.diagnostics.filter((d) => d.level === 'error').length;
  process.stdout.write(
    `Compiled ${graph.routesPaths.length} routes to ${path.relative(process.cwd(), path.resolve(o.outDir)) || '.'} in ${ms} ms` +
      (o.verbose ? ` (parsed ${parsedCount} of ${cacheEntryCount} Markdown files${store ? `, cache ${store.file}` : ', cache off'})` : '') +
      (errors ? `; ${errors} file error(s) skipped` : '') +
      '\n',
  );
  return errors ? 1 : 0;
}

/**
 * Loads and compiles the site (the Markdown the cache lacks on every core), prints the
 * diagnostics and saves the parse cache. Returns only what writing the site needs, so the
 * compiled bodies, the site's texts and the cache are garbage during the bundle and the
 * prerender (the peak of a full build's memory).
 */
async function compileAndCache(
  o: BuildCommandOptions,
  store: MarkdownCacheStore | null,
): Promise<{ graph: CompileResult['graph']; files: OutputFile[]; parsedCount: number; cacheEntryCount: number }> {
  // Without a cache every body will be parsed: start the workers now, so that their module
  // loading overlaps loading the site. With one, most builds parse nothing and need none.
  const pool = store?.exists() ? null : MarkdownPool.start();
  let result: CompileResult;
  let cacheSize: number;
  let parsedBefore: number;
  try {
    const input = await loadSite(o.siteDir);
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
  const files = [...result.files, ...(await readCopies(result.copies, o.siteDir))];
  return { graph: result.graph, files, parsedCount, cacheEntryCount: cacheEntries.size };
}

/** The compiler of a build whose cache answered every body: never called. */
const cacheHoldsEveryBody: MarkdownCompiler = (args) => {
  throw new Error(`Internal error: ${args.file} missed the Markdown cache after pre-compilation`);
};
