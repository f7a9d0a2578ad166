import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringifyCanonical } from '../json/index.js';

/** One file of the build output: path relative to the output folder, and its content. */
export interface OutputFile {
  path: string;
  content: string | Uint8Array;
}

/** A binary file the compiler knows only by hash: copied at the edge from the site folder. */
export interface OutputCopy {
  /** Path relative to the output folder. */
  path: string;
  /** Site-relative source path. */
  from: string;
}

/** Reads the bytes of each copy from the site folder (the impure edge of the content stage). */
export async function readCopies(copies: readonly OutputCopy[], siteDir: string): Promise<OutputFile[]> {
  return Promise.all(copies.map(async (c) => ({ path: c.path, content: await readFile(path.join(siteDir, c.from)) })));
}

/**
 * Writes build output atomically: everything goes to a sibling temporary folder first, which
 * then replaces `outDir` in one rename, so a failed build never leaves a partial `outDir`.
 *
 * @param outDir the output folder (created or replaced)
 * @param files files to write; paths must stay inside `outDir`
 * @throws Error when a path escapes `outDir`; file system errors as thrown by node:fs
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const target = path.resolve(outDir);
  const temp = `${target}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  try {
    const dirs = new Set<string>();
    for (const f of files) {
      const abs = path.resolve(temp, f.path);
      if (!abs.startsWith(temp + path.sep)) throw new Error(`Output path escapes the output folder: ${f.path}`);
      dirs.add(path.dirname(abs));
    }
    for (const d of [...dirs].sort()) await mkdir(d, { recursive: true });
    await Promise.all(files.map((f) => writeFile(path.resolve(temp, f.path), f.content)));
    await rm(target, { recursive: true, force: true });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Serialises a JSON document for output: canonical (sorted keys), two-space indented for graph.json. */
export function jsonFile(filePath: string, value: unknown, indent = 0): OutputFile {
  return { path: filePath, content: `${stringifyCanonical(value, indent)}\n` };
}
