import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite, type SiteInput } from '../content/index.js';
import { localizeSiteInput } from '../i18n/localize-site.js';
import { loadConfig } from '../content/load-config.js';
import { contentRoots } from '../content/content-roots.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { buildKey, BUILD_RECORD_VERSION, recordOutputFiles, upToDateRecord, writeBuildRecord, type BuildRecord } from '../engine/build-memo.js';
import { MarkdownCacheStore } from '../engine/markdown-cache-store.js';
import { envCount } from '../engine/env-count.js';
import { TreeSpill } from '../engine/tree-spill.js';
// Types only: the Markdown compiler loads when a build needs it (an up-to-date build never does).
import type { MarkdownCompiler, MarkdownPool } from '../engine/precompile-markdown.js';
import type { SiteGraph } from '../graph/index.js';
import { loadRuntime, type RuntimeApi } from '../cli/load-runtime.js';
import { fetchedByReadersOf } from '../output/reader-files.js';
import { SEARCH_SHARD_MIN_RECORDS } from '../search/search-indices.js';
import { memoryTextFiles, outputMarkerFile, readCopies, replaceOutputWithStaged, stageFiles, writeOutput, type OutputFile, type StagedFiles, type TextFileSink } from '../output/index.js';
import { assertSafeOutputDir, type OutputOptionNames } from '../safety/index.js';
import { API_OUTPUT_OPTIONS } from './api-output-options.js';
import type { AssembledContent, finishSiteGraph } from '../site-assembly.js';

/** A stage of {@link build}, reported through `onProgress` when it ends. */
export interface BuildProgress {
  /** `load` (read the site), `plugins` (docs, blog, pages data), `markdown` (bodies the cache lacked, on every core), `assemble` (routes, links, graph), `write` (graph-only output), `render` (bundle and prerender through the runtime). */
  stage: 'load' | 'plugins' | 'markdown' | 'assemble' | 'write' | 'render';
  /** Milliseconds since `build` was called. */
  elapsedMs: number;
  /** Markdown bodies compiled in this stage (`markdown` only). */
  parsed?: number;
  /** How many of them the main thread compiled (`markdown` only; the rest: worker threads). */
  parsedOnMainThread?: number;
}

/** Options of {@link build}. */
export interface BuildOptions {
  /** Output folder (default `dist`, relative to the working directory). */
  outDir?: string;
  /** Write graph.json, chunks, feeds and assets only: no client bundle, no prerendered HTML (needs no `@sitegraph/runtime`). */
  graphOnly?: boolean;
  /**
   * Read and write the parse cache in `.sitegraph/cache/` of the working directory (default
   * true). With it, a graph-only build whose input and options are byte-identical to the last
   * one recorded there, and whose output folder still holds exactly what that build wrote, is
   * skipped: nothing is compiled or written and the result says `upToDate`.
   */
  cache?: boolean;
  /**
   * Write what compiles even when some files fail; their errors are in `diagnostics` (see
   * `compile`'s `continueOnError`). In a full build, a page whose prerender throws is written to
   * render in the browser and its error (`prerender/site-code` or `prerender/page-failed`) joins them.
   */
  continueOnError?: boolean;
  /**
   * Also write `search/records.json` in a full build (the CLI's `--search-records`): every
   * DocSearch record, for `search push` of the built folder or another engine's import (≈ 110 MB
   * at 5,000 docs; the browser never reads it). Graph-only builds always write it.
   */
  searchRecords?: boolean;
  /** Replace a non-empty output folder that sitegraph did not write (the CLI's `--force`). */
  force?: boolean;
  /**
   * Threads the build may use (the CLI's `--jobs`): the main thread and `jobs - 1` Markdown
   * workers (`jobs` workers, the main thread only taking their answers in, for 1,000 bodies or
   * more: `MAIN_THREAD_MAX_JOBS`; the main thread alone below 64 bodies, and below 1,000 when
   * `jobs` is 2: `markdownThreads`), then `jobs` prerender workers for a site of 1,000 pages or
   * more (1: the main thread alone). Default: the machine's available parallelism (at most 8).
   */
  jobs?: number;
  /**
   * The locales to build (the CLI's repeatable `--locale`), each one of `i18n.locales`; default
   * every locale, as `docusaurus build` does. The default locale goes to `outDir`, another to
   * `outDir/<locale>/` (served at `baseUrl<locale>/`), each a whole site of its own (graph,
   * bundle, pages, sitemap, search index).
   */
  locales?: readonly string[];
  /** Called at the end of each stage, in order. */
  onProgress?: (progress: BuildProgress) => void;
  /**
   * A full garbage collection (V8's `gc`: the CLI exposes it), called where most of the heap has
   * just become garbage: after the Markdown stage, after the compile (before the graph's
   * canonical copy is made), after the runtime's data plan, after bundling from scratch. V8 sets the heap's next limit from
   * the live size at its last full collection, so without these the limit carried over from a
   * stage's peak and the heap filled with garbage up to it (a 15,000-doc full build peaked at
   * 793 MiB during the prerender; with them, 580 MiB, in the Markdown stage). Omitted: V8
   * collects when it decides.
   */
  collectGarbage?: () => void;
  /** Called with the build's diagnostics once the graph is compiled, before anything is written (the CLI prints them there). */
  onDiagnostics?: (diagnostics: readonly Diagnostic[]) => void;
}

