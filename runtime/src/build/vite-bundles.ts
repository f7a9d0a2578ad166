import path from 'node:path';
import { build as viteBuild, type InlineConfig, type Plugin } from 'vite';
import { clientEntry, runtimeSourceDir } from './runtime-paths.js';

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

/** What {@link bundleWithVite} builds. */
export interface ViteBundleOptions {
  /** The shared configuration (`viteBaseConfig`). */
  common: InlineConfig;
  /** Plugins added to both builds (e.g. the bundle cache's module recorder). */
  extraPlugins?: Plugin[];
  /** The client build's folder (not emptied): `assets/…` and `.vite/manifest.json`. */
  clientDir: string;
  /** The server build's folder (emptied): `entry-server.mjs` and `render-worker.mjs`. */
  serverDir: string;
  /** Turns a Vite error into the error to throw (e.g. the site's code named). */
  mapError?: (error: unknown) => unknown;
  /** Called between the two builds. */
  onClientDone?: () => void;
  log?: (message: string) => void;
}

/**
 * Rolldown's checks that stay silent: `bundlerTimings` warns on stderr when plugins took a large
 * share of a build, which on a busy machine is every build and nothing a site's author can act
 * on (it failed the pack test's clean-stderr check in a clean-clone CI run, 2026-11-29).
 */
const QUIET_CHECKS = { bundlerTimings: false } as const;

/**
 * Runs Vite's client build (ES2022, with a manifest, no module-preload polyfill) and then its
 * server build (Node 20 ESM, everything bundled but `mermaid`) of the runtime's entries.
 * @throws what `mapError` makes of a failed build (the Vite error itself by default)
 */
export async function bundleWithVite(options: ViteBundleOptions): Promise<void> {
  const root = runtimeSourceDir();
  const log = options.log ?? (() => {});
  const plugins = [...(options.common.plugins ?? []), ...(options.extraPlugins ?? [])];
  const bundle = (config: InlineConfig) =>
    viteBuild(config).catch((error: unknown) => {
      throw options.mapError ? options.mapError(error) : error;
    });
  log('Bundling the client…');
  await bundle({
    ...options.common,
    plugins,
    build: {
      outDir: options.clientDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      // Lazy chunks loaded only by the pages that need them (mermaid's renderer is over
      // 2 MB) are large by nature; what every page loads is measured by the bench instead.
      chunkSizeWarningLimit: 8192,
      manifest: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: clientEntry(), checks: QUIET_CHECKS, treeshake: { moduleSideEffects: [{ test: PURE_COMMONJS, sideEffects: false }] } },
    },
  } as InlineConfig);
  options.onClientDone?.();

  log('Bundling the server renderer…');
  await bundle({
    ...options.common,
    plugins,
    ssr: { noExternal: true },
    build: {
      ssr: true,
      chunkSizeWarningLimit: 8192,
      outDir: options.serverDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      reportCompressedSize: false,
      rolldownOptions: {
        // The server never draws a diagram (the Mermaid component draws it in an effect, after
        // hydration): its renderer stays out of the server bundle, where it was 11 MB of code
        // for Rolldown to parse and write at every bundling from scratch.
        external: SERVER_EXTERNAL,
        checks: QUIET_CHECKS,
        input: { 'entry-server': path.join(root, 'prerender', 'entry-server.tsx'), 'render-worker': path.join(root, 'prerender', 'render-worker.ts') },
        output: { entryFileNames: '[name].mjs', format: 'es' },
      },
    },
  } as InlineConfig);
}
