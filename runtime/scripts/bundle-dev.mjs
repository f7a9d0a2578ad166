#!/usr/bin/env node
// Bundles what `sitegraph dev` loads before its first response into a few ESM files in
// runtime/dist/dev-bundle/ (run by the runtime's `npm run build`, after tsc). The tsc output of
// that path is ~110 small modules (dev server, data planning, router, the whole theme) plus
// ~40 files of small ESM packages (sirv, hast-util-to-jsx-runtime and its helpers): resolving,
// reading and compiling each one costs more than the code in it (≈0.1 s of CPU per start).
//
// Entries: `start-dev-server.js` (the dev server; the compiler's `dev` command imports it),
// `render-without-site-modules.js` (the built-theme renderer of the first pages, which the
// server imports on start) and `site-watcher-worker.js` (the file watcher's thread), with their shared modules in `chunk-*.js` beside them, so both
// entries see one copy of each runtime module. Vite and what it loads (`../build/vite-config`
// is a chunk imported when Vite starts) are never bundled.
//
// React and React Router stay external: the built-theme render and the site modules Vite's SSR
// loader runs later must use one copy of each (their contexts are per copy), the one in
// node_modules.
//
//   node runtime/scripts/bundle-dev.mjs [--metafile]   (prints bundled sizes with --metafile)
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-for-node.mjs';

const runtimeDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Whether `file` exists with exactly this case (the folder lists it). */
const existsExactly = (file) => existsSync(file) && readdirSync(path.dirname(file)).includes(path.basename(file));

/**
 * Resolves the runtime's own relative `./x.js` imports to `x.ts`/`x.tsx` of that exact case:
 * esbuild's resolver folds case, and `router/Loadable.tsx` sits beside `router/loadable.ts`.
 */
const exactCaseSources = {
  name: 'exact-case-sources',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const base = path.resolve(args.resolveDir, args.path).replace(/\.js$/, '');
      for (const ext of ['.ts', '.tsx', '.js']) {
        if (existsExactly(base + ext)) return { path: base + ext };
      }
      return undefined;
    });
  },
};

await bundleForNode({
  packageDir: runtimeDir,
  outdir: path.join(runtimeDir, 'dist/dev-bundle'),
  entryPoints: {
    'start-dev-server': 'src/dev/start-dev-server.ts',
    'render-without-site-modules': 'src/dev/render-without-site-modules.tsx',
    // The file watcher's thread: `new URL('./site-watcher-worker.js', import.meta.url)` in
    // site-watcher.ts resolves from whichever chunk holds that code, all in this one folder.
    'site-watcher-worker': 'src/dev/site-watcher-worker.ts',
  },
  jsx: 'automatic',
  // React and React Router: one copy shared with Vite's SSR loader (see above; the router's
  // contexts are per copy too, and its CommonJS entries would bundle their development and
  // production builds both). Vite, its React plugin and chokidar load after the first page,
  // from node_modules as they are.
  // mermaid: imported only in the browser, after hydration (theme Mermaid); the server render never loads it.
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'history', 'vite', '@vitejs/plugin-react', 'chokidar', 'esbuild', 'fsevents', 'mermaid'],
  plugins: [exactCaseSources],
});
