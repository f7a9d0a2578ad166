import SearchableMap from 'minisearch/SearchableMap';
import { recordTerms, SEARCH_FIELDS, type SearchField } from '@sitegraph/compiler/search-text';
import type { SearchRecord } from './types.js';

/** Weight of a match in each field: headings before content, lvl1 first (lvl0, the section name, last). */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 1.5, lvl6: 1.5, content: 1 };

/** Highest boost of the fields of each mask (index: the mask). */
export const MASK_BOOST: Float64Array = (() => {
  const boosts = new Float64Array(256);
  for (let mask = 1; mask < 256; mask++) {
    boosts[mask] = Math.max(...SEARCH_FIELDS.filter((_, bit) => mask & (1 << bit)).map((field) => FIELD_BOOSTS[field]));
  }
  return boosts;
})();

/** The postings of one term: the records holding it (ascending) and, for each, the fields it is in. */
export interface Postings {
  records: Int32Array;
  masks: Uint8Array;
}

/** The record attributes that one facet group shares (a part of an index has one group). */
export interface GroupFacets {
  language: string;
  docusaurus_tag: string;
  version: string;
}

/** What a query may find missing in an {@link IndexData} whose files are loaded on demand. */
export type IndexNeed = { postings: number[] } | { records: number[] };

/**
 * What the engine's matcher reads of an index: the terms with their postings, and per record
 * (by id: its place in the index) what ranking needs. Postings and full records may be held
 * in memory ({@link recordsIndexData}) or loaded on demand from a build's sharded index files:
 * then `postings` and `record` answer undefined until `load` has fetched them.
 */
export interface IndexData {
  /** How many records (ids are below it). */
  readonly count: number;
  /** Term → its id. */
  readonly terms: SearchableMap<number>;
  /** How many records hold each term (by term id). */
  readonly postingCounts: ArrayLike<number>;
  /** A term's postings, or undefined when not loaded. */
  postings(term: number): Postings | undefined;
  /** A full record, or undefined when not loaded. */
  record(r: number): SearchRecord | undefined;
  /** Fetches what a query found missing; absent when everything is in memory. */
  load?(need: IndexNeed): Promise<void>;
  /**
   * Fills the per-record arrays below other than `ownBit` for `records` (absent: all of them)
   * when that is deferred (a part written as term shards decodes them for the records a query
   * ranks); absent when they are filled from the start. Whoever reads them calls it first for
   * the records it reads; records decoded before are not decoded again.
   */
  decode?(records?: ArrayLike<number>): void;
  /** Per record: the bit of its own field (its heading level, or content); always filled. */
  readonly ownBit: Uint8Array;
  /**
   * Where record `r`'s ranking data is in the arrays below (from `ownLength` to `group`): `r`
   * itself when they hold every record; a part written as term shards keeps only what it has
   * decoded, in the order it decoded it (at 50,000 docs, arrays of 1.68 million records cost a
   * first query more in first touches of their pages than the decoding itself). Only for
   * records decoded (`decode`).
   */
  slot(r: number): number;
  /** By slot: how many words a record's own text has; {@link ownLengthCap} means at least that many. */
  readonly ownLength: Uint16Array;
  readonly ownLengthCap: number;
  /** By slot: `weight.level`, `weight.position` and `weight.pageRank`. */
  readonly level: Float64Array;
  readonly position: Float64Array;
  readonly pageRank: Float64Array;
  /** By slot: an id of its url (DocSearch's `distinct` on url); ids are below {@link urlCount}. */
  readonly urlId: Int32Array;
  readonly urlCount: number;
  /** By slot: its facet group (an index into {@link groups}). */
  readonly group: Int32Array;
  readonly groups: readonly GroupFacets[];
}

/** The per-record arrays of an {@link IndexData} of `n` records, zeroed. */
export function recordArrays(n: number): Pick<IndexData, 'ownBit' | 'ownLength' | 'level' | 'position' | 'pageRank' | 'urlId' | 'group'> {
  return { ownBit: new Uint8Array(n), ownLength: new Uint16Array(n), level: new Float64Array(n), position: new Float64Array(n), pageRank: new Float64Array(n), urlId: new Int32Array(n), group: new Int32Array(n) };
}

