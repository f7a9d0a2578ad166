import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { PageChunk } from '../data/graph-types.js';
import { lazyPlannedFile } from '../data/lazy-file.js';
import type { PlannedFile, SitePlan } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';

/** Layout of a saved plan (bump when it or `SitePlan` changes). */
const PLAN_LAYOUT = 2;

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
  let end = 0;
  for (const [id, file] of plan.files) {
    const text = Buffer.from(file.planned ?? file.text, 'utf8');
    lazy[ids.length] = file.planned === undefined ? 0 : 1;
    end += text.length;
    ends[ids.length] = end;
    ids.push(id);
    texts.push(text);
  }
  const { files: _files, ...rest } = plan;
  const saved: SavedPlan = { layout: PLAN_LAYOUT, stamp: planStamp(buildYear), plan: rest, ids, ends, lazy };
  const head = serialize(saved);
  const length = Buffer.alloc(HEAD_LENGTH_BYTES);
  length.writeUInt32LE(head.length);
  return Buffer.concat([length, head, ...texts]);
}

/**
 * The plan {@link serializePlan} saved, or null when the bytes are not one, or come from other
 * runtime code or another year. Each file's text is decoded, and its value parsed, on first use
 * (the bytes are kept meanwhile); lazily planned files read their chunks through `readChunk` as
 * when planned.
 */
export function restorePlan(bytes: Uint8Array, buildYear: number, readChunk: (hash: string) => PageChunk): SitePlan | null {
  let saved: SavedPlan;
  let texts: Buffer;
  try {
    const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headEnd = HEAD_LENGTH_BYTES + all.readUInt32LE(0);
    saved = deserialize(all.subarray(HEAD_LENGTH_BYTES, headEnd)) as SavedPlan;
    texts = all.subarray(headEnd);
  } catch {
    return null;
  }
  if (saved?.layout !== PLAN_LAYOUT || saved.stamp !== planStamp(buildYear)) return null;
  if (saved.ids.length > 0 && saved.ends[saved.ids.length - 1] !== texts.length) return null;
  const files = new Map<string, PlannedFile>();
  let start = 0;
  saved.ids.forEach((id, i) => {
    const text = decodedOnUse(texts, start, saved.ends[i]!);
    start = saved.ends[i]!;
    files.set(id, saved.lazy[i] ? lazyPlannedFile(text, () => JSON.parse(text()) as DataFile, readChunk) : parsedOnUse(text));
  });
  return { ...saved.plan, files };
}

/** The UTF-8 text of `bytes[start, end)`, decoded on first call and kept. */
function decodedOnUse(bytes: Buffer, start: number, end: number): () => string {
  let text: string | undefined;
  return () => (text ??= bytes.toString('utf8', start, end));
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
