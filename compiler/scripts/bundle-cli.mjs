#!/usr/bin/env node
// Bundles the sitegraph CLI into a few ESM files in compiler/dist/cli-bundle/ (run by the
// compiler's `npm run build`, after tsc). Loading ~300 small ES modules costs a warm build
// about a quarter of its CPU; a handful of bundled files cost a fraction of that.
//
// Layout: `main.js` (argument parsing; each command is a chunk imported when it runs, so
// `serve` never loads the Markdown parser), `markdown-worker.js` (the worker thread's entry)
// and shared `chunk-*.js` files, all in one folder: `new URL('./markdown-worker.js',
// import.meta.url)` in precompile-markdown resolves from whichever chunk holds that code.
// The library entry (`compiler/dist/index.js`) stays the tsc output.
//
//   node compiler/scripts/bundle-cli.mjs [--metafile]   (prints bundled sizes with --metafile)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-for-node.mjs';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The line by which a compiler module gets the `require` of its lazily loaded packages (src/lazy/lazy.ts). */
const LAZY_REQUIRE = 'const require = createRequire(import.meta.url);';

/**
 * Bundles the packages the compiler loads on first use (src/lazy/lazy.ts) instead of leaving
 * them to Node: without its `createRequire` line, a module's `require('refractor')` is the
 * CommonJS `require` esbuild bundles, as a module initialised on that first call.
 */
const bundledLazyPackages = {
  name: 'bundled-lazy-packages',
  setup(b) {
    b.onLoad({ filter: /[\\/]compiler[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes(LAZY_REQUIRE)) return undefined;
      return { contents: text.replace(LAZY_REQUIRE, ''), loader: 'ts' };
    });
  },
};

await bundleForNode({
  packageDir: compilerDir,
  outdir: path.join(compilerDir, 'dist/cli-bundle'),
  entryPoints: { main: 'src/cli/main.ts', 'markdown-worker': 'src/engine/markdown-worker.ts' },
  // Loaded at run time, never bundled: the runtime pulls in React and Vite (and is imported by
  // name in load-runtime.ts); jiti loads its own files and Babel on demand, relative to itself;
  // jsonc-parser's UMD entry requires its own files at run time (read only for a JSON syntax error).
  external: ['@sitegraph/runtime', 'vite', 'jiti', 'esbuild', 'fsevents', 'jsonc-parser'],
  // CommonJS dependencies (gray-matter, fast-glob…) call require('fs'): give the bundle a real
  // `require`. One exception: gray-matter's js-yaml 3 requires esprima (280 KB) at load for its
  // !!js/function type, which only js-yaml's unsafe full schema has; gray-matter parses with
  // safeLoad. js-yaml catches the failed require and leaves that type unusable.
  plugins: [bundledLazyPackages],
  banner: {
    js: [
      "import { createRequire as __sitegraphCreateRequire } from 'node:module';",
      'const __sitegraphRequire = __sitegraphCreateRequire(import.meta.url);',
      "const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not bundled'); return __sitegraphRequire(id); }, __sitegraphRequire);",
    ].join('\n'),
  },
});
