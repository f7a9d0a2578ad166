import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { MARKDOWN_OUTPUT_VERSION } from '../markdown/cache.js';
import { EventLoopSlices } from './event-loop-slices.js';
import { fromTreeTexts, toSerializedResult, type SerializedResultRest, type TreeText } from '../markdown/hast-text.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { FILE_MEMO_VERSION, type FileMemoEntries } from '../memo/index.js';
import { COMPILER_VERSION } from '../version.js';
import { BUILD_RECORD_FILE } from './build-memo.js';
import type { TreeSpill } from './tree-spill.js';
import { readFully, removeStaleCacheTemps, writeFileAtomically, writeFully } from './sync-file-io.js';
import { trackTemp } from '../safety/index.js';

/**
 * Layout of the cache file (bump when it changes): 2 = trees stored as JSON text; 4 = one frame
 * per entry, three length-prefixed parts: the V8-serialised `[key, entry without its trees]`,
 * then the hast JSON and the excerpt hast JSON as UTF-8 (length -1: no excerpt); 5 = a fourth
 * part, the body's search blocks JSON (`searchBlocksJson`). Lengths are 4-byte little-endian
 * integers.
 */
const STORE_LAYOUT = 5;

/** Bytes of a length prefix. */
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

  /**
   * Reads the cache; an empty map when it is missing, damaged or from another version. With a
   * `spill`, the trees' text goes to the spill file as it is read, and only the rest of each
   * result stays in memory.
   */
  load(spill?: TreeSpill): Map<string, CompiledMarkdown> {
    let fd: number;
    try {
      fd = openSync(this.file, 'r');
    } catch {
      return new Map();
    }
    try {
      // The reader's buffer is reused by the next part: text or spill each tree at once.
      return (
        readEntries(fd, (reader) => {
          const part = reader.part();
          return part === null || part === END ? part : spill ? spill.append(part) : part.toString('utf8');
        }) ?? new Map()
      );
    } finally {
      closeSync(fd);
    }
  }

  /**
   * The cache for a long-running process (the dev server): as {@link load}, but each tree's
   * text stays in the cache file and is read back by position when first used, so the trees
   * (1.2 GB of text at 50,000 docs) never sit in memory. The file stays open until `close()`:
   * a later {@link save} renames a new file over it, and the open one keeps the old bytes
   * readable. A tree read after `close()` throws. Missing, damaged or older: empty results.
   *
   * Reads in 10 ms slices with a turn of the event loop between them ({@link EventLoopSlices}):
   * at 50,000 docs reading the file's 100,000 frames takes about a second, which held the server.
   * Stops at the next slice once `signal` is aborted (the results are then partial).
   */
  async loadInPlace(signal?: AbortSignal): Promise<{ results: Map<string, CompiledMarkdown>; close(): void }> {
    let fd: number;
    try {
      fd = openSync(this.file, 'r');
    } catch {
      return { results: new Map(), close() {} };
    }
    let closed = false;
    const close = (): void => {
      if (closed) return;
      closed = true;
      closeSync(fd);
    };
    const file = this.file;
    const textAt = (at: { offset: number; length: number }) => (): string => {
      if (closed) throw new Error(`Internal error: a compiled tree was read after the parse cache ${file} was closed`);
      const bytes = Buffer.allocUnsafe(at.length);
      if (readFully(fd, bytes, at.length, at.offset) !== at.length) throw new Error(`Internal error: the parse cache ${file} ends before byte ${at.offset + at.length}`);
      return bytes.toString('utf8');
    };
    const results = new Map<string, CompiledMarkdown>();
    try {
      const slices = new EventLoopSlices();
      for (const [key, result] of entriesOf(fd, (reader) => {
        const at = reader.skipPart();
        return at === null || at === END ? at : textAt(at);
      })) {
        results.set(key, result);
        if (slices.due()) await slices.turn();
        if (signal?.aborted) break;
      }
      return { results, close };
    } catch {
      close();
      return { results: new Map(), close };
    }
  }

  /**
   * Writes the entries a build used (old hits plus new results), dropping the rest so the
   * cache never grows past one site's content: entry by entry, the trees' JSON text written as
   * strings, so no buffer of the cache (nor of one tree) waits for the garbage collector (at
   * 5,000 docs the cache is ≈ 130 MB, and one buffer of it was at the build's memory peak).
   * Atomic: a temp file renamed over the old one.
   */
  save(entries: ReadonlyMap<string, CompiledMarkdown>): void {
    mkdirSync(this.dir, { recursive: true });
    removeStaleCacheTemps(this.dir);
    const temp = `${this.file}.tmp-${process.pid}`;
    const done = trackTemp(temp);
    let fd: number;
    try {
      fd = openSync(temp, 'w');
    } catch (error) {
      done();
      throw error;
    }
    let written = false;
    try {
      const header = Buffer.alloc(FRAME_HEADER);
      const length = (n: number) => {
        header.writeInt32LE(n, 0);
        writeFully(fd, header);
      };
      const text = (t: string) => {
        const bytes = Buffer.byteLength(t);
        length(bytes);
        writeText(fd, t, bytes);
      };
      for (const [key, result] of entries) {
        const { hastJson, excerptHastJson, searchBlocksJson, ...rest } = toSerializedResult(result);
        const meta = serialize([key, rest]);
        length(meta.length);
        writeFully(fd, meta);
        text(hastJson);
        if (excerptHastJson === null) length(-1);
        else text(excerptHastJson);
        text(searchBlocksJson);
      }
      written = true;
    } finally {
      closeSync(fd);
      if (!written) done();
    }
    try {
      renameSync(temp, this.file);
    } finally {
      done();
    }
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
    writeFileAtomically(this.memoFile, serialize(entries));
  }
}

