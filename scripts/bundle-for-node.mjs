// The esbuild settings the workspaces' start-up bundles share (compiler/scripts/bundle-cli.mjs,
// runtime/scripts/bundle-dev.mjs): ESM for Node 20, code split into `chunk-[hash].js` beside the
// named entries, syntax minified only (stack traces stay readable), the output folder replaced.
// Comments are made ASCII after the build (ascii-comments.mjs). `--metafile` on the calling
// script's command line prints the size of each file written.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asciiComments } from './ascii-comments.mjs';

/**
 * Bundles `entryPoints` (name → path relative to `packageDir`) into `outdir`, which is emptied
 * first; the comments of its `.js` files are then made ASCII ({@link asciiComments}). `options`
 * adds to or overrides the shared esbuild settings (`external`, `banner`, `plugins`, `jsx`, …).
 *
 * @throws esbuild's error when the bundle fails
 */
export async function bundleForNode({ packageDir, outdir, entryPoints, ...options }) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: process.argv.includes('--metafile'),
    ...options,
    // Written here, each once, the scripts with their comments made ASCII.
    write: false,
  });
  for (const out of result.outputFiles) {
    mkdirSync(path.dirname(out.path), { recursive: true });
    writeFileSync(out.path, out.path.endsWith('.js') ? asciiComments(out.text) : out.contents);
  }
  if (result.metafile) {
    for (const [file, out] of Object.entries(result.metafile.outputs)) {
      process.stdout.write(`${(out.bytes / 1024).toFixed(0).padStart(6)} KB  ${path.basename(packageDir)}/${file}\n`);
    }
  }
}
