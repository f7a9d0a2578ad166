import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import {
  assertSafeOutputDir,
  copyTreeAsFiles,
  OUTPUT_MARKER,
  OUTPUT_MARKER_TEXT,
  recoverInterruptedSwap,
  removeStaleTemps,
  swapIntoPlace,
  trackTemp,
} from '@sitegraph/compiler/safety';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkRenderedLinks, CompileError, formatDiagnostic, type Diagnostic, type RenderedPageLinks } from '@sitegraph/compiler';
import { compressOutput, compressWorkerCount, OutputCompressor } from './compress-output.js';
import { textFilesOf } from './compress-file.js';
import { BundleCache, moduleRecorder } from './bundle-cache.js';
import { siteModuleCode } from './site-plugin.js';
import { mdxModuleCode } from './mdx-module-plugin.js';
import { prerenderFailureDiagnostic, sitePrerenderError } from './prerender-error.js';
import { swizzleWarnings } from './swizzle-warnings.js';
import { findSwizzled } from './theme-aliases.js';
import { siteCodeBuildError } from './site-code-error.js';
import type { PageRendererInput, RenderJob } from '../prerender/page-renderer.js';
import { prerenderWorkerCount, renderInWorkers } from './prerender-pool.js';
import type { PageChunk, SiteGraph } from '../data/graph-types.js';
import { planSiteData } from '../data/plan-site-data.js';
import { pageAssetKey, siteHeadTags } from '../prerender/html-template.js';
import { outputPath } from '../prerender/output-path.js';
import { prerenderFailed } from '../prerender/prerender-failed.js';
import { dataFilesOnDisk } from '../prerender/data-files.js';
import { htmlIsNoIndex } from '../prerender/robots-noindex.js';
import { sitemapXml } from '../prerender/sitemap.js';
import { clientEntry, runtimeSourceDir } from './runtime-paths.js';
import { assetResolver, type ViteManifest } from './vite-manifest.js';
import { feedLinks } from './feed-links.js';
import { analyticsHeadTags } from '../analytics/analytics-head-tags.js';
import { moveTreeInto } from './move-tree.js';
import { releaseBundlerMemory } from './bundler-memory.js';
import { bundlerVersions } from './bundler-versions.js';
import { copyPrebuiltClient, findPrebuiltBundles, ownBundlesReason, prebuiltDir } from './prebuilt-bundles.js';

/** A file of the compiler's output (`graph.json`, `chunks/<hash>.json`, feeds, …). */
export interface CompiledFile {
  path: string;
  content: string | Uint8Array;
}

/** Options of {@link buildSite}. */
export interface BuildSiteOptions {
  /** The compiled site graph. */
  graph: SiteGraph;
  /** The compiler's output files: written to `outDir` as they are; page chunks are read from here. */
  files?: readonly CompiledFile[];
  /** A folder holding `chunks/<hash>.json` (a `--graph-only` build), when `files` lacks them. */
  chunksDir?: string;
  /**
   * The compiler's output files staged in a folder instead of `files` (so that they are not held
   * in memory while bundling and prerendering): page chunks are read from there, and every file is
   * moved into the output (the folder is left with empty folders).
   */
  filesDir?: string;
  /** Output folder; replaced atomically when the build succeeds. */
  outDir: string;
  /** The site folder: its `src/pages` React pages, `src/sitegraph.client.*` and `static/` are used. */
  siteDir?: string;
  /** Year for the footer's `{year}` (default: the current year). */
  buildYear?: number;
  /** Progress messages. */
  log?: (message: string) => void;
  /**
   * Where client and server bundles of earlier builds are reused from (see `bundle-cache`);
   * default {@link BundleCache.default}, `null` to bundle every time.
   */
  bundleCache?: BundleCache | null;
  /** Content folders relative to `siteDir` the output may not overlap (the CLI passes the config's). */
  contentDirs?: readonly string[];
  /** Replace a non-empty output folder that sitegraph did not write. */
  force?: boolean;
  /**
   * Threads the build may use (the CLI's `--jobs`): a site of 1,000 pages or more is prerendered
   * in that many worker threads, 1 renders on the main thread (default: see `prerenderWorkerCount`).
   */
  jobs?: number;
  /** Worker threads for prerendering, whatever the site's size (overrides `jobs`; 1: none). */
  workers?: number;
  /**
   * Which text files get precompressed copies, by path relative to the site (default: all):
   * the compiler leaves out the files browsers never fetch (graph, page chunks, search records).
   */
  precompress?: (rel: string) => boolean;
  /**
   * A full garbage collection (V8's `gc`, which the CLI exposes), called once the data plan is
   * written: the plan's working values are garbage then, and a collection at that point makes V8
   * size the heap for the prerender from what the prerender keeps, not from the plan's peak;
   * called again after bundling from scratch (Vite's working values are garbage then).
   */
  collectGarbage?: () => void;
  /**
   * Keep going when a page's prerender throws: the page is written with an empty app root (the
   * browser renders it, and shows the same error in the page), and the error is in `diagnostics`
   * (`prerender/site-code` naming the site's file, else `prerender/page-failed`). Default false:
   * the first such error fails the build, as Docusaurus's does.
   */
  continueOnError?: boolean;
}

