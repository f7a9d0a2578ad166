import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { StoredBytes } from '@sitegraph/compiler';
import type { PageChunk } from '../data/graph-types.js';
import { lazyContentHashes, lazyPlannedFile } from '../data/lazy-file.js';
import type { PlannedFile, SitePlan } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';

/** Layout of a saved plan (bump when it or `SitePlan` changes). */
const PLAN_LAYOUT = 3;

/**
 * A data plan as the start snapshot keeps it, but for the files' texts: those follow it as UTF-8
 * bytes (see {@link serializePlan}).
 */
interface SavedPlan {
  layout: number;
  /** {@link planStamp} of the code and year that planned it. */
  stamp: string;
  plan: Omit<SitePlan, 'files'>;
  ids: string[];
  /** Where each file's UTF-8 text ends in the texts' bytes. */
  ends: Float64Array;
  /** 1 for a lazily planned file (content markers, see `lazyPlannedFile`). */
  lazy: Uint8Array;
  /**
   * The chunk hashes of every file's content markers (`lazyContentHashes`), in file order, joined
   * by `"` (which a hash cannot hold), and how many each file has: the first content edit of a
   * session indexes them, and reading them from the texts would decode every text (0.4 s at
   * 50,000 docs) or scan all their bytes (0.2 s), where this takes one split.
   */
  markers: string;
  markerCounts: Uint32Array;
}

/** Bytes of the length of the serialised {@link SavedPlan} at the start of the saved bytes. */
const HEAD_LENGTH_BYTES = 4;

/**
 * What a plan depends on besides the graph: this runtime's code (the size and modification time
 * of the module file that runs, rewritten by every build) and the footer's year.
 */
function planStamp(buildYear: number): string {
  const st = statSync(fileURLToPath(import.meta.url));
  return `${PLAN_LAYOUT}:${st.size}:${st.mtimeMs}:${buildYear}`;
}

/**
 * The bytes of the dev server's first data plan for the compiler's start snapshot
 * (`DevContent.snapshot`): a later start from the same graph reads them back with
 * {@link restorePlan} instead of planning 50,000 pages again (0.6–0.8 s).
 *
 * Layout: the length of the `v8.serialize`d {@link SavedPlan} (uint32, little-endian), that, then
 * every file's text as UTF-8, one after the other. The texts stay bytes until a file is used:
 * as one string, the 61 MB of texts of a 50,000-doc site took 0.27 s to deserialise at start.
 */
export function serializePlan(plan: SitePlan, buildYear: number): Uint8Array {
  const ids: string[] = [];
  const texts: Buffer[] = [];
  const ends = new Float64Array(plan.files.size);
  const lazy = new Uint8Array(plan.files.size);
  const markers: string[] = [];
  const markerCounts = new Uint32Array(plan.files.size);
  let end = 0;
  for (const [id, file] of plan.files) {
    const text = Buffer.from(file.planned ?? file.text, 'utf8');
    lazy[ids.length] = file.planned === undefined ? 0 : 1;
    if (file.planned !== undefined) {
      const hashes = lazyContentHashes(file.planned);
      markers.push(...hashes);
      markerCounts[ids.length] = hashes.length;
    }
    end += text.length;
    ends[ids.length] = end;
    ids.push(id);
    texts.push(text);
  }
  const { files: _files, ...rest } = plan;
  const saved: SavedPlan = { layout: PLAN_LAYOUT, stamp: planStamp(buildYear), plan: rest, ids, ends, lazy, markers: markers.join('"'), markerCounts };
  const head = serialize(saved);
  const length = Buffer.alloc(HEAD_LENGTH_BYTES);
  length.writeUInt32LE(head.length);
  return Buffer.concat([length, head, ...texts]);
}

/**
 * The plan {@link serializePlan} saved, or null when the bytes are not one, or come from other
 * runtime code or another year. Only the plan is read at once: each file's text is read from
 * `bytes`, decoded, and its value parsed, on first use (at 50,000 docs the texts are 61 MB that a
 * session mostly never reads); lazily planned files read their chunks through `readChunk` as
 * when planned.
 *
 * @param bytes the saved bytes, read range by range (the compiler reads them from its snapshot file)
 */
export function restorePlan(bytes: StoredBytes, buildYear: number, readChunk: (hash: string) => PageChunk): SitePlan | null {
  let saved: SavedPlan;
  let textsAt: number;
  try {
    const head = Buffer.from(bytes.read(0, HEAD_LENGTH_BYTES));
    textsAt = HEAD_LENGTH_BYTES + head.readUInt32LE(0);
    saved = deserialize(bytes.read(HEAD_LENGTH_BYTES, textsAt)) as SavedPlan;
  } catch {
    return null;
  }
  if (saved?.layout !== PLAN_LAYOUT || saved.stamp !== planStamp(buildYear)) return null;
  if ((saved.ids.length > 0 ? saved.ends[saved.ids.length - 1] : 0) !== bytes.length - textsAt) return null;
  if (saved.markerCounts.length !== saved.ids.length) return null;
  const files = new Map<string, PlannedFile>();
  // Every file's markers, split when the first is asked for.
  let markers: { hashes: string[]; starts: Uint32Array } | null = null;
  const markersOf = (i: number): string[] => {
    markers ??= splitMarkers(saved.markers, saved.markerCounts);
    return markers.hashes.slice(markers.starts[i], markers.starts[i]! + saved.markerCounts[i]!);
  };
  let start = 0;
  saved.ids.forEach((id, i) => {
    const from = start;
    const to = (start = saved.ends[i]!);
    const text = decodedOnUse(bytes, textsAt + from, textsAt + to);
    if (saved.lazy[i]) {
      const file = lazyPlannedFile(text, () => JSON.parse(text()) as DataFile, readChunk);
      files.set(id, Object.assign(file, { chunkHashes: () => markersOf(i) }));
    } else {
      files.set(id, parsedOnUse(text));
    }
  });
  return { ...saved.plan, files };
}

/** The hashes of {@link SavedPlan.markers}, and where each file's start among them. */
function splitMarkers(joined: string, counts: Uint32Array): { hashes: string[]; starts: Uint32Array } {
  const starts = new Uint32Array(counts.length);
  let total = 0;
  counts.forEach((count, i) => {
    starts[i] = total;
    total += count;
  });
  const hashes = total === 0 ? [] : joined.split('"');
  if (hashes.length !== total) throw new Error(`Internal error: the saved data plan has ${hashes.length} content markers where its files count ${total}`);
  return { hashes, starts };
}

/** The UTF-8 text of `bytes[start, end)`, read and decoded on first call and kept. */
function decodedOnUse(bytes: StoredBytes, start: number, end: number): () => string {
  let text: string | undefined;
  return () => {
    if (text === undefined) {
      const read = bytes.read(start, end);
      text = Buffer.from(read.buffer, read.byteOffset, read.byteLength).toString('utf8');
    }
    return text;
  };
}

/** A planned file whose text is decoded, and value parsed from it, on first use. */
function parsedOnUse(text: () => string): PlannedFile {
  let value: DataFile | undefined;
  return {
    get text() {
      return text();
    },
    get value() {
      return (value ??= JSON.parse(text()) as DataFile);
    },
  };
}