/** What {@link build} returns. */
export interface BuildResult {
  /** The compiled graph; absent only when the build was skipped as {@link BuildResult.upToDate}. */
  graph?: SiteGraph;
  /** Every diagnostic of the build (errors only with `continueOnError`), recorded ones when up to date. */
  diagnostics: Diagnostic[];
  /** Route paths of the graph (`graph.routesPaths.length`). */
  routes: number;
  /** The absolute output folder. */
  outDir: string;
  /** Prerendered HTML pages (0 for a graph-only build). */
  pages: number;
  /** Runtime warnings of a full build (missing components, …). */
  warnings: string[];
  /** Milliseconds of the runtime's steps by name (full builds). */
  timings: Record<string, number>;
  /** True when a graph-only build was found up to date and skipped. */
  upToDate: boolean;
  /** Markdown bodies compiled by this build (0 when the parse cache held them all). */
  parsed: number;
  /** Compiled bodies the parse cache holds after the build. */
  cacheEntries: number;
  /** The parse cache file, or null with `cache: false`. */
  cacheFile: string | null;
  /** The build record consulted for the up-to-date skip, or null (full builds, `cache: false`, sites of several locales). */
  recordFile: string | null;
  /**
   * Each locale built, in build order (the default locale first), for a site of several locales
   * or a build given `locales`; the other fields sum them (`pages`, `routes`, `parsed`,
   * `diagnostics`) or are the first locale's (`graph`, `outDir`).
   */
  locales?: BuiltLocale[];
}

/** One locale of a {@link BuildResult}. */
export interface BuiltLocale {
  locale: string;
  /** The absolute output folder of the locale (`outDir`, or `outDir/<locale>`). */
  outDir: string;
  /** Prerendered HTML pages of the locale. */
  pages: number;
  /** Route paths of the locale's graph. */
  routes: number;
}

/**
 * The CLI's `sitegraph build` as a function, printing nothing: loads the site, checks the output
 * folder (never the sources), compiles the Markdown the parse cache lacks on worker threads (one
 * per free core), assembles and checks the graph, then writes the graph-only output or hands
 * the graph to `@sitegraph/runtime`, which bundles the client and prerenders every route.
 *
 * @param siteDir the site folder
 * @throws UserError `output/overlaps-sources` or `output/not-sitegraph-output` before anything is
 *   written (see SECURITY.md); CompileError with every error found (nothing written) unless
 *   `continueOnError`; UserError `cli/runtime-missing` when the runtime cannot be loaded for a full build
 */
export async function build(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  return buildNaming(siteDir, options, API_OUTPUT_OPTIONS);
}

/**
 * {@link build}, with the output folder's refusals naming the caller's options as `optionNames`
 * says (the CLI passes none: its flags `--out` and `--force`).
 */
