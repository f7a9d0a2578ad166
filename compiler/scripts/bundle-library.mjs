#!/usr/bin/env node
// Bundles the compiler's own modules into a few ESM files in compiler/dist/bundle/, which the
// package's entry points (`.`, `./safety`, `./urls`, `./search-text`, `./conformance`) run (run
// by the compiler's `npm run build`, after tsc). The tsc output is ~270 modules: resolving,
// reading and compiling each cost `import '@sitegraph/compiler'` about 150 ms of CPU more than
// the same code in a few files (issue #37; "Import time" in the README).
//
// Dependencies are not bundled: they load from node_modules as they are, one copy shared with
// the caller's (a zod schema, a hast tree), and those the compiler loads on first use
// (src/lazy/lazy.ts) still load then. All entries are one build, so they share one copy of
// each module (`UserError` from `./safety` is the root's). `markdown-worker.js` is the Markdown
// worker thread's entry: `new URL('./markdown-worker.js', import.meta.url)` in
// precompile-markdown resolves from whichever chunk holds that code, all in this one folder.
// Types stay the tsc declarations beside the tsc output (`dist/**/*.d.ts`).
//
//   node compiler/scripts/bundle-library.mjs [--metafile]   (prints bundled sizes with --metafile)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-for-node.mjs';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

await bundleForNode({
  packageDir: compilerDir,
  outdir: path.join(compilerDir, 'dist/bundle'),
  entryPoints: {
    index: 'src/index.ts',
    safety: 'src/safety/index.ts',
    urls: 'src/urls/index.ts',
    'search-text': 'src/search/search-text.ts',
    conformance: 'src/conformance/index.ts',
    'markdown-worker': 'src/engine/markdown-worker.ts',
  },
  packages: 'external',
});