/** What {@link buildSite} did. */
export interface BuildSiteResult {
  outDir: string;
  /** Number of HTML pages written (404.html included). */
  pages: number;
  /** Data files written. */
  dataFiles: number;
  /** Problems that did not stop the build (missing content chunks, unknown docs, broken links the site's code renders under `onBrokenLinks: 'warn'`). */
  warnings: string[];
  /** Errors of pages whose prerender failed, each naming the page (only with `continueOnError`; otherwise the build throws). */
  diagnostics: Diagnostic[];
  /** Milliseconds spent per step. */
  timings: { plan: number; client: number; server: number; prerender: number; total: number };
  /** The client entry's script and its static imports (what every page loads). */
  entryFiles: string[];
  /**
   * Where the client and server bundles came from: the runtime package's `prebuilt` ones (a
   * site with no code of its own), the bundle cache (`cached`), or Vite (`bundled`).
   */
  bundles: 'prebuilt' | 'cached' | 'bundled';
}

/** Reads page chunks (`chunks/<hash>.json`) as JSON text: from the compiler's files, else `chunksDir`. */
function chunkTextReader(options: BuildSiteOptions): (hash: string) => string {
  const fromFiles = new Map<string, CompiledFile>();
  for (const f of options.files ?? []) if (f.path.startsWith('chunks/')) fromFiles.set(f.path, f);
  return (hash) => {
    const rel = `chunks/${hash}.json`;
    const f = fromFiles.get(rel);
    if (f) return typeof f.content === 'string' ? f.content : Buffer.from(f.content).toString('utf8');
    const dir = options.chunksDir ?? options.filesDir;
    if (dir) return readFileSync(path.join(dir, rel), 'utf8');
    throw new Error(`no file ${rel}`);
  };
}

