import type { PageChunk } from './graph-types.js';
import type { PlannedFile } from './plan-site-data.js';
import type { ContentData, DataFile } from './site-data.js';
import { contentOfChunk } from './content-text.js';

/** The key of the marker that stands for a page chunk's content in a lazily planned data file. */
const MARKER = '$chunk';

/** A marker in place of the content of chunk `hash` (see {@link lazyPlannedFile}). */
export function lazyContentMarker(hash: string): ContentData {
  return { [MARKER]: hash } as unknown as ContentData;
}

/** Whether a data file's JSON text holds content markers. */
export function hasLazyContent(text: string): boolean {
  return text.includes(`{"${MARKER}":`);
}

/** Chunk hashes the markers of a data file's JSON text name. */
export function lazyContentHashes(text: string): string[] {
  return [...text.matchAll(/\{"\$chunk":"([^"]+)"\}/g)].map((m) => m[1]!);
}

function resolve(value: unknown, readChunk: (hash: string) => PageChunk): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, readChunk));
  if (value === null || typeof value !== 'object') return value;
  const hash = (value as Record<string, unknown>)[MARKER];
  if (typeof hash === 'string') {
    return contentOfChunk(readChunk(hash)) satisfies ContentData;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolve(v, readChunk);
  return out;
}

/**
 * A data file planned before its content was compiled (the dev server): `text` (planned with
 * markers) gave its id; the value and text served are computed on first access, each marker
 * replaced by the content of its chunk, and kept. A chunk that fails to compile throws from
 * the getters (and is tried again on the next access). `text` and `value` (with markers) may be
 * functions that give them on first access (a plan read back from the start snapshot).
 */
export function lazyPlannedFile(text: string | (() => string), value: DataFile | (() => DataFile), readChunk: (hash: string) => PageChunk): PlannedFile {
  let resolved: PlannedFile | null = null;
  let planned = typeof text === 'string' ? text : undefined;
  const get = (): PlannedFile => {
    if (!resolved) {
      const v = resolve(typeof value === 'function' ? value() : value, readChunk) as DataFile;
      resolved = { text: JSON.stringify(v), value: v };
    }
    return resolved;
  };
  return {
    get text() {
      return get().text;
    },
    get value() {
      return get().value;
    },
    get planned() {
      return (planned ??= (text as () => string)());
    },
  } as PlannedFile;
}
