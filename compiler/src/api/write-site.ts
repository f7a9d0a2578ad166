import { readCopies, writeOutput } from '../output/index.js';
import { API_OUTPUT_OPTIONS } from './api-output-options.js';
import type { CompileResult } from './compile-site.js';

/** Options of {@link writeSite}. */
export interface WriteSiteOptions {
  /**
   * The site folder: the binary assets are copied from it (required when `result.copies` is not
   * empty), and the output may not overlap it, its project folder or its content folders.
   */
  siteDir?: string;
  /** Content folders relative to `siteDir` the output may not overlap (default: `result.contentDirs`, every content folder of the site). */
  contentDirs?: readonly string[];
  /** Replace a non-empty folder that sitegraph did not write. Overlaps with the sources are refused all the same. */
  force?: boolean;
}

/**
 * Writes what a graph-only build writes: `graph.json`, `chunks/*.json`, feeds and referenced
 * assets. The output folder is replaced in one step (or updated in place, file by file, keeping
 * a consistent site at every step); a failed write leaves no partial folder. Before anything is
 * written, the folder is checked as `sitegraph build` checks it: never the working directory,
 * nor (with `siteDir`) the site folder, its project folder or any of its content folders (docs,
 * versioned docs, blog, pages, `static`), nor a folder inside one of them or containing one.
 *
 * @param result what `compile` returned
 * @param outDir the output folder (created or replaced)
 * @throws UserError `output/overlaps-sources` when `outDir` overlaps the sources;
 *   `output/not-sitegraph-output` when it is a file, or a non-empty folder sitegraph did not
 *   write and `force` is not set. Error when `result.copies` is not empty and no `siteDir` is
 *   given, when a path escapes `outDir`, or as node:fs throws
 */
export async function writeSite(result: CompileResult, outDir: string, options: WriteSiteOptions = {}): Promise<void> {
  if (result.copies.length > 0 && options.siteDir === undefined) {
    throw new Error(`writeSite: ${result.copies.length} asset(s) (first: ${result.copies[0]!.from}) must be copied from the site folder; pass options.siteDir`);
  }
  const copies = options.siteDir === undefined ? [] : await readCopies(result.copies, options.siteDir);
  await writeOutput(outDir, [...result.files, ...copies], {
    siteDir: options.siteDir,
    contentDirs: options.contentDirs ?? result.contentDirs,
    force: options.force,
    optionNames: API_OUTPUT_OPTIONS,
  });
}