/**
 * Writes a string as UTF-8 (Node encodes it into memory it frees at once, not a Buffer).
 *
 * @param bytes the text's UTF-8 length (`Buffer.byteLength`), which the caller already knows
 */
function writeText(fd: number, text: string, bytes: number): void {
  const written = writeSync(fd, text, null, 'utf8');
  // A short write of a string cannot be resumed at a character: fall back to a buffer.
  if (written !== bytes) writeFully(fd, Buffer.from(text, 'utf8').subarray(written));
}

/**
 * Every entry of an open cache file, each tree's text (or its reader) given by `tree`, called
 * with the reader at that tree's part; null when the file is damaged or not a cache.
 */
function readEntries(fd: number, tree: (reader: FrameReader) => TreeText | null | typeof END): Map<string, CompiledMarkdown> | null {
  try {
    return new Map(entriesOf(fd, tree));
  } catch {
    return null;
  }
}

/** The entries of {@link readEntries} one at a time; throws when the file is damaged or not a cache. */
function* entriesOf(fd: number, tree: (reader: FrameReader) => TreeText | null | typeof END): Generator<[string, CompiledMarkdown]> {
  const reader = new FrameReader(fd);
  for (;;) {
    const meta = reader.part();
    if (meta === END) return;
    if (meta === null) throw new Error('damaged');
    const record = frameRecord(meta);
    if (!record) throw new Error('damaged');
    const [key, rest] = record;
    const hast = tree(reader);
    if (hast === null || hast === END) throw new Error('damaged');
    const excerpt = tree(reader);
    if (excerpt === END) throw new Error('damaged');
    const blocks = tree(reader);
    if (blocks === null || blocks === END) throw new Error('damaged');
    yield [key, fromTreeTexts(rest, { hast, excerpt, blocks })];
  }
}

/** The `[key, result without its trees]` record of a frame's first part, or null when it is not one. */
function frameRecord(meta: Buffer): [string, SerializedResultRest] | null {
  const record = deserialize(meta) as unknown;
  if (!Array.isArray(record) || record.length !== 2) return null;
  const [key, rest] = record as [unknown, unknown];
  if (typeof key !== 'string' || !rest || typeof rest !== 'object') return null;
  return [key, rest as SerializedResultRest];
}

/** End of the file between two frames. */
const END = Symbol('end');

/** Reads length-prefixed parts, checking every length against what is left of the file. */
class FrameReader {
  private readonly header = Buffer.alloc(FRAME_HEADER);
  private buffer = Buffer.alloc(1 << 16);
  private readonly size: number;
  /** Where the next frame part starts. */
  private position = 0;

  constructor(private readonly fd: number) {
    this.size = fstatSync(fd).size;
  }

  /**
   * The next part's bytes (a view of the reader's buffer, valid until the next call), `null`
   * for a length of -1, END at the end of the file; throws when the file is damaged.
   */
  part(): Buffer | null | typeof END {
    const at = this.skipPart();
    if (at === null || at === END) return at;
    if (at.length > this.buffer.length) this.buffer = Buffer.alloc(Math.max(at.length, this.buffer.length * 2));
    if (readFully(this.fd, this.buffer, at.length, at.offset) !== at.length) throw new Error('truncated');
    return this.buffer.subarray(0, at.length);
  }

  /** As {@link part}, but gives where the part's bytes are in the file instead of reading them. */
  skipPart(): { offset: number; length: number } | null | typeof END {
    const left = this.size - this.position;
    if (left === 0) return END;
    if (readFully(this.fd, this.header, FRAME_HEADER, this.position) !== FRAME_HEADER) throw new Error('truncated');
    const length = this.header.readInt32LE(0);
    this.position += FRAME_HEADER;
    if (length === -1) return null;
    // A length past the end of the file: damaged (and never worth allocating).
    if (length < 0 || length > left - FRAME_HEADER) throw new Error('damaged');
    const offset = this.position;
    this.position += length;
    return { offset, length };
  }
}
