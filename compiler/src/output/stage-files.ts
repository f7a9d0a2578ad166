import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { assertSafeOutputDir, OUTPUT_MARKER, recoverInterruptedSwap, swapIntoPlace, trackTemp } from '../safety/index.js';
import { diskTextFiles, type TextFileSink } from './text-file.js';
import { writeFiles, type OutputFile, type WriteOutputOptions } from './write-site.js';

/** The compiler's files written to a staging folder, for the runtime to move into the site. */
export interface StagedFiles {
  /** The staging folder (a sibling of the output folder). */
  dir: string;
  /** Writes more files into the folder (their paths checked first). */
  write(files: readonly OutputFile[]): void;
  /** Opens a file written piece by piece and named when closed (a search index file). */
  open(): TextFileSink;
  /** Removes what is left of the folder (all of it when the build failed). */
  remove(): void;
}

/**
 * Writes the compiler's output files (graph, page chunks, search index, feeds, copies) to a
 * fresh folder beside `outDir` (`files` at once, more through `write` as they are made), so that a full build need not hold them in memory while it
 * bundles and prerenders: at 5,000 docs they are 340 MB of text, which grows with the site. The
 * runtime reads the chunks from there and moves the files into the site. The folder is removed
 * on SIGINT/SIGTERM too (`trackTemp`), and a later build removes that of a killed one
 * (`recoverInterruptedSwap`).
 *
 * @throws Error when a path escapes the folder; file system errors as thrown by node:fs
 */
export function stageFiles(outDir: string, files: readonly OutputFile[] = []): StagedFiles {
  const dir = `${path.resolve(outDir)}.compiled-tmp-${process.pid}`;
  const done = trackTemp(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const write = (more: readonly OutputFile[]): void => {
    for (const f of more) {
      if (!path.resolve(dir, f.path).startsWith(dir + path.sep)) throw new Error(`Output path escapes the output folder: ${f.path}`);
    }
    writeFiles(dir, more);
  };
  try {
    write(files);
  } catch (error) {
    done();
    throw error;
  }
  const open = diskTextFiles(dir);
  const remove = (): void => {
    open.abandon();
    done();
  };
  return { dir, write, open, remove };
}

/**
 * Makes the staged folder the output (a graph-only build whose files were all staged): checks
 * `outDir` as `writeOutput` does and swaps the folder into place in one step, so `outDir` is the
 * old output or the new one at every instant. The staged files must include the marker file
 * (`outputMarkerFile()`), which lets a later build replace the folder. `staged.remove()` is
 * still the caller's (a no-op once the folder has moved).
 *
 * @throws Error when the staged folder has no marker file; UserError when the folder may not be
 *   replaced; file system errors of the swap
 */
export function replaceOutputWithStaged(outDir: string, staged: StagedFiles, options: WriteOutputOptions = {}): void {
  assertSafeOutputDir({ outDir, ...options });
  const target = path.resolve(outDir);
  recoverInterruptedSwap(target);
  if (!existsSync(path.join(staged.dir, OUTPUT_MARKER))) throw new Error(`replaceOutputWithStaged: ${staged.dir} has no ${OUTPUT_MARKER}`);
  swapIntoPlace(staged.dir, target);
}