export async function buildNaming(siteDir: string, options: BuildOptions, optionNames?: OutputOptionNames): Promise<BuildResult> {
  const outDir = path.resolve(options.outDir ?? 'dist');
  const asked = options.locales && options.locales.length > 0 ? [...new Set(options.locales)] : undefined;
  // Without `locales`, the default locale's build reads the config, which lists the others.
  let firstTarget: { locale: string; outDir: string } | undefined;
  if (asked) {
    const { config } = await loadConfig(path.resolve(siteDir));
    const locale = asked.includes(config.i18n.defaultLocale) ? config.i18n.defaultLocale : asked[0]!;
    firstTarget = { locale, outDir: locale === config.i18n.defaultLocale ? outDir : path.join(outDir, locale) };
  }
  const first = await buildLocale(siteDir, options, optionNames, firstTarget);
  const site = first.graph?.site;
  if (!site || (site.locales.length <= 1 && !asked)) return first;
  const order = (asked ?? site.locales).slice().sort((a, b) => Number(b === site.defaultLocale) - Number(a === site.defaultLocale));
  // The default locale's build replaces the whole output folder: it goes first.
  const results: { locale: string; result: BuildResult }[] = [{ locale: site.currentLocale, result: first }];
  const dirOf = (locale: string): string => (locale === site.defaultLocale ? outDir : path.join(outDir, locale));
  for (const locale of order) {
    if (results.some((r) => r.locale === locale)) continue;
    results.push({ locale, result: await buildLocale(siteDir, options, optionNames, { locale, outDir: dirOf(locale) }) });
  }
  const head = results[0]!.result;
  const sum = (f: (r: BuildResult) => number): number => results.reduce((n, r) => n + f(r.result), 0);
  return {
    ...head,
    outDir,
    diagnostics: results.flatMap((r) => r.result.diagnostics),
    pages: sum((r) => r.pages),
    routes: sum((r) => r.routes),
    parsed: sum((r) => r.parsed),
    // Each once: a site-wide warning (a swizzled component) comes from every locale's build.
    warnings: [...new Set(results.flatMap((r) => r.result.warnings))],
    locales: results.map(({ locale, result }) => ({ locale, outDir: result.outDir, pages: result.pages, routes: result.routes })),
  };
}

/**
 * One locale's build: {@link buildNaming} for the locale `target.locale` written to
 * `target.outDir` (`localizeSiteInput`), or, without `target`, the default locale to the
 * options' `outDir`, localized when the site has several locales.
 */