/** The in-memory {@link IndexData} of `records` (their order is their id). */
export function recordsIndexData(records: readonly SearchRecord[]): IndexData {
  const n = records.length;
  const termIds = new Map<string, number>();
  const postingRecords: number[][] = [];
  const postingMasks: number[][] = [];
  const arrays = recordArrays(n);
  const { ownBit, ownLength, level, position, pageRank, urlId, group } = arrays;
  const urlIds = new Map<string, number>();
  const groupIds = new Map<string, number>();
  const groups: GroupFacets[] = [];
  records.forEach((record, id) => {
    let url = urlIds.get(record.url);
    if (url === undefined) urlIds.set(record.url, (url = urlIds.size));
    urlId[id] = url;
    const groupKey = `${record.language}\u0000${record.docusaurus_tag}\u0000${record.version}`;
    let g = groupIds.get(groupKey);
    if (g === undefined) {
      groupIds.set(groupKey, (g = groups.length));
      groups.push({ language: record.language, docusaurus_tag: record.docusaurus_tag, version: record.version });
    }
    group[id] = g;
    level[id] = record.weight.level;
    position[id] = record.weight.position;
    pageRank[id] = record.weight.pageRank;
    const indexed = recordTerms(record);
    ownBit[id] = indexed.ownBit;
    ownLength[id] = Math.min(indexed.ownLength, 0xffff);
    for (const [word, mask] of indexed.terms) {
      let term = termIds.get(word);
      if (term === undefined) {
        termIds.set(word, (term = termIds.size));
        postingRecords.push([]);
        postingMasks.push([]);
      }
      postingRecords[term]!.push(id);
      postingMasks[term]!.push(mask);
    }
  });
  const postings: Postings[] = postingRecords.map((ids, term) => ({ records: Int32Array.from(ids), masks: Uint8Array.from(postingMasks[term]!) }));
  return {
    count: n,
    terms: SearchableMap.from<number>(termIds),
    postingCounts: postings.map((p) => p.records.length),
    postings: (term) => postings[term],
    record: (r) => records[r],
    slot: (r) => r,
    ...arrays,
    ownLengthCap: 0xffff,
    urlCount: urlIds.size,
    groups,
  };
}

/**
 * One {@link IndexData} over several (the parts of one index, in order): record ids run through
 * the parts, terms are merged by their text, url ids are per part (parts never share a url: each
 * docs version, blog and the pages have routes of their own). Own-text word counts are capped at the lowest cap
 * of the parts (a capped count only makes the matcher read the record's text).
 */
