import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { compressOutput } from './compress-output.js';
import { moduleRecorder } from './bundle-cache.js';
import { siteCodeBuildError } from './site-code-error.js';
import { assetResolver, type ViteManifest } from './vite-manifest.js';
import type { PageModuleSource } from '../data/page-module-source.js';

/**
 * CommonJS packages without side effects that React Router 5 imports only for `withRouter` and
 * development-time prop checks, neither of which the client bundle keeps. Their package.json
 * does not declare them side-effect free; declared here, the bundle leaves them out (≈1 KB
 * gzip of a doc page's first-load JS).
 */
const PURE_COMMONJS = /[\\/]node_modules[\\/](react-is|hoist-non-react-statics)[\\/]/;

/**
 * Packages the browser imports lazily, in effects, that the server renderer never loads: left
 * out of the server bundle (their dynamic import stays, never run on the server).
 */
const SERVER_EXTERNAL = /^mermaid(\/|$)/;

/**
 * What the client and server bundles of a site are made of: plain data (it crosses to the
 * bundler's process, see `bundle-process.ts`), all of it from the graph and its data plan.
 */
export interface BundleRequest {
  /** The site folder (its `src/`, swizzled theme, Sass, SVGs), if any. */
  siteDir?: string;
  /** The React pages' modules the routes use (`src/pages/...`), sorted. */
  jsxPages: readonly string[];
  /** Each MDX page with a module of its own: its imports and code, by source (the plan's `mdxModules`). */
  mdxModules: ReadonlyMap<string, PageModuleSource>;
  /** The graph's `site.customCss`, `site.clientModules`, `site.aliases` and `site.mermaid`. */
  customCss: readonly string[];
  clientModules?: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  mermaid?: boolean;
  /** The site's base URL, ending in `/`. */
  base: string;
  /** The runtime's sources (`runtimeSourceDir()`) and the client entry in them. */
  root: string;
  entry: string;
  /** Where the client bundle is written (the build's output folder in the making: not emptied). */
  clientOutDir: string;
  /** Where the server bundle is written (an empty temporary folder: emptied first). */
  serverOutDir: string;
}

/** What {@link bundleSite} made. */
export interface BundleResult {
  /** Every module either bundle holds (absolute paths or virtual ids: the bundle cache checks them). */
  moduleIds: string[];
}

/** Progress of {@link bundleSite}: a message, and the moment the client bundle is written. */
export interface BundleProgress {
  log(message: string): void;
  clientDone(): void;
}

/** The client build's manifest (`.vite/manifest.json` of its output folder). */
export async function readManifest(outDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * Bundles a site with Vite: the client (theme, site modules and page modules, into
 * `clientOutDir/assets`, with `.vite/manifest.json`) and the server renderer (`entry-server.mjs`
 * and `render-worker.mjs` in `serverOutDir`). Loads Vite on first call: run it where Rolldown's native memory may stay (the bundler's own
 * process, `bundle-child.ts`), or call `releaseBundlerMemory()` before.
 *
 * @param readChunkText the text of a content chunk by hash (partials used as values)
 * @throws UserError `theme/unresolved-import` when the site imports a theme component the theme
 *   lacks, `bundle/site-code` or `bundle/site-dependency` when the site's code does not bundle
 *   (naming its file and line); else the bundler's error
 */
export async function bundleSite(request: BundleRequest, readChunkText: (hash: string) => string | undefined | Promise<string | undefined>, progress: BundleProgress): Promise<BundleResult> {
  const [{ build: viteBuild }, { viteBaseConfig }, { themeBuildError }] = await Promise.all([import('vite'), import('./vite-config.js'), import('./theme-plugin.js')]);
  const { siteDir, jsxPages, mdxModules, root, entry, base } = request;
  const common = viteBaseConfig({ siteDir, pages: () => jsxPages, mdxModules: () => mdxModules, readChunkText, customCss: request.customCss, clientModules: request.clientModules, aliases: request.aliases, mermaid: request.mermaid, base, mode: 'production' });
  // A theme import the site got wrong is the site's error, not sitegraph's.
  const bundle = (config: InlineConfig) =>
    viteBuild(config).catch((error: unknown) => {
      const theme = themeBuildError(common.plugins, error);
      throw theme === error ? siteCodeBuildError(error, siteDir) : theme;
    });
  const recorder = moduleRecorder();
  const plugins = [...(common.plugins ?? []), recorder.plugin];
  progress.log('Bundling the client…');
  await bundle({
    ...common,
    plugins,
    build: {
      outDir: request.clientOutDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      // Lazy chunks loaded only by the pages that need them (mermaid's renderer is over
      // 2 MB) are large by nature; what every page loads is measured by the bench instead.
      chunkSizeWarningLimit: 8192,
      manifest: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: entry, treeshake: { moduleSideEffects: [{ test: PURE_COMMONJS, sideEffects: false }] } },
    },
  } as InlineConfig);
  progress.clientDone();

  progress.log('Bundling the server renderer…');
  await bundle({
    ...common,
    plugins,
    ssr: { noExternal: true },
    build: {
      ssr: true,
      chunkSizeWarningLimit: 8192,
      outDir: request.serverOutDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      reportCompressedSize: false,
      rolldownOptions: {
        // The server never draws a diagram (the Mermaid component draws it in an effect, after
        // hydration): its renderer stays out of the server bundle, where it was 11 MB of code
        // for Rolldown to parse and write at every bundling from scratch.
        external: SERVER_EXTERNAL,
        input: { 'entry-server': path.join(root, 'prerender', 'entry-server.tsx'), 'render-worker': path.join(root, 'prerender', 'render-worker.ts') },
        output: { entryFileNames: '[name].mjs', format: 'es' },
      },
    },
  } as InlineConfig);
  return { moduleIds: [...recorder.ids] };
}

/**
 * Makes the precompressed copies of a client bundle just written to `outDir` (they are kept with
 * it in the bundle cache): the best brotli quality only for what every page loads, the entry
 * and its static imports and styles (`brotliQuality`).
 */
export async function compressBundle(outDir: string, request: Pick<BundleRequest, 'root' | 'base' | 'entry' | 'siteDir'>, include: (rel: string) => boolean): Promise<void> {
  const firstLoad = assetResolver(await readManifest(outDir), request);
  await compressOutput(outDir, { include, firstLoad: new Set([...firstLoad.entryFiles, ...firstLoad.entryStyles]) });
}
