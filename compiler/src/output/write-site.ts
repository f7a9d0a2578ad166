import type { Dirent } from 'node:fs';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeOutputDir, OUTPUT_MARKER, type OutputOptionNames, OUTPUT_MARKER_TEXT, recoverInterruptedSwap, swapIntoPlace, trackTemp } from '../safety/index.js';

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

/** Where an output folder may go (see {@link assertSafeOutputDir}). */
export interface WriteOutputOptions {
  /** The site folder: the output may not overlap it, its project folder or its content. */
  siteDir?: string;
  /** Content folders relative to `siteDir` (from the config's plugins, plus `static`). */
  contentDirs?: readonly string[];
  /** Replace a non-empty folder sitegraph did not write. */
  force?: boolean;
  /** How refusals name the caller's options (default: the CLI's flags). */
  optionNames?: OutputOptionNames;
}

/** The marker file every output holds ({@link OUTPUT_MARKER}); part of the files a build writes. */
export function outputMarkerFile(): OutputFile {
  return { path: OUTPUT_MARKER, content: OUTPUT_MARKER_TEXT };
}

/**
 * Writes build output (synchronously inside: hundreds of small files go faster one after the
 * other than through libuv's thread pool, whose round trips left the thread idle). A fresh
 * output folder is written beside `outDir` and renamed into place in one step, so a failed
 * build never leaves a partial `outDir`. When `outDir` already holds a build, only what changed
 * is written (see {@link updateOutput}); a rebuild of an unchanged site then writes nothing but
 * compares.
 *
 * Before anything is touched the folder is checked ({@link assertSafeOutputDir}: never the
 * sources, never a folder sitegraph did not write unless `force`) and what killed builds left
 * beside it is cleaned up ({@link recoverInterruptedSwap}). The output always holds the marker
 * file {@link OUTPUT_MARKER}.
 *
 * @param outDir the output folder (created or replaced)
 * @param files files to write; paths must stay inside `outDir`
 * @throws UserError when the folder may not be replaced; Error when a path escapes `outDir`;
 *   file system errors as thrown by node:fs
 */
export async function writeOutput(outDir: string, filesIn: readonly OutputFile[], options: WriteOutputOptions = {}): Promise<void> {
  assertSafeOutputDir({ outDir, ...options });
  const target = path.resolve(outDir);
  const files = filesIn.some((f) => f.path === OUTPUT_MARKER) ? filesIn : [...filesIn, outputMarkerFile()];
  for (const f of files) {
    const abs = path.resolve(target, f.path);
    if (!abs.startsWith(target + path.sep)) throw new Error(`Output path escapes the output folder: ${f.path}`);
  }
  recoverInterruptedSwap(target);
  const existing = listFiles(target);
  if (existing && updateOutput(target, files, existing)) return;
  replaceOutput(target, files);
}

/** Writes every file into a temporary sibling folder, then swaps it for `target` (rename aside). */
function replaceOutput(target: string, files: readonly OutputFile[]): void {
  const temp = `${target}.tmp-${process.pid}`;
  const done = trackTemp(temp);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    writeFiles(temp, files);
    swapIntoPlace(temp, target);
    done(false);
  } catch (error) {
    done();
    throw error;
  }
}

/** Writes `files` under `root`, their folders first (paths are checked by the callers). */
export function writeFiles(root: string, files: readonly OutputFile[]): void {
  const dirs = new Set<string>();
  for (const f of files) dirs.add(path.dirname(path.resolve(root, f.path)));
  for (const d of [...dirs].sort()) mkdirSync(d, { recursive: true });
  for (const f of files) writeFileSync(path.resolve(root, f.path), f.content);
}

/**
 * Brings an existing output folder up to date in an order that keeps it a consistent site at
 * every step: new chunks first (new names, nothing refers to them yet), then the other changed
 * files, each written beside its place and renamed over it, `graph.json` last of all, and only
 * then the files the new build no longer has are removed. Unchanged files are not touched:
 * a chunk whose content-hashed name exists with the same size is the same chunk; any other
 * file is compared byte for byte.
 *
 * @returns false, having changed nothing, when the folder's shape does not allow it (a file
 *   where a folder must go, …): the caller then replaces the folder
 */
function updateOutput(target: string, files: readonly OutputFile[], existing: Map<string, number>): boolean {
  const relOf = new Map(files.map((f) => [f, f.path.split(path.sep).join('/')] as const));
  const wanted = new Set(relOf.values());
  for (const rel of wanted) {
    for (let dir = path.posix.dirname(rel); dir !== '.'; dir = path.posix.dirname(dir)) if (existing.has(dir)) return false;
  }
  for (const rel of existing.keys()) {
    for (let dir = path.posix.dirname(rel); dir !== '.'; dir = path.posix.dirname(dir)) if (wanted.has(dir)) return false;
  }
  const changed = files.filter((f) => {
    const rel = relOf.get(f)!;
    const size = existing.get(rel);
    if (size === undefined) return true;
    if ((typeof f.content === 'string' ? Buffer.byteLength(f.content) : f.content.byteLength) !== size) return true;
    if (rel.startsWith('chunks/')) return false;
    const bytes = typeof f.content === 'string' ? Buffer.from(f.content) : f.content;
    return Buffer.compare(readFileSync(path.join(target, rel)), bytes) !== 0;
  });
  const isGraph = (f: OutputFile) => f.path === 'graph.json';
  const isNew = (f: OutputFile) => !existing.has(relOf.get(f)!);
  writeFiles(target, changed.filter((f) => isNew(f) && !isGraph(f)));
  for (const f of [...changed.filter((f) => !isNew(f) && !isGraph(f)), ...changed.filter(isGraph)]) {
    const abs = path.resolve(target, f.path);
    const temp = `${abs}.tmp-${process.pid}`;
    const done = trackTemp(temp);
    writeFileSync(temp, f.content);
    renameSync(temp, abs);
    done(false);
  }
  for (const rel of existing.keys()) if (!wanted.has(rel)) unlinkSync(path.join(target, rel));
  removeEmptyDirs(target, target);
  return true;
}

/** Every file under `root` (paths relative to it, with `/`) and its size; null when `root` is not a folder. */
function listFiles(root: string): Map<string, number> | null {
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return null;
  }
  const out = new Map<string, number>();
  const found = entries.filter((e) => e.isFile() || e.isSymbolicLink()).map((e) => path.join(e.parentPath ?? e.path, e.name));
  for (const abs of found) out.set(path.relative(root, abs).split(path.sep).join('/'), statSync(abs).size);
  return out;
}

/** Removes the folders under `dir` that hold no file any more. */
function removeEmptyDirs(dir: string, root: string): boolean {
  const entries = readdirSync(dir, { withFileTypes: true });
  let empty = true;
  for (const e of entries) {
    if (e.isDirectory() && removeEmptyDirs(path.join(dir, e.name), root)) continue;
    empty = false;
  }
  if (empty && dir !== root) rmSync(dir, { recursive: true, force: true });
  return empty;
}
