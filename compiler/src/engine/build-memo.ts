import { createHash, type Hash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import type { Pluggable } from 'unified';
import { closeSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteInput } from '../content/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { outputMarkerFile, type OutputFile } from '../output/index.js';
import { OUTPUT_MARKER } from '../safety/index.js';
import { pluginListsIdentity } from '../markdown/plugins/plugin-identity.js';
import { COMPILER_VERSION } from '../version.js';
import { readFully, writeFileAtomically } from './sync-file-io.js';

/**
 * The build record of `sitegraph build --graph-only` (`build-v1.json` in the parse cache's
 * folder): what the last build of a site read, printed and wrote. When the next build's input
 * is byte-identical and its output folder still holds exactly what that build wrote, the build
 * is up to date: it prints the recorded diagnostics and summary and writes nothing (as
 * `tsc --incremental`, Make or Turborepo skip up-to-date work).
 */

/** Layout of the record file (bump when {@link BuildRecord} changes). */
export const BUILD_RECORD_VERSION = 1;

/** File name of the record in the cache folder. */
export const BUILD_RECORD_FILE = `build-v${BUILD_RECORD_VERSION}.json`;

/** One file the recorded build left in its output folder. */
export interface RecordedOutputFile {
  /** Path relative to the output folder, with `/`. */
  path: string;
  /** Size in bytes. */
  size: number;
  /** Hex SHA-256 of the bytes, or its first 16 digits or more (content-named chunks). */
  sha256: string;
}

/** What a build that wrote its output reported and wrote; see {@link buildKey} for `key`. */
export interface BuildRecord {
  version: typeof BUILD_RECORD_VERSION;
  /** {@link buildKey} of the build's input and options. */
  key: string;
  /** The command's exit code (1 when `--continue-on-error` skipped files with errors). */
  exitCode: number;
  /** Every diagnostic of the graph, info included (printed according to `--verbose`). */
  diagnostics: Diagnostic[];
  /** Routes in the graph (`graph.routesPaths.length`), for the summary line. */
  routes: number;
  /** Markdown results in the parse cache after the build, for the `--verbose` summary. */
  cacheEntryCount: number;
  /** Every file written, in path order. */
  files: RecordedOutputFile[];
}

/** What, besides the site input, changes a graph-only build's output or report. */
export interface BuildKeyOptions {
  /** Absolute site folder (copies of assets are read from it). */
  siteDir: string;
  /** Absolute output folder. */
  outDir: string;
  graphOnly: boolean;
  continueOnError: boolean;
  /** Parts of the search index of at least this many records are written as term shards. */
  searchShardMinRecords: number;
}

/**
 * The key of a build: hex SHA-256 over the record layout, the compiler version and its code
 * ({@link codeFingerprint}), the options and the whole {@link SiteInput}: config file and
 * validated config, mode, every text file (path + content) and asset (path, size, hash) in
 * their sorted order, the identity of each remark/rehype plugin list, and the evaluated values of JS/TS sidebars modules (what was loaded, not
 * the module text: a module can import other files).
 *
 * Plain values are hashed as they are, object keys in their own order (a sidebars module's
 * order of sidebars is meaningful). Values that cannot be hashed faithfully (functions,
 * symbols, class instances such as Date or Map, cycles) make the build unmemoisable.
 *
 * @returns the key, or null when the input holds a value it cannot hash
 */
export function buildKey(input: SiteInput, options: BuildKeyOptions, code = codeFingerprint()): string | null {
  const h = createHash('sha256');
  const w = new ValueHasher(h);
  try {
    w.value({
      record: BUILD_RECORD_VERSION,
      compiler: COMPILER_VERSION,
      code,
      siteDir: options.siteDir,
      outDir: options.outDir,
      graphOnly: options.graphOnly,
      continueOnError: options.continueOnError,
      searchShardMinRecords: options.searchShardMinRecords,
      configFile: input.configFile,
      mode: input.mode,
      config: input.config,
      evaluatedModules: input.evaluatedModules,
      fileHistory: input.fileHistory ? Object.fromEntries(input.fileHistory) : null,
      loadDiagnostics: input.loadDiagnostics ?? null,
      // The plugins themselves are functions: their identity hashes stand for them.
      markdownPlugins: input.markdownPlugins ? [...input.markdownPlugins].map(([key, p]) => [key, p.identity]) : null,
      editUrlFunctions: input.editUrlFunctions ? [...input.editUrlFunctions].map(([key, fn]) => [key, pluginListsIdentity([[fn as Pluggable]])]) : null,
    });
    h.update(`F${input.files.size};`);
    for (const [file, text] of input.files) {
      w.string(file);
      w.string(text, true);
    }
    h.update(`A${input.assets.size};`);
    for (const [file, asset] of input.assets) {
      w.string(file);
      w.value({ size: asset.size, sha256: asset.sha256 });
    }
  } catch (error) {
    if (error instanceof Unhashable) return null;
    throw error;
  }
  return h.digest('hex');
}

class Unhashable extends Error {}

/** A surrogate code unit outside a pair (`u` mode matches pairs as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Feeds values into a hash with a tag and a length before each, so no two values collide by concatenation. */
class ValueHasher {
  private readonly open = new Set<object>();
  constructor(private readonly h: Hash) {}

  /**
   * A string as its length in UTF-16 units, then its UTF-8 bytes: decodable, hence unambiguous,
   * for well-formed strings (cheaper than a byte length, which scans the text once more). File
   * texts are decoded from UTF-8, so always well-formed; a lone surrogate in a loaded value would
   * encode as U+FFFD like any other, so it makes the input unhashable.
   */
  string(s: string, wellFormed = false): void {
    if (!wellFormed && LONE_SURROGATE.test(s)) throw new Unhashable();
    if (s.length < 1024) {
      this.h.update(`s${s.length}:${s}`);
    } else {
      this.h.update(`s${s.length}:`);
      this.h.update(s);
    }
  }

  value(v: unknown): void {
    const h = this.h;
    switch (typeof v) {
      case 'undefined':
        h.update('u');
        return;
      case 'boolean':
        h.update(v ? 't' : 'f');
        return;
      case 'number':
        h.update(`d${Object.is(v, -0) ? '-0' : String(v)};`);
        return;
      case 'bigint':
        h.update(`b${String(v)};`);
        return;
      case 'string':
        this.string(v);
        return;
      case 'object':
        break;
      default:
        throw new Unhashable();
    }
    if (v === null) {
      h.update('n');
      return;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    const isArray = Array.isArray(v) && proto === Array.prototype;
    if (!isArray && proto !== Object.prototype && proto !== null) throw new Unhashable();
    if (this.open.has(v)) throw new Unhashable();
    this.open.add(v);
    if (isArray) {
      const a = v as unknown[];
      h.update(`a${a.length};`);
      for (let i = 0; i < a.length; i++) {
        if (i in a) this.value(a[i]);
        else h.update('h');
      }
    } else {
      const o = v as Record<string, unknown>;
      if (Object.getOwnPropertySymbols(o).length > 0) throw new Unhashable();
      const keys = Object.keys(o);
      h.update(`o${keys.length};`);
      for (const k of keys) {
        this.string(k);
        this.value(o[k]);
      }
    }
    this.open.delete(v);
  }
}

/**
 * Identity of the running compiler's code: path, size and mtime of every `.js`/`.ts` file
 * under the folder this module runs from (`dist/cli-bundle`, else `dist` or `src`), so that a rebuilt compiler never
 * trusts a record of the old one even when COMPILER_VERSION stays the same (the CLI bundle
 * holds the compiler's dependencies too). Stat only, no reading: ≈ 1 ms for a bundle.
 */
export function codeFingerprint(from = fileURLToPath(import.meta.url)): string {
  let root = path.dirname(from);
  for (let dir = root; ; ) {
    const name = path.basename(dir);
    if (name === 'cli-bundle' || name === 'dist' || name === 'src') {
      root = dir;
      break;
    }
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  const h = createHash('sha256');
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return 'unknown';
  }
  const files = entries
    .filter((e) => e.isFile() && /\.(c|m)?(j|t)s$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
  for (const f of files) {
    const s = statSync(f);
    h.update(`${path.relative(root, f)}\0${s.size}\0${s.mtimeMs}\n`);
  }
  return h.digest('hex');
}

/**
 * What to record of the files a build wrote. Hashes of the content, not size + mtime: a file
 * edited within the file system's timestamp granularity (a few ms on Linux) with the same size,
 * or restored with its old mtime (`cp -p`, `rsync -t`, `touch -d`), would pass a stat check and
 * the build would wrongly report it up to date. The check reads and hashes the whole output
 * (≈ 16 MB for 600 docs: ≈ 30 ms); here, page chunks (most of those bytes) are not hashed again:
 * `chunks/<h>.json` is named by the first 16 hex digits of its text's SHA-256 (`chunk-file.ts`),
 * which is what is recorded. Were that naming ever to change, the check would fail on every
 * chunk and the build would run for real: slower, never wrong.
 */
export function recordOutputFiles(files: readonly OutputFile[]): RecordedOutputFile[] {
  // writeOutput adds the marker file to every output: it is part of what a build wrote.
  const written = files.some((f) => f.path === OUTPUT_MARKER) ? files : [...files, outputMarkerFile()];
  return written
    .map((f) => {
      const rel = f.path.split(path.sep).join('/');
      return {
        path: rel,
        size: typeof f.content === 'string' ? Buffer.byteLength(f.content) : f.content.byteLength,
        // A string is hashed as UTF-8, the bytes writeFile writes, without a Buffer copy of it.
        sha256: CONTENT_NAMED.exec(rel)?.[1] ?? createHash('sha256').update(f.content).digest('hex'),
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A page chunk's path, named by a prefix of its content's SHA-256. */
const CONTENT_NAMED = /^chunks\/([0-9a-f]{16})\.json$/;

/**
 * Whether `outDir` holds exactly `files`: each present with the same size and SHA-256, and
 * nothing else in its tree (no other file or link, no folder that holds none of them), since a
 * real build would delete those (`writeOutput`). Any doubt (unreadable entry…) is false.
 * Synchronous on purpose: ≈ 640 small files read one after the other cost a quarter of what
 * `fs/promises` costs in thread-pool round trips, and an up-to-date build has nothing else to do.
 */
export function outputMatches(outDir: string, files: readonly RecordedOutputFile[]): boolean {
  try {
    const entries = readdirSync(outDir, { recursive: true, withFileTypes: true });
    const wanted = new Map(files.map((f) => [f.path, f]));
    const dirs = new Set<string>();
    for (const f of files) for (let d = path.posix.dirname(f.path); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
    if (entries.length !== wanted.size + dirs.size) return false;
    for (const e of entries) {
      const rel = path.relative(outDir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/');
      if (e.isDirectory() ? !dirs.has(rel) : !e.isFile() || !wanted.has(rel)) return false;
    }
    // One buffer for every file (one byte more than the largest, to see a file that grew): no
    // allocation, fstat or garbage per file.
    const buffer = Buffer.allocUnsafe(Math.max(0, ...files.map((f) => f.size)) + 1);
    for (const f of files) {
      const bytes = readUpTo(path.join(outDir, f.path), buffer, f.size + 1);
      if (bytes.byteLength !== f.size || f.sha256.length < 16 || !sha256(bytes).startsWith(f.sha256)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Reads a record; null when it is missing, damaged or of another layout. */
export function readBuildRecord(file: string): BuildRecord | null {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildRecord> | null;
    if (
      !r ||
      r.version !== BUILD_RECORD_VERSION ||
      typeof r.key !== 'string' ||
      typeof r.exitCode !== 'number' ||
      typeof r.routes !== 'number' ||
      typeof r.cacheEntryCount !== 'number' ||
      !Array.isArray(r.diagnostics) ||
      !Array.isArray(r.files)
    ) {
      return null;
    }
    return r as BuildRecord;
  } catch {
    return null;
  }
}

/** Writes a record atomically (a temp file renamed over the old one); creates the folder. */
export function writeBuildRecord(file: string, record: BuildRecord): void {
  writeFileAtomically(file, JSON.stringify(record));
}

/**
 * The recorded result of an up-to-date build: the record when `key` matches and `outDir` still
 * holds exactly its files, else null (build for real).
 */
export function upToDateRecord(file: string, key: string | null, outDir: string): BuildRecord | null {
  if (key === null) return null;
  const record = readBuildRecord(file);
  if (!record || record.key !== key) return null;
  return outputMatches(outDir, record.files) ? record : null;
}

/** Reads at most `limit` bytes of a file into `buffer`; returns the part read. */
function readUpTo(file: string, buffer: Buffer, limit: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    return buffer.subarray(0, readFully(fd, buffer, limit));
  } finally {
    closeSync(fd);
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
