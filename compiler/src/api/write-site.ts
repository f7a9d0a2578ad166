import { readCopies, writeOutput } from '../output/index.js';
import type { CompileResult } from './compile-site.js';

/** Options of {@link writeSite}. */
export interface WriteSiteOptions {
  /** The site folder the binary assets are copied from; required when `result.copies` is not empty. */
  siteDir?: string;
  /** Content folders relative to `siteDir` the output may not overlap (default: `static` only). */
  contentDirs?: readonly string[];
  /** Replace a non-empty folder that sitegraph did not write (the CLI's `--force`). */
  force?: boolean;
}

/**
 * Writes what a graph-only build writes: `graph.json`, `chunks/*.json`, feeds and referenced
 * assets. The output folder is replaced in one step (or updated in place, file by file, keeping
 * a consistent site at every step); a failed write leaves no partial folder.
 *
 * @param result what `compile` returned
 * @param outDir the output folder (created or replaced)
 * @throws Error when `result.copies` is not empty and no `siteDir` is given, when a path escapes
 *   `outDir`, or as node:fs throws
 */
export async function writeSite(result: CompileResult, outDir: string, options: WriteSiteOptions = {}): Promise<void> {
  if (result.copies.length > 0 && options.siteDir === undefined) {
    throw new Error(`writeSite: ${result.copies.length} asset(s) (first: ${result.copies[0]!.from}) must be copied from the site folder; pass options.siteDir`);
  }
  const copies = options.siteDir === undefined ? [] : await readCopies(result.copies, options.siteDir);
  await writeOutput(outDir, [...result.files, ...copies], { siteDir: options.siteDir, contentDirs: options.contentDirs, force: options.force });
}