/** The client build's manifest (`.vite/manifest.json` of its output folder). */
async function readManifest(outDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * Writes files synchronously: on a machine whose cores are busy rendering, the thread pool's
 * round trips for each asynchronous write cost the main thread more than the write itself.
 */
function syncWriter(root: string) {
  const dirs = new Set<string>();
  return (rel: string, content: string | Uint8Array): void => {
    const abs = path.resolve(root, rel);
    if (!abs.startsWith(root + path.sep)) throw new Error(`Output path escapes the output folder: ${rel}`);
    const dir = path.dirname(abs);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    writeFileSync(abs, content);
  };
}

/**
 * Builds the website of a compiled graph (DESIGN.md runtime; issue #5 "build"): bundles the
 * client with Vite (the theme plus the site's own modules, nothing per page), prerenders every
 * route to HTML with the same React tree the browser hydrates (files laid out by `trailingSlash`),
 * inlines each page's data, and writes `404.html`, `sitemap.xml`, the data files
 * (`assets/data/<id>.json`), the compiler's own files (graph, chunks, feeds) and `static/`.
 *
 * The output folder is checked before anything is written (never the sources, never a folder
 * sitegraph did not write unless `force`: `assertSafeOutputDir`), swapped in by rename-aside,
 * and every temporary folder is removed on success, on error and on SIGINT/SIGTERM; leftovers of
 * killed builds are cleaned up first.
 *
 * @throws UserError when `outDir` may not be replaced or `static/` links outside the site;
 *   CompileError with `links/broken-link` diagnostics when the site's code renders a broken link
 *   and `onBrokenLinks` is `throw` (see `checkRenderedLinks`);
 *   when bundling or rendering fails (e.g. a navbar item that cannot render); `outDir` is
 *   then left untouched
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const outDir = path.resolve(options.outDir);
  assertSafeOutputDir({ outDir: options.outDir, siteDir: options.siteDir, contentDirs: options.contentDirs ?? ['static'], force: options.force });
  recoverInterruptedSwap(outDir);
  removeStaleTemps(os.tmpdir(), /^sitegraph-ssr-(\d+)-\d+(?:-[0-9a-f]{8})?$/);
  const temp = `${outDir}.tmp-${process.pid}`;
  const dataTemp = `${outDir}.data-tmp-${process.pid}`;
  const untrack = [trackTemp(temp), trackTemp(dataTemp)];
  // The server bundle's folder: a fresh temporary one, or a cache entry (never removed here).
  let ssrDir: string | null = null;
  let ssrDirIsTemp = false;
  const makeSsrDir = async () => {
    // A random part: two builds of one process (the browser tests build sites side by side) may start in the same millisecond.
    const d = path.join(os.tmpdir(), `sitegraph-ssr-${process.pid}-${Date.now()}-${randomUUID().slice(0, 8)}`);
    if (!process.env.SITEGRAPH_KEEP_SSR) untrack.push(trackTemp(d));
    await mkdir(d, { recursive: true });
    ssrDirIsTemp = true;
    return d;
  };
  await rm(temp, { recursive: true, force: true });
  await rm(dataTemp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  // Vite and the React plugin pick the production JSX transform from NODE_ENV (test runners set it).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Vite's manifest (`.vite/`) is not published; of the rest, the files readers fetch get copies.
  const published = (rel: string) => !rel.startsWith('.vite/') && (options.precompress?.(rel) ?? true);
  // Stopped before `temp` is removed on a failure.
  let compressing: OutputCompressor | null = null;
  try {
    // Precompression runs in worker threads beside the main thread's plan and prerender: the
    // compiler's staged files that readers fetch (search parts, shards and blocks, feeds) from
    // now, where they are; the bundle's and data files once there, each page once written, the
    // rest of the folder at the end (at 5,000 docs, the time after the prerender went from
    // 3.1–4.5 s to 1.5 s when the staged files stopped waiting for the main thread there).
    const compressor = new OutputCompressor(temp, { include: published, workers: compressWorkerCount(options.jobs) });
    compressing = compressor;
    if (options.filesDir) for (const rel of textFilesOf(options.filesDir, published)) compressor.addFrom(options.filesDir, rel);
    // Data files are written as they are planned and read back when a page is rendered, so
    // neither their texts nor their values are all held at once (memory of large sites).
    // They go to a folder of their own until the client bundle is in `temp` (which the bundle
    // cache copies), then move to `assets/data`.
    mkdirSync(dataTemp, { recursive: true });
    const onDisk = dataFilesOnDisk(dataTemp);
    const readChunkText = chunkTextReader(options);
    const plan = planSiteData({
      graph: options.graph,
      readChunk: (hash) => JSON.parse(readChunkText(hash)) as PageChunk,
      buildYear: options.buildYear ?? new Date().getFullYear(),
      stream: {
        readChunkText,
        emit(id, text) {
          writeFileSync(path.join(dataTemp, `${id}.json`), text);
          return onDisk.file(id);
        },
      },
    });
    const tPlan = performance.now();
    options.collectGarbage?.();
    const base = plan.shell.site.baseUrl.endsWith('/') ? plan.shell.site.baseUrl : `${plan.shell.site.baseUrl}/`;
    const jsxPages = [...new Set(plan.pages.flatMap((p) => p.chain.map((r) => r.module).filter((m): m is string => !!m)))].sort();
    const root = runtimeSourceDir();
    const entry = clientEntry();

    // The bundles depend on the theme, the site's code and the dependencies, not on the content:
    // reuse those of an earlier build when every file they were made of is unchanged.
    const cache = options.bundleCache === undefined ? BundleCache.default() : options.bundleCache;
    const mdxModules = plan.mdxModules ?? new Map();
    const customCss = options.graph.site.customCss ?? [];
    // A site with no code of its own is served by the runtime package's prebuilt bundles (made
    // by its `npm run build`): no Vite, no bundle cache.
    const ownReason = process.env.SITEGRAPH_PREBUILT === '0' ? 'SITEGRAPH_PREBUILT=0' : ownBundlesReason({ siteDir: options.siteDir, base, jsxPages, mdxModules: [...mdxModules.keys()], customCss, clientModules: options.graph.site.clientModules, aliases: options.graph.site.aliases });
    const prebuilt = ownReason === null ? findPrebuiltBundles(prebuiltDir(options.graph.site.mermaid !== false)) : null;
    let bundles: BuildSiteResult['bundles'];
    let tClient = 0;
    if (prebuilt) {
      log('Using the prebuilt client and server bundles (the site has no code of its own)…');
      await copyPrebuiltClient(prebuilt.clientDir, temp, published);
      ssrDir = prebuilt.serverDir;
      bundles = 'prebuilt';
      tClient = performance.now();
    } else {
      if (ownReason === null) log('The prebuilt bundles are missing or out of date (run `npm run build` in the runtime package): bundling…');
      const virtualModules = [
        ...[false, true].map((ssr) => siteModuleCode({ siteDir: options.siteDir, pages: jsxPages, mdxModules: [...mdxModules.keys()], customCss, clientModules: options.graph.site.clientModules, ssr })),
        // Each page module's code: what its page imports is part of what the bundles are made of.
        ...(options.siteDir ? [...mdxModules].map(([source, module]) => mdxModuleCode(options.siteDir!, source, module)) : []),
      ];
      const key = cache ? await cache.key({ base, mode: 'production', siteDir: options.siteDir, pages: jsxPages, virtualModules, extra: { ...bundlerVersions(), mermaid: String(options.graph.site.mermaid), aliases: JSON.stringify(options.graph.site.aliases) } }) : '';
      const found = cache ? await cache.lookup(key) : null;
      const cached = found && (await cache!.copyClient(found, temp)) ? found : null;
      if (cached) {
        log('Reusing the client and server bundles of an earlier build…');
        ssrDir = cached.serverDir;
        bundles = 'cached';
        tClient = performance.now();
      } else {
        bundles = 'bundled';
        // Rolldown's allocator returns what the bundles freed before the prerender (bundler-memory).
        const restoreEnv = releaseBundlerMemory();
        const [{ bundleWithVite }, { viteBaseConfig }, { themeBuildError }] = await Promise.all([import('./vite-bundles.js'), import('./vite-config.js'), import('./theme-plugin.js')]).finally(restoreEnv);
        const common = viteBaseConfig({ siteDir: options.siteDir, pages: () => jsxPages, mdxModules: () => mdxModules, readChunkText, customCss, clientModules: options.graph.site.clientModules, aliases: options.graph.site.aliases, mermaid: options.graph.site.mermaid, base, mode: 'production' });
        const recorder = moduleRecorder();
        ssrDir = await makeSsrDir();
        await bundleWithVite({
          common,
          extraPlugins: [recorder.plugin],
          clientDir: temp,
          serverDir: ssrDir,
          log,
          // A theme import the site got wrong is the site's error, not sitegraph's.
          mapError: (error) => {
            const theme = themeBuildError(common.plugins, error);
            return theme === error ? siteCodeBuildError(error, options.siteDir) : theme;
          },
          onClientDone: () => {
            tClient = performance.now();
          },
        });
        // The bundle's copies are made once and kept with it in the cache; the best brotli
        // quality only for what every page loads (brotliQuality).
        const firstLoad = assetResolver(await readManifest(temp), { root, base, entry, siteDir: options.siteDir });
        await compressOutput(temp, { include: published, firstLoad: new Set([...firstLoad.entryFiles, ...firstLoad.entryStyles]) });
        if (cache) await cache.store(key, temp, ssrDir, recorder.ids);
        // Vite's and the plugins' working values are garbage now: one full collection before the
        // prerender, as after the plan (issue #36, bundling from scratch, alternating with the
        // commit before: 600-doc tree, 6 pairs, peak RSS of the process tree 300 [293–314] → 294
        // [290–296] MB, CPU the same within the noise; 5,000 docs, 2 pairs, CPU 73.1 and 71.3 s →
        // 65.4 and 65.5 s, 395 and 402 → 386 and 389 MB).
        options.collectGarbage?.();
      }
    }
    for (const rel of textFilesOf(temp, published)) {
      if (existsSync(path.join(temp, `${rel}.gz`))) compressor.adopt(rel);
      else compressor.add(rel);
    }
    const dataDir = path.join(temp, 'assets', 'data');
    await mkdir(path.dirname(dataDir), { recursive: true });
    await rename(dataTemp, dataDir);
    onDisk.moved(dataDir);
    for (const id of plan.files.keys()) compressor.add(`assets/data/${id}.json`);
    const manifest = await readManifest(temp);
    await rm(path.join(temp, '.vite'), { recursive: true, force: true });
    const assets = assetResolver(manifest, { root, base, entry, siteDir: options.siteDir });
    const tServer = performance.now();
    const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href)) as typeof import('../prerender/entry-server.js');

    const siteHead = siteHeadTags({ shell: plan.shell }, feedLinks(options.graph), [...analyticsHeadTags(options.graph.site.analytics), ...options.graph.site.headTags]);
    const assetChains = new Map([...plan.pages, plan.notFound].map((p) => [pageAssetKey(p.chain), p.chain] as const));
    const rendererInput: PageRendererInput = {
      shell: plan.shell,
      siteHeadHtml: siteHead.html,
      assetsByModule: { '': assets.forChain([]), ...Object.fromEntries([...assetChains].map(([key, chain]) => [key, assets.forChain(chain)])) },
    };
    const trailingSlash = plan.shell.site.trailingSlash;
    const jobs: RenderJob[] = [
      ...plan.pages.map((p) => ({ path: p.path, chain: p.chain, out: outputPath(p.path, trailingSlash, base) })),
      { path: plan.notFound.path, chain: plan.notFound.chain, out: '404.html' },
    ];
    const workers = options.workers ?? prerenderWorkerCount(jobs.length, options.jobs);
    log(`Prerendering ${jobs.length} pages${workers > 1 ? ` in ${workers} workers` : ''}…`);
    const out = new Map<string, string | Uint8Array>();
    for (const f of options.files ?? []) out.set(f.path, f.content);
    // Pages whose rendered head says noindex (e.g. `<Layout noIndex>`) stay out of the sitemap too.
    const noIndexPaths = new Set<string>();
    // Links the site's own code rendered (React pages, components MDX imports): only rendering finds them.
    const renderedLinks: RenderedPageLinks[] = [];
    // Pages whose prerender failed, kept with `continueOnError`.
    const prerenderErrors: Diagnostic[] = [];
    if (workers > 1) {
      const serverDir = ssrDir;
      const rendered = await renderInWorkers(path.join(ssrDir, 'render-worker.mjs'), { ...rendererInput, dataDir, fileIds: [...plan.files.keys()] }, jobs, temp, workers, options.continueOnError).catch((error: unknown) => {
        throw sitePrerenderError(error, (error as { page?: string }).page ?? '', options.siteDir, serverDir);
      });
      for (const p of rendered.noIndex) noIndexPaths.add(p);
      renderedLinks.push(...rendered.links);
      for (const f of rendered.failures) {
        const thrown = Object.assign(new Error(f.message), { stack: f.stack });
        prerenderErrors.push(prerenderFailureDiagnostic(sitePrerenderError(prerenderFailed(f.page, thrown), f.page, options.siteDir, serverDir)));
      }
    } else {
      // Render and write page by page: memory stays flat however large the site is.
      const render = server.createPageRenderer({ ...rendererInput, files: plan.files }, server.renderPage, (path, links) => renderedLinks.push({ path, links }));
      const writePage = syncWriter(temp);
      for (const job of jobs) {
        let html: string;
        try {
          html = render(job);
        } catch (error) {
          const failure = sitePrerenderError(prerenderFailed(job.path, error), job.path, options.siteDir, ssrDir);
          if (!options.continueOnError) throw failure;
          prerenderErrors.push(prerenderFailureDiagnostic(failure));
          html = render(job, true);
        }
        if (htmlIsNoIndex(html)) noIndexPaths.add(job.path);
        writePage(job.out, html);
        compressor.add(job.out);
      }
    }
    const linkDiagnostics = checkRenderedLinks(options.graph, renderedLinks);
    const linkErrors = linkDiagnostics.filter((d) => d.level === 'error');
    // As Docusaurus fails a build on them (`onBrokenLinks: 'throw'`), before anything is swapped in.
    if (linkErrors.length) throw new CompileError(linkErrors);
    out.set('sitemap.xml', sitemapXml(plan.shell.site.url, plan.pages.filter((p) => !p.noIndex && !noIndexPaths.has(p.path)).map((p) => p.path)));
    const tPrerender = performance.now();

    // Files written over ones already handed to the compressor get their copies made again.
    const rewritten = (abs: string) => compressor.rewritten(path.relative(temp, abs).split(path.sep).join('/'));
    if (options.filesDir) {
      // The staged files' copies are made where they are: all of them before the folder moves.
      await compressor.drain();
      moveTreeInto(options.filesDir, temp, rewritten);
    }
    const write = syncWriter(temp);
    for (const [rel, content] of out) {
      write(rel, content);
      rewritten(path.join(temp, rel));
    }
    if (options.siteDir) copyTreeAsFiles(path.join(options.siteDir, 'static'), temp, options.siteDir, rewritten);
    await compressor.finish();
    write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
    swapIntoPlace(temp, outDir);
    const total = performance.now();
    return {
      outDir,
      pages: jobs.length,
      dataFiles: plan.files.size,
      warnings: [
        ...plan.warnings,
        ...linkDiagnostics.filter((d) => d.level !== 'error').map((d) => formatDiagnostic(d)),
        ...(options.siteDir ? swizzleWarnings(options.siteDir, findSwizzled(options.siteDir)) : []),
      ],
      diagnostics: prerenderErrors,
      entryFiles: assets.entryFiles,
      bundles,
      timings: {
        plan: Math.round(tPlan - started),
        client: Math.round(tClient - tPlan),
        server: Math.round(tServer - tClient),
        prerender: Math.round(tPrerender - tServer),
        total: Math.round(total - started),
      },
    };
  } catch (error) {
    await compressing?.stop();
    await rm(temp, { recursive: true, force: true });
    await rm(dataTemp, { recursive: true, force: true });
    throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    // SITEGRAPH_KEEP_SSR=1 keeps the server bundle for debugging.
    if (ssrDir && ssrDirIsTemp && !process.env.SITEGRAPH_KEEP_SSR) await rm(ssrDir, { recursive: true, force: true });
    for (const done of untrack) done(false);
  }
}
