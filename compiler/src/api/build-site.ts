import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../content/index.js';
import { contentRoots } from '../content/content-roots.js';
import { assertSafeOutputDir } from '../safety/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { SiteGraph } from '../graph/index.js';
import { loadRuntime } from '../cli/load-runtime.js';
import { MarkdownCacheStore } from '../cli/markdown-cache-store.js';
import { precompileMarkdown, workersForJobs, type MarkdownCompiler } from '../cli/precompile-markdown.js';
import { assembleSite, collectSiteContent } from '../site-assembly.js';
import { publicResult } from './compile-site.js';
import { writeSite } from './write-site.js';

/** A stage of {@link build}, reported through `onProgress` when it ends. */
export interface BuildProgress {
  /** `load` (read the site), `plugins` (docs, blog, pages data), `markdown` (bodies the cache lacked, on every core), `assemble` (routes, links, graph), `write` (graph-only output), `render` (bundle and prerender through the runtime). */
  stage: 'load' | 'plugins' | 'markdown' | 'assemble' | 'write' | 'render';
  /** Milliseconds since `build` was called. */
  elapsedMs: number;
  /** Markdown bodies compiled in this stage (`markdown` only). */
  parsed?: number;
}

/** Options of {@link build}. */
export interface BuildOptions {
  /** Output folder (default `dist`, relative to the working directory). */
  outDir?: string;
  /** Write graph.json, chunks, feeds and assets only: no client bundle, no prerendered HTML (needs no `@sitegraph/runtime`). */
  graphOnly?: boolean;
  /** Read and write the parse cache in `.sitegraph/cache/` of the working directory (default true). */
  cache?: boolean;
  /** Write what compiles even when some files fail; their errors are in `diagnostics`. */
  continueOnError?: boolean;
  /** Replace a non-empty output folder that sitegraph did not write (the CLI's `--force`). */
  force?: boolean;
  /**
   * Threads the build may use (the CLI's `--jobs`): the main thread and `jobs - 1` Markdown
   * workers, then `jobs` prerender workers for a site of 1,000 pages or more (1: the main
   * thread alone). Default: the machine's available parallelism, less the cores other processes keep busy.
   */
  jobs?: number;
  /** Called at the end of each stage, in order. */
  onProgress?: (progress: BuildProgress) => void;
}

/** What {@link build} returns. */
export interface BuildResult {
  graph: SiteGraph;
  /** Every diagnostic of the build (errors only with `continueOnError`). */
  diagnostics: Diagnostic[];
  /** The absolute output folder. */
  outDir: string;
  /** Prerendered HTML pages (0 for a graph-only build). */
  pages: number;
  /** Runtime warnings of a full build (missing components, …). */
  warnings: string[];
}

/**
 * The CLI's `sitegraph build` as a function, printing nothing: loads the site, compiles the
 * Markdown the parse cache lacks on worker threads (one per free core), assembles and checks
 * the graph, then writes the graph-only output or hands the graph to `@sitegraph/runtime`,
 * which bundles the client and prerenders every route.
 *
 * @param siteDir the site folder
 * @throws UserError `output/overlaps-sources` or `output/not-sitegraph-output` before anything is
 *   written (see SECURITY.md); CompileError with every error found (nothing written) unless `continueOnError`;
 *   Error when the runtime cannot be loaded for a full build
 */
export async function build(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const report = (stage: BuildProgress['stage'], extra: Partial<BuildProgress> = {}): void =>
    options.onProgress?.({ stage, elapsedMs: performance.now() - started, ...extra });
  const outDir = path.resolve(options.outDir ?? 'dist');
  const store = options.cache === false ? null : MarkdownCacheStore.forSite(siteDir);
  const input = await loadSite(siteDir);
  // Before anything is written (the cache included): never an output that overlaps the sources.
  const contentDirs = contentRoots(input.config, (p) => existsSync(path.join(siteDir, p))).dirs;
  assertSafeOutputDir({ outDir, siteDir: path.resolve(siteDir), contentDirs, force: options.force });
  report('load');
  const cache = store?.load() ?? new Map();
  const collected = collectSiteContent(input, { fileMemo: store?.loadMemo() });
  report('plugins');
  // Worker threads only for 64 bodies or more (precompileMarkdown): fewer compile faster here.
  const pre = await precompileMarkdown(collected.sources, input.config, cache, workersForJobs(options.jobs));
  for (const [key, value] of pre.results) cache.set(key, value);
  report('markdown', { parsed: pre.parsed });
  const internal = assembleSite(input, collected, {
    cache,
    continueOnError: options.continueOnError,
    compileMarkdown: pre.compileMarkdown ?? cacheHoldsEveryBody,
  });
  if (store && (pre.parsed + internal.content.parsedCount > 0 || internal.content.cacheEntries.size !== cache.size)) store.save(internal.content.cacheEntries);
  if (store && internal.content.fileMemo?.changed) store.saveMemo(internal.content.fileMemo.entries);
  report('assemble');
  const result = publicResult(internal);
  if (options.graphOnly) {
    await writeSite(result, outDir, { siteDir, contentDirs, force: options.force });
    report('write');
    return { graph: result.graph, diagnostics: result.diagnostics, outDir, pages: 0, warnings: [] };
  }
  const { readCopies } = await import('../output/index.js');
  const runtime = await loadRuntime();
  const built = await runtime.buildSite({ graph: result.graph, files: [...result.files, ...(await readCopies(result.copies, siteDir))], outDir, siteDir, contentDirs, force: options.force, jobs: options.jobs });
  report('render');
  return { graph: result.graph, diagnostics: result.diagnostics, outDir, pages: built.pages, warnings: built.warnings };
}

/** The compiler of a build whose cache answered every body: never called. */
const cacheHoldsEveryBody: MarkdownCompiler = (args) => {
  throw new Error(`Internal error: ${args.file} missed the Markdown cache after pre-compilation`);
};