async function buildLocale(siteDir: string, options: BuildOptions, optionNames: OutputOptionNames | undefined, target: { locale: string; outDir: string } | undefined): Promise<BuildResult> {
  if (target) options = { ...options, outDir: target.outDir };
  const started = performance.now();
  const report = (stage: BuildProgress['stage'], extra: Partial<BuildProgress> = {}): void =>
    options.onProgress?.({ stage, elapsedMs: performance.now() - started, ...extra });
  const outDir = path.resolve(options.outDir ?? 'dist');
  const store = options.cache === false ? null : MarkdownCacheStore.forSite(siteDir);
  // The full build bundles and prerenders through the runtime, which the record does not cover.
  const recordFile = options.graphOnly && store ? store.buildRecordFile : null;
  const base = { outDir, pages: 0, warnings: [], timings: {}, cacheFile: store?.file ?? null, recordFile };

  const loaded = await loadAndCompile(siteDir, outDir, store, recordFile, options, report, optionNames, target?.locale);
  if ('record' in loaded) {
    const { record } = loaded;
    options.onDiagnostics?.(record.diagnostics);
    return { ...base, diagnostics: record.diagnostics, routes: record.routes, upToDate: true, parsed: 0, cacheEntries: record.cacheEntryCount };
  }
  const { compiled, key, contentDirs } = loaded;
  // The site's texts, the compiled bodies and the assembly's values are garbage now: the
  // canonical copy of the graph is made without them.
  options.collectGarbage?.();
  const { staged } = compiled;
  const graphFiles: OutputFile[] = [];
  let graph: SiteGraph;
  try {
    graph = compiled.finishGraph(staged ? staged.open() : memoryTextFiles(graphFiles)());
  } catch (error) {
    staged?.remove();
    throw error;
  }
  report('assemble');
  const files = compiled.files && [...graphFiles, ...compiled.files];
  options.onDiagnostics?.(graph.diagnostics);
  const diagnostics = [...graph.diagnostics];
  const done = { ...base, graph, diagnostics, routes: graph.routesPaths.length, upToDate: false, parsed: compiled.parsed, cacheEntries: compiled.cacheEntries };
  if (files) {
    await writeOutput(outDir, files, { siteDir, contentDirs, force: options.force, optionNames });
    if (recordFile && key !== null) {
      writeBuildRecord(recordFile, {
        version: BUILD_RECORD_VERSION,
        key,
        exitCode: diagnostics.some((d) => d.level === 'error') ? 1 : 0,
        diagnostics,
        routes: graph.routesPaths.length,
        cacheEntryCount: compiled.cacheEntries,
        files: recordOutputFiles(files),
      });
    }
    report('write');
    return done;
  }
  if (options.graphOnly) {
    // A large graph-only build: its files are all staged; one swap puts them in place (no build
    // record: it would have to read the files back to hash them).
    try {
      replaceOutputWithStaged(outDir, staged!, { siteDir, contentDirs, force: options.force, optionNames });
    } finally {
      staged!.remove();
    }
    report('write');
    return done;
  }
  let built: Awaited<ReturnType<RuntimeApi['buildSite']>>;
  try {
    const runtime = await loadRuntime();
    built = await runtime.buildSite({
      graph,
      filesDir: staged!.dir,
      outDir,
      siteDir,
      contentDirs,
      force: options.force,
      jobs: options.jobs,
      precompress: fetchedByReadersOf(graph),
      collectGarbage: options.collectGarbage,
      continueOnError: options.continueOnError,
    });
  } finally {
    staged!.remove();
  }
  report('render');
  // Pages whose prerender failed (continueOnError): reported as the graph's diagnostics are.
  const prerenderErrors = built.diagnostics ?? [];
  if (prerenderErrors.length) options.onDiagnostics?.(prerenderErrors);
  return { ...done, diagnostics: [...diagnostics, ...prerenderErrors], pages: built.pages, warnings: built.warnings, timings: built.timings };
}

/** What {@link compileAndCache} returns: the graph to finish, and its other files in memory or staged on disk. */
interface Compiled {
  /** Makes the canonical graph and writes `graph.json` to the sink (once: see {@link graphFinisher}). */
  finishGraph: (sink: TextFileSink) => SiteGraph;
  /** Every file but `graph.json`. */
  files?: OutputFile[];
  staged?: StagedFiles;
  parsed: number;
  cacheEntries: number;
}

/**
 * Loads the site, checks the output folder, then (unless the build record finds the output up
 * to date) compiles it: {@link build}'s first half. A function of its own so that the loaded
 * site (every file's text: ≈ 250 MB at 50,000 docs) is garbage once it returns: an async
 * function's suspended frame keeps every local it has, and `build` awaits the whole render.
 */
async function loadAndCompile(
  siteDir: string,
  outDir: string,
  store: MarkdownCacheStore | null,
  recordFile: string | null,
  options: BuildOptions,
  report: (stage: BuildProgress['stage'], extra?: Partial<BuildProgress>) => void,
  optionNames: OutputOptionNames | undefined,
  locale: string | undefined,
): Promise<{ record: BuildRecord } | { compiled: Compiled; key: string | null; contentDirs: string[] }> {
  // Without a cache every body will be parsed: start the workers once the site is loaded (their
  // number depends on its Markdown files), so that their module loading overlaps collecting the
  // content. An up-to-date build never starts a worker.
  const poolWanted = !(store?.exists() || (recordFile && existsSync(recordFile)));
  let pool: MarkdownPool | null = null;
  let input: SiteInput;
  let key: string | null = null;
  let contentDirs: string[];
  try {
    input = await loadSite(siteDir);
    // A site of several locales builds each one localized (the default one too: its i18n/ folder).
    const localized = locale !== undefined || input.config.i18n.locales.length > 1;
    if (localized) input = localizeSiteInput(input, locale ?? input.config.i18n.defaultLocale);
    // The build record is the site's, not a locale's.
    if (localized) recordFile = null;
    if (poolWanted) pool = (await import('../engine/precompile-markdown.js')).MarkdownPool.forJobs(markdownFileCount(input), options.jobs);
    // Before anything is written (the cache included): never an output that overlaps the sources.
    contentDirs = contentRoots(input.config, (p) => existsSync(path.join(siteDir, p))).dirs;
    assertSafeOutputDir({ outDir, siteDir: path.resolve(siteDir), contentDirs, force: options.force, optionNames });
    report('load');
    if (recordFile) {
      key = buildKey(input, { siteDir: path.resolve(siteDir), outDir, graphOnly: true, continueOnError: options.continueOnError ?? false, searchShardMinRecords: searchShardMinRecords() });
      const record = upToDateRecord(recordFile, key, outDir);
      if (record) {
        await pool?.close();
        return { record };
      }
    }
  } catch (error) {
    await pool?.close();
    throw error;
  }
  return { compiled: await compileAndCache(siteDir, input, store, pool, options, report), key, contentDirs };
}

