import { closeSync, existsSync, fstatSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import * as zlib from 'node:zlib';
import type { SiteConfig } from '../config/index.js';
import { codePointCompare } from '../json/index.js';
import { contentRoots, findConfigFile, historyRequest, listSiteFiles, listSiteFolders, TEXT_EXTENSIONS, type AssetFile, type ContentRoots, type SiteInput } from '../content/index.js';
import { LazyFileTexts } from '../content/lazy-file-texts.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { SiteGraph } from '../graph/index.js';
import { bodyFingerprint, bodyOnlyEditSince, type LazyChunkIdColumns } from '../incremental/index.js';
import type { ContentSource } from '../render/index.js';
import type { StoredBytes } from '../runtime-contract.js';
import { compilerCodeStamp } from './code-stamp.js';
import { envCount } from './env-count.js';
import { EventLoopSlices } from './event-loop-slices.js';
import { storedBytes } from './stored-bytes.js';
import { readFully } from './sync-file-io.js';
import { writeFileInBackground } from './background-write.js';
import { readSourceColumns, SourceColumnsWriter, type SourceColumns } from './source-columns.js';
import { joinPieces, cutIntoPieces, type PieceCut } from './value-pieces.js';

/** Layout of the snapshot file (bump when it changes). */
const SNAPSHOT_LAYOUT = 8;

/** Bytes of a frame's length prefix (little-endian). */
const FRAME_HEADER = 4;

/**
 * A file modified less than this long (ms) before the site was loaded keeps the snapshot from
 * being saved: the file system's clock is coarser than the process's, so a write just after
 * the load may carry an earlier time.
 */
const MTIME_MARGIN_MS = 2000;

/** The only config file a snapshot supports: a module config can import anything. */
const JSON_CONFIG = 'site.json';

/** What the dev server starts from: the state of its first compile in an earlier session. */
export interface DevSnapshot {
  /** The input, its `files` read on demand ({@link LazyFileTexts}). */
  input: SiteInput;
  /** The content sources as saved; each one's `content` is read from its file on first use. */
  sources: ContentSource[];
  /**
   * The sources whose file changed since the save, each a body-only edit (front matter, title
   * and excerpts as saved), with its new body: for `LazyContent.edit`. Any other change to a
   * file makes the snapshot stale.
   */
  edits: ContentSource[];
  /** The chunk id and link scope of each of `sources`, in their order (`LazyContent.restore`). */
  ids: LazyChunkIdColumns;
  graph: SiteGraph;
  routesPaths: string[];
  /** The runtime's bytes saved with the snapshot (`DevContent.snapshot`), if any: read from the file on demand. */
  attachment?: StoredBytes;
}

/** The state {@link DevSnapshotStore.save} writes: a first compile, before any change. */
export interface DevSnapshotState extends Omit<DevSnapshot, 'attachment' | 'edits'> {
  /** When the site's files were read (ms since the epoch). */
  loadedAt: number;
  /** Makes the runtime's bytes to save with it, if any (called once the save is sure to happen). */
  attachment?: () => Uint8Array | undefined;
}

/**
 * The first frame, one `v8.serialize`d object: who made the snapshot. Read and checked before
 * anything else, so that a snapshot of other compiler code is refused as such, whatever the rest
 * of its frames look like (that code may have laid them out differently), and after a few bytes.
 */
interface SnapshotStamp {
  layout: number;
  code: string;
  mode: SiteInput['mode'];
}

/** The frames after the stamp (in pieces, see {@link pushInPieces}): what decides whether the snapshot is still the site. */
interface SnapshotHeader {
  config: SiteConfig;
  /** The content roots the config gave (`contentRoots`): which existed, which single files it reads. */
  roots: ContentRoots;
  /** Every folder the load listed (`listSiteFolders`), sorted. */
  folders: string[];
  /** Every file the load read (`listSiteFiles`), sorted; then the config file. */
  files: string[];
  /** Per entry of `folders`, then of `files`: modification time (ms), size (bytes), inode number. */
  stamps: Float64Array;
  /** `bodyFingerprint` of each doc and page source's text as saved, by source path. */
  fingerprints: Map<string, string>;
}

/**
 * The frame after the graph's members (the graph comes first, one frame per member, so saving
 * holds the server for less and a start deserialises only what it reads).
 */
interface SnapshotBody {
  configFile: string;
  assets: ReadonlyMap<string, AssetFile>;
  loadDiagnostics?: readonly Diagnostic[];
  sources: SourceColumns;
  ids: LazyChunkIdColumns;
  routesPaths: string[];
}

/**
 * The dev server's start snapshot (`.sitegraph/cache/<site id>/dev-snapshot-v<layout>.bin`):
 * the input, content sources, chunk ids and graph of a dev session's first compile, with the
 * size, modification time and inode of every file that compile read and of every folder it
 * listed (a file added, removed or renamed changes its folder's time, so the folders' stats
 * stand for the listing; a change undone since still counts as a change). A later start whose
 * files all still match serves from it without reading or compiling the site (at 50,000 docs
 * the load, plugins and graph took about 5 s of the 6.6 s before the first page). Docs and
 * pages edited since in their bodies only (same `bodyFingerprint`) are handed back as edits.
 *
 * Trusted only when everything else matches: the same compiler code ({@link compilerCodeStamp}),
 * mode, `site.json`, content roots and stamps. Not written for sites whose output depends on more
 * than their files' stamps: a `sitegraph.config.ts` or a sidebars module (they can import any
 * file) or Git history (last-update data, undated posts). A file rewritten with the same size
 * and an older modification time on the same inode (`touch -d`, `cp -p` over it) is not seen,
 * as with every build tool that trusts modification times.
 */
export class DevSnapshotStore {
  /**
   * @param file the snapshot file (its folder is created on save)
   * @param lazyMemberBytes graph members whose frames are larger (bytes) are deserialised on first read
   * @param pieceItems arrays, objects and Maps with more items or entries than this are saved in pieces of this many ({@link cutIntoPieces})
   */
  constructor(
    readonly file: string,
    private readonly lazyMemberBytes = LAZY_MEMBER_BYTES,
    private readonly pieceItems = PIECE_ITEMS,
  ) {}

  /**
   * The snapshot of the site whose parse cache folder is `cacheDir` (`MarkdownCacheStore.dir`).
   * `SITEGRAPH_SNAPSHOT_LAZY_BYTES` sets its `lazyMemberBytes` (tests: 0 reads every member late).
   */
  static inCacheDir(cacheDir: string): DevSnapshotStore {
    return new DevSnapshotStore(path.join(cacheDir, `dev-snapshot-v${SNAPSHOT_LAYOUT}.bin`), envCount('SITEGRAPH_SNAPSHOT_LAZY_BYTES', LAZY_MEMBER_BYTES));
  }

  /**
   * Why `input` cannot be snapshotted, or null when it can (see the class comment).
   */
  static unsupported(input: SiteInput): string | null {
    if (input.configFile !== JSON_CONFIG) return `the config is ${input.configFile}, a module`;
    if (Object.keys(input.evaluatedModules).length > 0) return 'a sidebars file is a module';
    if (input.fileHistory && input.fileHistory.size > 0) return 'it reads Git history';
    // A restored start lists the content folders only: it would miss them.
    if (input.importedPartials && input.importedPartials.length > 0) return 'it imports Markdown partials from outside its content folders';
    const request = historyRequest(input.config, input.files);
    if (request.last.length > 0 || request.created.length > 0) return 'it reads Git history';
    return null;
  }

  /**
   * The snapshot when it still describes the site in `root`, else why not (no file, another
   * compiler or mode, a changed, new or removed file, a damaged file). Synchronous: it stats
   * every content folder (an added, removed or renamed file changes its folder's time) and
   * every file (about 0.2 s at 50,000 docs), and reads only the stamp's and the header's frames
   * before deciding (the stamp's alone for a snapshot of other compiler code or mode).
   *
   * @param root the site folder, absolute
   */
  restore(root: string, mode: SiteInput['mode']): { snapshot: DevSnapshot } | { reason: string } {
    let fd: number;
    try {
      fd = openSync(this.file, 'r');
    } catch {
      return { reason: 'none saved' };
    }
    let frames: FrameReader | undefined;
    let restored = false;
    try {
      // Stamp, header, graph, body, and the runtime's attachment when there is one; each frame
      // in a buffer of its own, read only once the one before it was accepted (a large graph
      // member's frames: when the member is first read).
      frames = new FrameReader(fd);
      const stamp = deserialize(frames.next()) as Partial<SnapshotStamp> | null;
      if (stamp?.layout !== SNAPSHOT_LAYOUT || stamp.code !== compilerCodeStamp()) return { reason: 'made by other compiler code' };
      if (stamp.mode !== mode) return { reason: `made in ${stamp.mode} mode` };
      const header = readInPieces(frames, 'header')() as SnapshotHeader;
      const configNow = findConfigFile(root);
      if (configNow !== JSON_CONFIG) return { reason: `the site has a ${configNow ?? 'missing config'} now` };
      const exists = (p: string): boolean => existsSync(path.join(root, p));
      const roots = contentRoots(header.config, exists);
      const { files, folders } = header;
      // The single files (versions, sidebars) live outside the stamped folders: compared by name.
      const singles = roots.files.filter(exists);
      const singlesBefore = header.roots.files.filter((f) => files.includes(f));
      if (JSON.stringify(roots) !== JSON.stringify(header.roots) || JSON.stringify(singles) !== JSON.stringify(singlesBefore)) {
        return { reason: 'files were added or removed' };
      }
      const stamps = fileStamps(root, [...folders, ...files]);
      if (!stamps || stamps.subarray(0, folders.length * 3).some((v, i) => v !== header.stamps[i])) return { reason: 'files were added or removed' };
      // Files edited since: kept only when each is a doc or page whose body alone may have changed.
      const changed = files.filter((_, i) => [0, 1, 2].some((k) => stamps[(folders.length + i) * 3 + k] !== header.stamps[(folders.length + i) * 3 + k]));
      if (changed.some((f) => !header.fingerprints.has(f))) return { reason: 'files changed' };
      const graph = lazyGraph(frames, this.lazyMemberBytes, this.file);
      const body = deserialize(frames.next()) as SnapshotBody;
      const attachment = frames.atEnd() ? undefined : frames.skip();
      if (!frames.atEnd()) return { reason: 'damaged' };
      const index = new Map(files.map((f, i) => [f, folders.length + i]));
      const texts = new LazyFileTexts(
        root,
        files.slice(0, -1).filter((f) => TEXT_EXTENSIONS.includes(path.extname(f).toLowerCase())),
        (f, st) => {
          const i = index.get(f)! * 3;
          return st.mtimeMs === header.stamps[i] && st.size === header.stamps[i + 1] && st.ino === header.stamps[i + 2];
        },
      );
      const input: SiteInput = {
        config: header.config,
        configFile: body.configFile,
        files: texts,
        assets: body.assets,
        evaluatedModules: {},
        mode,
        ...(body.loadDiagnostics ? { loadDiagnostics: body.loadDiagnostics } : {}),
      };
      const sources = readSourceColumns(body.sources, texts);
      // Indexed only when files changed (most starts: none; 50,000 entries otherwise built for nothing).
      const bySource = changed.length > 0 ? new Map(sources.map((s) => [s.source, s])) : new Map<string, ContentSource>();
      const edits: ContentSource[] = [];
      for (const file of changed) {
        const text = texts.get(file);
        const source = bySource.get(file);
        const edit = text === undefined || !source ? null : bodyOnlyEditSince(source, header.fingerprints.get(file)!, text);
        if (!edit) return { reason: 'files changed beyond their bodies' };
        texts.set(file, text!);
        edits.push(edit);
      }
      // The runtime's bytes describe the graph as saved: not when bodies changed since.
      const kept = edits.length === 0 && attachment ? frames.storedBytes(attachment) : undefined;
      restored = true;
      return { snapshot: { input, sources, edits, ids: body.ids, graph, routesPaths: body.routesPaths, ...(kept ? { attachment: kept } : {}) } };
    } catch {
      return { reason: 'damaged' };
    } finally {
      if (frames) frames.finish(restored);
      else closeSync(fd);
    }
  }

  /**
   * Writes the snapshot of a first compile (atomically: a temp file renamed over the old one),
   * or returns why not ({@link unsupported}, a file modified since shortly before the load, or
   * what `abandoned` said). Paced for a server that keeps serving: the files are statted and
   * the sources prepared a slice at a time, the header and the graph members are serialised a
   * piece at a time ({@link pushInPieces}), the rest (sources sharing their link scopes) and the
   * runtime's bytes each in one step, with turns of the event loop between them, and the file is
   * written through the thread pool.
   *
   * @param root the site folder, absolute
   * @param abandoned asked after each step that lets the event loop run: a reason (e.g. 'the
   *   site changed', 'the session ended') drops the save and is returned; null goes on
   * @throws file system errors of writing
   */
  async save(root: string, state: DevSnapshotState, abandoned: () => string | null = () => null): Promise<string | null> {
    const { input } = state;
    const unsupported = DevSnapshotStore.unsupported(input);
    if (unsupported) return unsupported;
    const { roots, found } = listSiteFiles(root, input.config);
    const files = [...found].sort(codePointCompare);
    files.push(JSON_CONFIG);
    const folders = listSiteFolders(root, roots);
    const paths = [...folders, ...files];
    const stamps = await fileStampsSliced(root, paths);
    if (!stamps) return 'a file was removed since the load';
    let why = abandoned();
    if (why) return why;
    for (let i = 0; i < paths.length; i++) {
      if (stamps[i * 3]! >= state.loadedAt - MTIME_MARGIN_MS) return `${paths[i]} was modified since shortly before the load`;
    }
    const slices = new EventLoopSlices();
    const fingerprints = new Map<string, string>();
    const sources = new SourceColumnsWriter();
    for (const s of state.sources) {
      const text = input.files.get(s.source);
      const fingerprint = text === undefined ? null : bodyFingerprint(s, text);
      if (fingerprint) fingerprints.set(s.source, fingerprint);
      sources.add(s, text);
      if (slices.due()) await slices.turn();
    }
    if ((why = abandoned())) return why;
    const stamp: SnapshotStamp = { layout: SNAPSHOT_LAYOUT, code: compilerCodeStamp(), mode: input.mode };
    const header: SnapshotHeader = { config: input.config, roots, folders, files, stamps, fingerprints };
    const frames: Uint8Array[] = [serialize(stamp)];
    if ((why = await pushInPieces(frames, header, this.pieceItems, slices, abandoned))) return why;
    const members = Object.keys(state.graph) as Array<keyof SiteGraph>;
    frames.push(serialize(members));
    for (const member of members) {
      if ((why = await pushInPieces(frames, state.graph[member], this.pieceItems, slices, abandoned))) return why;
    }
    const body: SnapshotBody = {
      configFile: input.configFile,
      assets: input.assets,
      ...(input.loadDiagnostics ? { loadDiagnostics: input.loadDiagnostics } : {}),
      sources: sources.columns(),
      ids: state.ids,
      routesPaths: state.routesPaths,
    };
    // Whole: its sources share their link scope (a Map of every page), which pieces would each repeat.
    frames.push(serialize(body));
    await slices.turn();
    const attachment = state.attachment?.();
    if (attachment) frames.push(attachment);
    if ((why = abandoned())) return why;
    await writeFileInBackground(this.file, framed(frames));
    removeOtherLayouts(this.file);
    return null;
  }
}

/**
 * By default, a graph member whose frames are larger than this (bytes) is read, checked and
 * deserialised when first read instead of at restore: at 50,000 docs the first page reads only
 * `site`, `blog` and `diagnostics` of the graph's 104 MB. Deserialising the rest (with the
 * garbage collection it brings) took about 0.6 s of the start before it, and reading and checking
 * its bytes 0.4-0.6 s on a slow afternoon.
 */
const LAZY_MEMBER_BYTES = 64 * 1024;

/**
 * CRC-32 of a frame (`zlib.crc32`, Node ≥ 20.15), checked when the frame is read. Older Nodes
 * have none: their snapshots store 0 and read and deserialise every member at restore.
 */
const crc32: (bytes: Uint8Array) => number = typeof zlib.crc32 === 'function' ? (bytes) => zlib.crc32(bytes) : () => 0;

/**
 * The graph from its frames (a list of member names, then a checksum and a frame per member):
 * small members deserialised now, large ones read, checked and deserialised on first read (an
 * accessor that replaces itself with the value, so the members keep their order and later reads
 * and writes are plain).
 *
 * A large member whose bytes no longer match their checksum when it is first read (the file was
 * damaged in place after the start: saves replace it, which the open file does not see) makes
 * that read throw, after removing `file` so that the next start is a cold one; unless `file` is
 * by then another file (a newer snapshot, saved by this session or another one), which is kept.
 *
 * @throws Error when a small member's checksum does not match (the caller reports the file damaged)
 */
function lazyGraph(frames: FrameReader, lazyBytes: number, file: string): SiteGraph {
  const members = deserialize(frames.next()) as string[];
  const graph: Record<string, unknown> = {};
  for (const member of members) {
    const value = readInPieces(frames, member, lazyBytes);
    if (!value.deferred) {
      graph[member] = value();
      continue;
    }
    let failure: Error | undefined;
    const settle = (v: unknown): void => {
      value.drop();
      Object.defineProperty(graph, member, { value: v, writable: true, enumerable: true, configurable: true });
    };
    Object.defineProperty(graph, member, {
      enumerable: true,
      configurable: true,
      get: () => {
        // A failed read is not retried (the frames are read once): it fails the same way.
        if (failure) throw failure;
        let v: unknown;
        try {
          v = value();
        } catch (error) {
          const fate = frames.removeIfStillAt(file) ? 'it is removed' : 'a newer snapshot has replaced it since and is kept';
          failure = new Error(`The dev server's start snapshot ${file} is damaged (${(error as Error).message}): ${fate}; start sitegraph dev again.`);
          throw failure;
        }
        settle(v);
        return v;
      },
      set: settle,
    });
  }
  return graph as SiteGraph;
}

/**
 * Items per piece when a value is saved in pieces ({@link pushInPieces}) by default: at 50,000 docs the
 * graph's docs list (66 MB) in one `v8.serialize` held the dev server for 2.5 s on a slow
 * machine; 2,000 docs make pieces of about 3 MB.
 */
const PIECE_ITEMS = 2000;

/**
 * Pushes `value` onto `frames` in pieces ({@link cutIntoPieces}), with a turn of the event loop
 * whenever a slice is used up: a frame of the piece count and the CRC-32 of each frame that
 * follows, the skeleton with its cuts, then each piece. The reason `abandoned` gave when it dropped the save, else null.
 */
async function pushInPieces(frames: Uint8Array[], value: unknown, pieceItems: number, slices: EventLoopSlices, abandoned: () => string | null): Promise<string | null> {
  const { skeleton, cuts, pieces } = cutIntoPieces(value, pieceItems);
  const parts: Uint8Array[] = [serialize({ skeleton, cuts })];
  for (const piece of pieces) {
    if (slices.due()) {
      await slices.turn();
      const why = abandoned();
      if (why) return why;
    }
    parts.push(serialize(piece));
  }
  frames.push(Buffer.from(new Uint32Array([pieces.length, ...parts.map((bytes) => crc32(bytes))]).buffer), ...parts);
  await slices.turn();
  return abandoned();
}

/**
 * A value read in pieces, as a function that gives it; whether its bytes are read on that call
 * rather than already read, and `drop()`, for a deferred value that will never be read (its
 * bytes are not needed any more).
 */
type PiecesValue = (() => unknown) & { deferred: boolean; drop: () => void };

/**
 * Reads a value {@link pushInPieces} wrote. Its bytes are read and checked now, or, when they are
 * more than `deferAbove` bytes and the file has their checksums, on the first call of the
 * returned function, which deserialises and joins them (each call anew when read now; once when
 * deferred).
 *
 * @throws Error when a checksum does not match (the caller reports the file damaged), now or,
 *   for deferred bytes, from the returned function
 */
function readInPieces(frames: FrameReader, name: string, deferAbove = Infinity): PiecesValue {
  const sums = new Uint32Array(Uint8Array.from(frames.next()).buffer);
  const count = sums[0]!;
  const spans = Array.from({ length: count + 1 }, () => frames.skip());
  const checked = (parts: readonly Buffer[]): readonly Buffer[] => {
    parts.forEach((bytes, i) => {
      if (sums[i + 1] !== 0 && crc32(bytes) !== sums[i + 1]) throw new Error(`${name}: checksum mismatch`);
    });
    return parts;
  };
  const joined = (parts: readonly Buffer[]): unknown => {
    const { skeleton, cuts } = deserialize(parts[0]!) as { skeleton: unknown; cuts: PieceCut[] };
    return joinPieces({ skeleton, cuts, pieces: parts.slice(1).map((bytes) => deserialize(bytes) as unknown[]) });
  };
  const bytes = spans.reduce((n, span) => n + span.length, 0);
  const unchecked = sums.subarray(1).some((sum) => sum === 0);
  if (bytes <= deferAbove || unchecked) {
    const parts = checked(spans.map((span) => frames.readSpan(span)));
    return Object.assign(() => joined(parts), { deferred: false, drop: () => {} });
  }
  const later = frames.later(spans);
  return Object.assign(() => joined(checked(later.read())), { deferred: true, drop: later.drop });
}

/** Removes the snapshots of other layouts beside `file` (left by an earlier compiler: 100s of MB each). */
function removeOtherLayouts(file: string): void {
  const dir = path.dirname(file);
  for (const name of readdirSync(dir)) {
    if (/^dev-snapshot-v\d+\.bin$/.test(name) && name !== path.basename(file)) rmSync(path.join(dir, name), { force: true });
  }
}

/** Size, modification time and inode of each file (three numbers each), or null when one is missing. */
function fileStamps(root: string, files: readonly string[]): Float64Array | null {
  const out = new Float64Array(files.length * 3);
  for (let i = 0; i < files.length; i++) if (!stampInto(out, i, path.join(root, files[i]!))) return null;
  return out;
}

/** {@link fileStamps} with a turn of the event loop every 10 ms (the dev server keeps serving). */
async function fileStampsSliced(root: string, files: readonly string[]): Promise<Float64Array | null> {
  const out = new Float64Array(files.length * 3);
  const slices = new EventLoopSlices();
  for (let i = 0; i < files.length; i++) {
    if (!stampInto(out, i, path.join(root, files[i]!))) return null;
    if (slices.due()) await slices.turn();
  }
  return out;
}

function stampInto(out: Float64Array, i: number, abs: string): boolean {
  const st = statSync(abs, { throwIfNoEntry: false });
  if (!st) return false;
  out[i * 3] = st.mtimeMs;
  out[i * 3 + 1] = st.size;
  out[i * 3 + 2] = st.ino;
  return true;
}

/** Each frame after its length (little-endian), as {@link FrameReader} reads them. */
function framed(frames: readonly Uint8Array[]): Uint8Array[] {
  return frames.flatMap((frame) => {
    const length = Buffer.alloc(FRAME_HEADER);
    length.writeUInt32LE(frame.length, 0);
    return [length, frame];
  });
}

/** Where a frame's bytes are in the file (bytes from its start) and how many. */
interface FrameSpan {
  at: number;
  length: number;
}

/**
 * Reads the length-prefixed frames of a file one at a time; throws when one runs past the end.
 * Frames can be stepped over and read later ({@link later}): the file then stays open after
 * {@link finish} until the last of them was read, or for good when a frame was handed out as
 * {@link storedBytes}.
 */
class FrameReader {
  private position = 0;
  private readonly size: number;
  /** Groups of frames handed out by {@link later} and not read yet. */
  private unread = 0;
  /** Whether a frame was handed out as {@link storedBytes} (the file then stays open). */
  private pinned = false;
  private state: 'reading' | 'kept' | 'closed' = 'reading';

  /** The open file's device and inode: what tells it from a file saved at its path since. */
  private readonly identity: { dev: number; ino: number };

  constructor(private readonly fd: number) {
    const { size, dev, ino } = fstatSync(fd);
    this.size = size;
    this.identity = { dev, ino };
  }

  /**
   * Removes `file` when it is still the file this reader opened (saves replace a snapshot by a
   * rename, so a newer one at the same path is another inode). Whether it did.
   */
  removeIfStillAt(file: string): boolean {
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st || st.dev !== this.identity.dev || st.ino !== this.identity.ino) return false;
    rmSync(file, { force: true });
    return true;
  }

  atEnd(): boolean {
    return this.position >= this.size;
  }

  next(): Buffer {
    return this.readSpan(this.skip());
  }

  /** Steps over the next frame: where its bytes are. */
  skip(): FrameSpan {
    const header = this.readSpan({ at: this.position, length: FRAME_HEADER });
    const span = { at: this.position + FRAME_HEADER, length: header.readUInt32LE(0) };
    if (span.at + span.length > this.size) throw new Error('truncated');
    this.position = span.at + span.length;
    return span;
  }

  /** The bytes of a frame. */
  readSpan({ at, length }: FrameSpan): Buffer {
    if (this.state === 'closed') throw new Error('Internal error: the snapshot file was closed');
    if (at + length > this.size) throw new Error('truncated');
    const bytes = Buffer.allocUnsafe(length);
    if (readFully(this.fd, bytes, length, at) !== length) throw new Error('truncated');
    return bytes;
  }

  /**
   * Reads the frames at `spans` once, after the restore (see {@link finish}), or never, when
   * `drop` comes first.
   */
  later(spans: readonly FrameSpan[]): { read: () => Buffer[]; drop: () => void } {
    this.unread++;
    let done = false;
    const settle = (): void => {
      done = true;
      if (--this.unread === 0 && this.state === 'kept') this.close();
    };
    return {
      read: () => {
        if (done) throw new Error('Internal error: deferred snapshot frames read twice');
        try {
          return spans.map((span) => this.readSpan(span));
        } finally {
          settle();
        }
      },
      drop: () => {
        if (!done) settle();
      },
    };
  }

  /** The bytes of a frame, read from the file range by range as asked for (it stays open). */
  storedBytes(span: FrameSpan): StoredBytes {
    this.pinned = true;
    return storedBytes(span.length, (start, end) => this.readSpan({ at: span.at + start, length: end - start }));
  }

  /**
   * Ends the restore: closes the file, unless the restore succeeded (`keep`) and frames handed
   * out by {@link later} are still to be read (the last of those reads closes it) or one was
   * handed out as {@link storedBytes}. (A session that never reads them keeps the file open
   * until it ends.)
   */
  finish(keep: boolean): void {
    if (keep && (this.unread > 0 || this.pinned)) this.state = 'kept';
    else this.close();
  }

  private close(): void {
    if (this.state === 'closed' || (this.state === 'kept' && this.pinned)) return;
    this.state = 'closed';
    closeSync(this.fd);
  }
}
