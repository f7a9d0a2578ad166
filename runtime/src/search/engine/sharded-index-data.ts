import SearchableMap from 'minisearch/SearchableMap';
import type { SearchPostingsShard, SearchRecordBlock, ShardedSearchIndex } from '@sitegraph/compiler';
import { decodeCompactIndex, TYPE_LEVELS } from './compact-index.js';
import { SHARDED_OWN_LENGTH_CAP, shardedBlockFile } from '@sitegraph/compiler/search-text';
import { recordArrays, type IndexData, type IndexNeed, type Postings } from './index-data.js';
import type { SearchRecord } from './types.js';

/** Fetches and parses one file of a sharded index, by its name beside the manifest. */
export type FetchIndexFile = (name: string) => Promise<unknown>;

/**
 * A part with at most this many postings shards fetches all of them as soon as its manifest is
 * loaded (in the browser: when the reader's pointer reaches the search button), so that the first
 * query's postings are already there or on their way when it is typed, and a follow-up query
 * waits only for its records' blocks (issue #40). Shards are about 32 KB (`SHARDED_LAYOUT`): this
 * is a part of up to about 250 KB of postings (100 docs of the bench corpus; 43 shards at 600
 * docs, 325 at 5,000).
 */
export const PREFETCH_MAX_SHARDS = 8;

/** Records whose per-record data a query decodes together (see {@link shardedIndexData}). */
export const DECODE_CHUNK_RECORDS = 32;

/**
 * The {@link IndexData} of one index part written as term shards (format version 4, the
 * compiler's `ShardedSearchIndex`): the manifest's terms are read now, and of its per-record
 * data the field of each record's own text (what matching reads of every posting); the rest
 * (level, position, page rank, url) is decoded for the records a query ranks, by chunks of
 * `chunkRecords` consecutive records (`decode`), each once: a query of a 50,000-doc part ranks
 * some hundreds to thousands of its 1.68 million records, where decoding them all cost 58 ms of
 * a browser's main thread in the middle of the first query. A term's postings shard and a
 * record's block are fetched when a query asks for them (`load`), each once, and kept; a part of
 * at most {@link PREFETCH_MAX_SHARDS} shards fetches all its postings at once, without waiting
 * for a query.
 *
 * @param chunkRecords records decoded together (tests make it small)
 * @throws Error when the manifest's per-record data does not match its record count
 */