/**
 * Compiles the loaded site (the Markdown the cache lacks on every core; `pool` is closed here)
 * and saves the parse cache. Returns only what writing the site needs, so that the compiled
 * bodies, the site's texts and the cache are garbage while the canonical graph is made and
 * during the bundle and the prerender: the files of a graph-only build, or those of a full build
 * staged on disk (`stageFiles`), as they are not needed again until the end.
 */
async function compileAndCache(
  siteDir: string,
  input: SiteInput,
  store: MarkdownCacheStore | null,
  pool: MarkdownPool | null,
  options: BuildOptions,
  report: (stage: BuildProgress['stage'], extra?: Partial<BuildProgress>) => void,
): Promise<Compiled> {
  let result: AssembledContent;
  let finishSiteGraphOf: typeof finishSiteGraph;
  let cacheSize: number;
  // A full build stages its files beside the output as they are made: page chunks while the
  // bodies are rendered, so a large site's chunks are never all in memory.
  const outDir = path.resolve(options.outDir ?? 'dist');
  const text = textLength(input);
  const staged = options.graphOnly && text < streamGraphOnlyText() ? null : stageFiles(outDir);
  // A large site's compiled trees wait on disk between their uses (they are the largest part of
  // its compile), beside the output; a killed build's file goes with `recoverInterruptedSwap`.
  const spill = text < spillTreesText() ? undefined : TreeSpill.create(`${outDir}.trees-tmp-${process.pid}`);
  let parsedBefore: number;
  try {
    // The compiler proper is imported only when needed: loading it was a third of an up-to-date build.
    const [{ assembleSiteContent, collectSiteContent, finishSiteGraph }, { precompileMarkdown, workersForJobs }] = await Promise.all([
      import('../site-assembly.js'),
      import('../engine/precompile-markdown.js'),
    ]);
    finishSiteGraphOf = finishSiteGraph;
    const cache = store?.load(spill) ?? new Map();
    cacheSize = cache.size;
    // Plugins first (cheap), then the Markdown the cache lacks, then the rest.
    const collected = collectSiteContent(input, { fileMemo: store?.loadMemo(), continueOnError: options.continueOnError });
    report('plugins');
    const pre = await precompileMarkdown(collected.sources, input.config, cache, workersForJobs(options.jobs), pool, undefined, spill);
    parsedBefore = pre.parsed;
    for (const [k, value] of pre.results) cache.set(k, value);
    report('markdown', { parsed: pre.parsed, parsedOnMainThread: pre.onMainThread });
    // The workers' messages and the trees' texts are garbage now.
    options.collectGarbage?.();
    result = assembleSiteContent(input, collected, {
      cache,
      continueOnError: options.continueOnError,
      searchShardMinRecords: searchShardMinRecords(),
      searchRecordsFile: options.graphOnly === true || options.searchRecords === true,
      spill,
      compileMarkdown: pre.compileMarkdown ?? cacheHoldsEveryBody,
      ...(staged ? { emit: { file: (file: OutputFile) => staged.write([file]), open: staged.open } } : {}),
    });
  } catch (error) {
    staged?.remove();
    spill?.close();
    throw error;
  } finally {
    await pool?.close();
  }
  try {
    const { cacheEntries } = result.content;
    const parsed = result.content.parsedCount + parsedBefore;
    if (store && (parsed > 0 || cacheEntries.size !== cacheSize)) store.save(cacheEntries);
    const memo = result.content.fileMemo;
    if (store && memo?.changed) store.saveMemo(memo.entries);
    const files = [...result.files, ...(await readCopies(result.copies, siteDir)), outputMarkerFile()];
    const finishGraph = graphFinisher(result.graphObject, finishSiteGraphOf);
    if (!staged) return { finishGraph, files, parsed, cacheEntries: cacheEntries.size };
    staged.write(files);
    return { finishGraph, staged, parsed, cacheEntries: cacheEntries.size };
  } catch (error) {
    staged?.remove();
    throw error;
  } finally {
    spill?.close();
  }
}

