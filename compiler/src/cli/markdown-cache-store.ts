import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { MARKDOWN_OUTPUT_VERSION } from '../markdown/cache.js';
import { fromSerializedResult, toSerializedResult, type SerializedCompiledMarkdown } from '../markdown/hast-text.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { FILE_MEMO_VERSION, type FileMemoEntries } from '../memo/index.js';
import { COMPILER_VERSION } from '../version.js';
import { BUILD_RECORD_FILE } from './build-memo.js';

/**
 * Layout of the cache file (bump when it changes): 2 = trees stored as JSON text; 3 = one
 * frame per entry (a 4-byte little-endian length, then the V8-serialised `[key, entry]`).
 */
const STORE_LAYOUT = 3;

/** Bytes of a frame's length prefix. */
const FRAME_HEADER = 4;

/**
 * The persistent parse cache (`.sitegraph/cache/<site id>/`): every compiled Markdown result of the last
 * build in one file, keyed by content hash + options (`markdownCacheKey`), so a warm build of
 * an unchanged site parses nothing. One file of V8-serialised frames, one per entry, read and
 * written once per build: far cheaper than a file per page, and never a second copy of the whole
 * cache in memory (at 5,000 docs one buffer of it was ≈ 130 MB at the build's peak). Trees are
 * stored as JSON text (`hast-text`), which node:v8 reads in one copy and the content stage
 * splices into chunks without parsing. A damaged or older cache is ignored, never trusted.
 */
export class MarkdownCacheStore {
  readonly file: string;
  /** The per-file memo (front matter, titles, excerpts: `memo/`), beside the parse cache. */
  readonly memoFile: string;
  /** The record of the last graph-only build (`build-memo.ts`), beside the parse cache. */
  readonly buildRecordFile: string;

  /** @param dir the cache folder; created on save */
  constructor(readonly dir: string) {
    this.file = path.join(dir, `markdown-v${MARKDOWN_OUTPUT_VERSION}.${STORE_LAYOUT}-${COMPILER_VERSION}.bin`);
    this.memoFile = path.join(dir, `file-memo-v${FILE_MEMO_VERSION}-${COMPILER_VERSION}.bin`);
    this.buildRecordFile = path.join(dir, BUILD_RECORD_FILE);
  }

  /**
   * The default cache folder of a site: `.sitegraph/cache/<id>` in the working directory, `<id>`
   * naming the site folder's absolute path. Never inside the site folder itself, which may be
   * shared or read-only content.
   */
  static forSite(siteDir: string, cwd = process.cwd()): MarkdownCacheStore {
    const id = createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 16);
    return new MarkdownCacheStore(path.join(cwd, '.sitegraph', 'cache', id));
  }

  /** Whether a cache file exists (a cold build can start its workers before loading anything). */
  exists(): boolean {
    return existsSync(this.file);
  }

  /** Reads the cache; an empty map when it is missing, damaged or from another version. */
  load(): Map<string, CompiledMarkdown> {
    const out = new Map<string, CompiledMarkdown>();
    let fd: number;
    try {
      fd = openSync(this.file, 'r');
    } catch {
      return out;
    }
    try {
      const header = Buffer.alloc(FRAME_HEADER);
      let frame = Buffer.alloc(1 << 16);
      let left = fstatSync(fd).size;
      for (;;) {
        const got = readFully(fd, header, FRAME_HEADER);
        if (got === 0) return out;
        if (got !== FRAME_HEADER) return new Map();
        const length = header.readUInt32LE(0);
        left -= FRAME_HEADER + length;
        // A length past the end of the file: damaged (and never worth allocating).
        if (left < 0) return new Map();
        if (length > frame.length) frame = Buffer.alloc(Math.max(length, frame.length * 2));
        if (readFully(fd, frame, length) !== length) return new Map();
        const record = deserialize(frame.subarray(0, length)) as unknown;
        if (!Array.isArray(record) || record.length !== 2) return new Map();
        const [key, entry] = record as [unknown, Partial<SerializedCompiledMarkdown> | null];
        if (typeof key !== 'string' || !entry || typeof entry.hastJson !== 'string') return new Map();
        out.set(key, fromSerializedResult(entry as SerializedCompiledMarkdown));
      }
    } catch {
      return new Map();
    } finally {
      closeSync(fd);
    }
  }

  /**
   * Writes the entries a build used (old hits plus new results), dropping the rest so the
   * cache never grows past one site's content: frame by frame, so only one entry's bytes are
   * ever held. Atomic: a temp file renamed over the old one.
   */
  save(entries: ReadonlyMap<string, CompiledMarkdown>): void {
    mkdirSync(this.dir, { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    const fd = openSync(temp, 'w');
    try {
      const header = Buffer.alloc(FRAME_HEADER);
      for (const [key, result] of entries) {
        const bytes = serialize([key, toSerializedResult(result)]);
        header.writeUInt32LE(bytes.length, 0);
        writeFully(fd, header);
        writeFully(fd, bytes);
      }
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
  }

  /**
   * Reads the per-file memo; an empty map when it is missing, damaged or from another version.
   * Its entries are trusted only under their own keys (hashes of everything they depend on).
   */
  loadMemo(): FileMemoEntries {
    try {
      const data = deserialize(readFileSync(this.memoFile)) as unknown;
      return data instanceof Map ? (data as FileMemoEntries) : new Map();
    } catch {
      return new Map();
    }
  }

  /** Writes the per-file memo entries a build used (atomic, like {@link save}). */
  saveMemo(entries: FileMemoEntries): void {
    mkdirSync(this.dir, { recursive: true });
    const temp = `${this.memoFile}.tmp-${process.pid}`;
    writeFileSync(temp, serialize(entries));
    renameSync(temp, this.memoFile);
  }
}

/** Reads up to `length` bytes into `buffer` (fewer only at the end of the file); returns the count. */
function readFully(fd: number, buffer: Buffer, length: number): number {
  let done = 0;
  while (done < length) {
    const got = readSync(fd, buffer, done, length - done, null);
    if (got === 0) break;
    done += got;
  }
  return done;
}

/** Writes every byte of `bytes` (a write may take fewer than asked). */
function writeFully(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
}
