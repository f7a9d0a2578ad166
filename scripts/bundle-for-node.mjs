// The esbuild settings the workspaces' start-up bundles share (compiler/scripts/bundle-cli.mjs,
// runtime/scripts/bundle-dev.mjs): ESM for Node 20, code split into `chunk-[hash].js` beside the
// named entries, syntax minified only (stack traces stay readable), the output folder replaced.
// `--metafile` on the calling script's command line prints the size of each file written.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Bundles `entryPoints` (name → path relative to `packageDir`) into `outdir`, which is emptied
 * first. `options` adds to or overrides the shared esbuild settings (`external`, `banner`,
 * `plugins`, `jsx`, …).
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
  });
  if (result.metafile) {
    for (const [file, out] of Object.entries(result.metafile.outputs)) {
      process.stdout.write(`${(out.bytes / 1024).toFixed(0).padStart(6)} KB  ${path.basename(packageDir)}/${file}\n`);
    }
  }
}