/**
 * {@link finishSiteGraph} of `graphObject`, callable once: it lets go of the object, so that only
 * the canonical graph outlives the call (a closure of its own: one made in `compileAndCache`
 * would share that function's context, and with it the site's texts).
 */
function graphFinisher(graphObject: SiteGraph, finish: typeof finishSiteGraph): (sink: TextFileSink) => SiteGraph {
  let held: SiteGraph | null = graphObject;
  return (sink) => {
    const object = held;
    if (!object) throw new Error('Internal error: the graph was finished twice');
    held = null;
    return finish(object, sink);
  };
}

/**
 * Graph-only builds of sites with at least this much text (UTF-16 code units of the loaded
 * files) stage their chunks and search files on disk as full builds do, and replace the output
 * folder in one swap: held in memory, the files of a 50,000-doc site (about 2.7 GB of text)
 * exhausted V8's heap. Smaller sites keep `writeOutput`, which rewrites only what changed and
 * records the output for the up-to-date check.
 */
const STREAM_GRAPH_ONLY_TEXT = 32 * 2 ** 20;

/**
 * Sites with less text than this (UTF-16 code units of every loaded file, ≈ 1,500 docs of the
 * bench tree) keep their compiled trees in memory as text instead of in a spill file
 * ({@link TreeSpill}): the trees' text is about 8 times the Markdown's, so at most ≈ 64 MB here.
 * Writing and reading it back cost the 600-doc graph-only build about 70 ms of its 4.7 s (median
 * of five alternating runs each) for 17 MB less peak RSS; its full build's peak is the same.
 */
const SPILL_TREES_TEXT = 8 * 2 ** 20;

/** {@link SPILL_TREES_TEXT}, or `SITEGRAPH_SPILL_TREES_TEXT` when set (tests: 0 spills every build's trees). */
function spillTreesText(): number {
  return envCount('SITEGRAPH_SPILL_TREES_TEXT', SPILL_TREES_TEXT);
}

/** {@link STREAM_GRAPH_ONLY_TEXT}, or `SITEGRAPH_STREAM_GRAPH_ONLY_TEXT` when set (tests: 0 streams every graph-only build). */
function streamGraphOnlyText(): number {
  return envCount('SITEGRAPH_STREAM_GRAPH_ONLY_TEXT', STREAM_GRAPH_ONLY_TEXT);
}

/**
 * `SITEGRAPH_SEARCH_SHARD_MIN_RECORDS` when set (tests shard the small fixtures' index parts),
 * else `SEARCH_SHARD_MIN_RECORDS`: parts of the search index with at least this many records are
 * also written as term shards.
 */
function searchShardMinRecords(): number {
  return envCount('SITEGRAPH_SEARCH_SHARD_MIN_RECORDS', SEARCH_SHARD_MIN_RECORDS);
}

/** Total length of the loaded text files. */
function textLength(input: SiteInput): number {
  let total = 0;
  for (const text of input.files.values()) total += text.length;
  return total;
}

/** Markdown and MDX files among the loaded site's text files: the bodies a build without a cache compiles, at most. */
function markdownFileCount(input: SiteInput): number {
  let count = 0;
  for (const file of input.files.keys()) if (file.endsWith('.md') || file.endsWith('.mdx')) count++;
  return count;
}

/** The compiler of a build whose cache answered every body: never called. */
const cacheHoldsEveryBody: MarkdownCompiler = (args) => {
  throw new Error(`Internal error: ${args.file} missed the Markdown cache after pre-compilation`);
};