export function shardedIndexData(manifest: ShardedSearchIndex, fetchFile: FetchIndexFile, chunkRecords = DECODE_CHUNK_RECORDS): IndexData {
  const n = manifest.recordCount;
  const meta = base64Bytes(manifest.meta);
  if (meta.length !== n) throw new Error(`search index: ${meta.length} record entries for ${n} records`);
  const pageSizes = readVarints(base64Bytes(manifest.pages));
  /** Per page, its first record; then the record count. */
  const pageStarts = new Int32Array(pageSizes.length + 1);
  pageSizes.forEach((size, page) => (pageStarts[page + 1] = pageStarts[page]! + size));
  if (pageStarts[pageSizes.length] !== n) throw new Error(`search index: the pages hold ${pageStarts[pageSizes.length]} records, not ${n}`);
  const ownBit = new Uint8Array(n);
  const chunks = Math.ceil(n / chunkRecords);
  // Per chunk, what decoding it starts from: how many records before it have a new url (bit 3
  // of their byte), and the last of them (-1: none).
  const urlsBefore = new Int32Array(chunks);
  const lastNewUrl = new Int32Array(chunks);
  let urlCount = 0;
  let lastNew = -1;
  for (let c = 0, r = 0; c < chunks; c++) {
    urlsBefore[c] = urlCount;
    lastNewUrl[c] = lastNew;
    for (const end = Math.min(n, r + chunkRecords); r < end; r++) {
      const byte = meta[r]!;
      ownBit[r] = 1 << (byte & 7);
      if (byte & 8) {
        urlCount++;
        lastNew = r;
      }
    }
  }
  // The exceptions, each list sorted by record (one pair a record).
  const levels = sortedPairs(manifest.levels);
  const positions = sortedPairs(manifest.positions);
  const urls = sortedPairs(manifest.urls);
  const typeLevels = Float64Array.from(TYPE_LEVELS);
  // The decoded chunks' data, chunk after chunk in the order decoded (`slotOf`: per chunk, its
  // place there, -1 until decoded), in the arrays of the index returned (`data`), which grow by
  // doubling.
  const slotOf = new Int32Array(chunks).fill(-1);
  let used = 0;
  const data = recordArrays(Math.min(chunks, 64) * chunkRecords);
  const slot = (r: number): number => {
    const c = (r / chunkRecords) | 0;
    return slotOf[c]! * chunkRecords + (r - c * chunkRecords);
  };

  /**
   * Fills the per-record arrays of chunk `c` as a pass over the whole part would (records page by
   * page; a record's position is the one before plus one unless it is an exception, its url a new
   * one when its bit 3 is set, else the one before unless it is an exception), from the state
   * before the chunk's first record, found from the per-chunk counts and the exception lists.
   */
  const decodeChunk = (c: number): void => {
    if (used * chunkRecords === data.level.length) {
      const grown = recordArrays(Math.min(chunks, used * 2) * chunkRecords);
      for (const key of ['ownLength', 'level', 'position', 'pageRank', 'urlId', 'group'] as const) {
        grown[key].set(data[key] as never);
        Object.assign(data, { [key]: grown[key] });
      }
    }
    slotOf[c] = used++;
    const { ownLength, level, position, pageRank, urlId } = data;
    const first = c * chunkRecords;
    const end = Math.min(n, first + chunkRecords);
    let page = upperBound(pageStarts, first) - 1;
    let pageEnd = pageStarts[page + 1]!;
    let nextLevel = lowerBoundPairs(levels, first);
    let nextPosition = lowerBoundPairs(positions, first);
    let nextUrl = lowerBoundPairs(urls, first);
    // The position of the record before, when it is on the same page (-1: none before on the page).
    let previous = -1;
    if (first > pageStarts[page]!) {
      const exception = nextPosition > 0 ? positions[nextPosition - 1]! : undefined;
      previous = exception !== undefined && exception[0] >= pageStarts[page]! ? exception[1] + (first - 1 - exception[0]) : first - 1 - pageStarts[page]!;
    }
    // The url of the record before: set last by a new url or by an exception, whichever is later.
    let urlsSeen = urlsBefore[c]!;
    const urlException = nextUrl > 0 ? urls[nextUrl - 1]! : undefined;
    let url = urlException !== undefined && urlException[0] > lastNewUrl[c]! ? urlException[1] : Math.max(0, urlsSeen - 1);
    const NONE = n;
    let levelAt = nextLevel < levels.length ? levels[nextLevel]![0] : NONE;
    let positionAt = nextPosition < positions.length ? positions[nextPosition]![0] : NONE;
    let urlAt = nextUrl < urls.length ? urls[nextUrl]![0] : NONE;
    let rank = manifest.pageRanks[page]!;
    for (let r = first, s = slotOf[c]! * chunkRecords; r < end; r++, s++) {
      while (r === pageEnd) {
        page++;
        pageEnd = pageStarts[page + 1]!;
        rank = manifest.pageRanks[page]!;
        previous = -1;
      }
      const byte = meta[r]!;
      const type = byte & 7;
      pageRank[s] = rank;
      ownLength[s] = byte >> 4;
      if (r === levelAt) {
        level[s] = levels[nextLevel]![1];
        levelAt = ++nextLevel < levels.length ? levels[nextLevel]![0] : NONE;
      } else level[s] = typeLevels[type]!;
      if (r === positionAt) {
        previous = positions[nextPosition]![1];
        positionAt = ++nextPosition < positions.length ? positions[nextPosition]![0] : NONE;
      } else previous++;
      position[s] = previous;
      if (byte & 8) url = urlsSeen++;
      else if (r === urlAt) url = urls[nextUrl]![1];
      if (r === urlAt) urlAt = ++nextUrl < urls.length ? urls[nextUrl]![0] : NONE;
      urlId[s] = url;
    }
  };
  const decode = (records?: ArrayLike<number>): void => {
    if (records === undefined) {
      for (let c = 0; c < chunks; c++) if (slotOf[c] === -1) decodeChunk(c);
      return;
    }
    for (let k = 0; k < records.length; k++) {
      const c = Math.floor(records[k]! / chunkRecords);
      if (slotOf[c] === -1) decodeChunk(c);
    }
  };

  const postings = new Map<number, Postings>();
  const records = new Map<number, SearchRecord[]>();
  const fetches = new Map<string, Promise<void>>();
  const once = (name: string, use: (file: unknown) => void): Promise<void> => {
    let pending = fetches.get(name);
    if (!pending) {
      pending = fetchFile(name).then(use);
      pending.catch(() => fetches.delete(name));
      fetches.set(name, pending);
    }
    return pending;
  };
  const shardOf = (term: number): number => {
    let lo = 0;
    let hi = manifest.termShards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (manifest.termShards[mid]![0] <= term) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  // A loaded shard is kept as its bytes and where each of its terms starts in them: a term's
  // postings are decoded when a query first reads them (a shard holds some 200,000 varints, and
  // decoding the six shards of a small part at once cost 40-90 ms of the browser's main thread
  // in the middle of the first query; finding where terms start is one pass over the bytes).
  const shards = new Map<number, { firstTerm: number; bytes: Uint8Array; starts: Int32Array }>();
  const loadShard = (shard: number): Promise<void> =>
    once(manifest.termShards[shard]![1], (file) => {
      const { firstTerm, data } = file as SearchPostingsShard;
      const end = manifest.termShards[shard + 1]?.[0] ?? manifest.terms.length;
      const bytes = base64Bytes(data);
      const starts = new Int32Array(Math.max(0, end - firstTerm));
      let at = 0;
      for (let term = firstTerm; term < end; term++) {
        starts[term - firstTerm] = at;
        // 2 varints a posting: its record's gap, its field mask.
        at = skipVarints(bytes, at, 2 * manifest.counts[term]!);
        if (at < 0) throw new Error('search index: a file ends inside a varint');
      }
      shards.set(shard, { firstTerm, bytes, starts });
    });
  const postingsOf = (term: number): Postings | undefined => {
    let found = postings.get(term);
    if (found) return found;
    const shard = shards.get(shardOf(term));
    if (!shard) return undefined;
    found = decodePostings(shard.bytes, shard.starts[term - shard.firstTerm]!, manifest.counts[term]!);
    postings.set(term, found);
    return found;
  };
  // A small part's postings, all of them, now (a failed shard is forgotten by `once` and
  // fetched again when a query needs it).
  if (manifest.termShards.length <= PREFETCH_MAX_SHARDS) {
    for (let shard = 0; shard < manifest.termShards.length; shard++) loadShard(shard).catch(() => {});
  }
  const loadBlock = (block: number): Promise<void> =>
    once(shardedBlockFile(manifest.filePrefix, block, manifest.blockHashes[block]!), (file) => {
      records.set(block, decodeCompactIndex(file as SearchRecordBlock));
    });

  return Object.assign(data, {
    count: n,
    terms: SearchableMap.from<number>(manifest.terms.map((term, id) => [term, id])),
    postingCounts: manifest.counts,
    postings: postingsOf,
    record: (id) => records.get(Math.floor(id / manifest.blockSize))?.[id % manifest.blockSize],
    async load(need: IndexNeed) {
      const files = 'postings' in need ? [...new Set(need.postings.map(shardOf))].map(loadShard) : [...new Set(need.records.map((id) => Math.floor(id / manifest.blockSize)))].map(loadBlock);
      await Promise.all(files);
    },
    decode,
    slot,
    ownBit,
    ownLengthCap: SHARDED_OWN_LENGTH_CAP,
    urlCount,
    groups: [manifest.facets],
  } satisfies Omit<IndexData, 'ownLength' | 'level' | 'position' | 'pageRank' | 'urlId' | 'group'>);
}

/** The first index of `pairs` (sorted by record) whose record is not below `record`. */
function lowerBoundPairs(pairs: ReadonlyArray<readonly [number, number]>, record: number): number {
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pairs[mid]![0] < record) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index of the ascending `values` whose value is above `value`. */
function upperBound(values: Int32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `[record, value]` pairs sorted by record, one pair a record (of several for one record, the
 * first in the list's order).
 */
function sortedPairs(pairs: ReadonlyArray<readonly [number, number]>): Array<readonly [number, number]> {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  return sorted.filter((pair, i) => i === 0 || sorted[i - 1]![0] !== pair[0]);
}

/**
 * The `count` postings of one term from offset `at` of a shard's bytes: per posting, the gap to
 * the previous record id (the first: id + 1) and the field mask, both unsigned LEB128 varints.
 * The varints are read in this one loop, not through {@link varintReader}: a common term's
 * postings are hundreds of thousands of them (313,000 records hold "build" at 50,000 docs), read
 * while the reader waits for a first hit, before the browser has optimised anything.
 *
 * @throws Error when the bytes end inside a varint
 */
export function decodePostings(bytes: Uint8Array, at: number, count: number): Postings {
  const records = new Int32Array(count);
  const masks = new Uint8Array(count);
  const length = bytes.length;
  let id = -1;
  for (let j = 0; j < count; j++) {
    let byte = at < length ? bytes[at++]! : -1;
    let gap = byte & 0x7f;
    for (let scale = 128; byte >= 0x80; scale *= 128) {
      byte = at < length ? bytes[at++]! : -1;
      gap += (byte & 0x7f) * scale;
    }
    byte = byte < 0 ? -1 : at < length ? bytes[at++]! : -1;
    let mask = byte & 0x7f;
    for (let scale = 128; byte >= 0x80; scale *= 128) {
      byte = at < length ? bytes[at++]! : -1;
      mask += (byte & 0x7f) * scale;
    }
    if (byte < 0) throw new Error('search index: a file ends inside a varint');
    records[j] = id += gap;
    masks[j] = mask;
  }
  return { records, masks };
}

/** Unsigned LEB128 varints, in order. */
function readVarints(bytes: Uint8Array): number[] {
  const values: number[] = [];
  const next = varintReader(bytes);
  while (next.offset() < bytes.length) values.push(next());
  return values;
}

/** The offset in `bytes` after the `count` unsigned LEB128 varints from `at`; -1 when the bytes end inside (or before) one of them. */
function skipVarints(bytes: Uint8Array, at: number, count: number): number {
  for (let left = count; left > 0; left--) {
    for (;;) {
      if (at >= bytes.length) return -1;
      if (bytes[at++]! < 0x80) break;
    }
  }
  return at;
}

/**
 * A reader of the unsigned LEB128 varints of `bytes` from offset `start` (default 0): each call
 * returns the next; `offset()` is where it stands.
 *
 * @throws Error from a call when the bytes end inside a varint (or before it)
 */
function varintReader(bytes: Uint8Array, start = 0): (() => number) & { offset(): number } {
  let at = start;
  const next = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new Error('search index: a file ends inside a varint');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  return Object.assign(next, { offset: () => at });
}

/** `Uint8Array.fromBase64` (ES2026; Chromium 140, Firefox 133, Safari 18.2), where the engine runs has it. */
const fromBase64 = (Uint8Array as { fromBase64?: (text: string) => Uint8Array }).fromBase64?.bind(Uint8Array);

/** The bytes of a base64 string (browsers and Node alike): natively where there is a decoder, else through `atob`. */
function base64Bytes(text: string): Uint8Array {
  if (fromBase64) return fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