export function unionIndexData(parts: readonly IndexData[]): IndexData {
  if (parts.length === 1) return parts[0]!;
  const offsets: number[] = [];
  let count = 0;
  for (const part of parts) {
    offsets.push(count);
    count += part.count;
  }
  const termIds = new Map<string, number>();
  /** Per global term, its id in each part (-1: not there). */
  const local: Int32Array[] = [];
  parts.forEach((part, p) => {
    for (const [term, id] of part.terms) {
      let g = termIds.get(term);
      if (g === undefined) {
        termIds.set(term, (g = local.length));
        local.push(new Int32Array(parts.length).fill(-1));
      }
      local[g]![p] = id;
    }
  });
  const postingCounts = local.map((ids) => ids.reduce((sum, id, p) => sum + (id < 0 ? 0 : parts[p]!.postingCounts[id]!), 0));
  const merged = new Map<number, Postings>();
  const partOf = (r: number): number => {
    let p = parts.length - 1;
    while (offsets[p]! > r) p--;
    return p;
  };
  const cap = Math.min(...parts.map((part) => part.ownLengthCap));
  // The arrays below hold every record of the parts that decode nothing (`decode` absent); the
  // rest is copied from a part once it has decoded it, record by record (`copied`).
  const concat = <T extends Float64Array | Uint8Array | Uint16Array | Int32Array>(make: (n: number) => T, pick: (part: IndexData) => T, shift: (p: number) => number = () => 0, every = false): T => {
    const out = make(count);
    parts.forEach((part, p) => {
      if (part.decode && !every) return;
      const values = pick(part);
      const delta = shift(p);
      if (delta === 0) out.set(values, offsets[p]);
      else for (let i = 0; i < values.length; i++) out[offsets[p]! + i] = values[i]! + delta;
    });
    return out;
  };
  const urlOffsets = parts.map((_, p) => parts.slice(0, p).reduce((sum, part) => sum + part.urlCount, 0));
  const groupOffsets = parts.map((_, p) => parts.slice(0, p).reduce((sum, part) => sum + part.groups.length, 0));
  const ownLength = concat((m) => new Uint16Array(m), (part) => part.ownLength);
  for (let i = 0; i < ownLength.length; i++) if (ownLength[i]! > cap) ownLength[i] = cap;
  const level = concat((m) => new Float64Array(m), (part) => part.level);
  const position = concat((m) => new Float64Array(m), (part) => part.position);
  const pageRank = concat((m) => new Float64Array(m), (part) => part.pageRank);
  const urlId = concat((m) => new Int32Array(m), (part) => part.urlId, (p) => urlOffsets[p]!);
  const group = concat((m) => new Int32Array(m), (part) => part.group, (p) => groupOffsets[p]!);
  const deferred = parts.some((part) => part.decode);
  const copied = deferred ? new Uint8Array(count) : null;
  parts.forEach((part, p) => {
    if (!part.decode) copied?.fill(1, offsets[p], offsets[p]! + part.count);
  });
  const decode = (records?: ArrayLike<number>): void => {
    const wanted = records ?? Array.from({ length: count }, (_, r) => r);
    const local: number[][] = parts.map(() => []);
    for (let k = 0; k < wanted.length; k++) {
      const r = wanted[k]!;
      if (copied![r]) continue;
      const p = partOf(r);
      local[p]!.push(r - offsets[p]!);
    }
    local.forEach((ids, p) => {
      if (ids.length === 0) return;
      const part = parts[p]!;
      part.decode!(ids);
      for (const id of ids) {
        const r = id + offsets[p]!;
        const s = part.slot(id);
        copied![r] = 1;
        ownLength[r] = Math.min(part.ownLength[s]!, cap);
        level[r] = part.level[s]!;
        position[r] = part.position[s]!;
        pageRank[r] = part.pageRank[s]!;
        urlId[r] = part.urlId[s]! + urlOffsets[p]!;
        group[r] = part.group[s]! + groupOffsets[p]!;
      }
    });
  };
  return {
    count,
    terms: SearchableMap.from<number>(termIds),
    postingCounts,
    postings(term) {
      const known = merged.get(term);
      if (known) return known;
      const pieces: Array<{ postings: Postings; offset: number }> = [];
      for (let p = 0; p < parts.length; p++) {
        const id = local[term]![p]!;
        if (id < 0) continue;
        const postings = parts[p]!.postings(id);
        if (!postings) return undefined;
        pieces.push({ postings, offset: offsets[p]! });
      }
      const records = new Int32Array(postingCounts[term]!);
      const masks = new Uint8Array(records.length);
      let at = 0;
      for (const { postings, offset } of pieces) {
        for (let j = 0; j < postings.records.length; j++) records[at + j] = postings.records[j]! + offset;
        masks.set(postings.masks, at);
        at += postings.records.length;
      }
      const result = { records, masks };
      merged.set(term, result);
      return result;
    },
    record(r) {
      const p = partOf(r);
      return parts[p]!.record(r - offsets[p]!);
    },
    async load(need) {
      await Promise.all(
        parts.map((part, p) => {
          if (!part.load) return undefined;
          if ('postings' in need) {
            const terms = need.postings.map((g) => local[g]![p]!).filter((id) => id >= 0 && part.postings(id) === undefined);
            return terms.length > 0 ? part.load({ postings: terms }) : undefined;
          }
          const records = need.records.filter((r) => partOf(r) === p).map((r) => r - offsets[p]!);
          return records.length > 0 ? part.load({ records }) : undefined;
        }),
      );
    },
    ...(deferred ? { decode } : {}),
    slot: (r) => r,
    ownBit: concat((m) => new Uint8Array(m), (part) => part.ownBit, () => 0, true),
    ownLength,
    ownLengthCap: cap,
    level,
    position,
    pageRank,
    urlId,
    urlCount: parts.reduce((sum, part) => sum + part.urlCount, 0),
    group,
    groups: parts.flatMap((part) => part.groups),
  };
}
