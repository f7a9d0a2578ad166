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
  /** Per record: the bit of its own field (its heading level, or content). */
  readonly ownBit: Uint8Array;
  /** Per record: how many words its own text has; {@link ownLengthCap} means at least that many. */
  readonly ownLength: Uint16Array;
  readonly ownLengthCap: number;
  /** Per record: `weight.level`, `weight.position` and `weight.pageRank`. */
  readonly level: Float64Array;
  readonly position: Float64Array;
  readonly pageRank: Float64Array;
  /** Per record: an id of its url (DocSearch's `distinct` on url); ids are below {@link urlCount}. */
  readonly urlId: Int32Array;
  readonly urlCount: number;
  /** Per record: its facet group (an index into {@link groups}). */
  readonly group: Int32Array;
  readonly groups: readonly GroupFacets[];
}

/** The in-memory {@link IndexData} of `records` (their order is their id). */
export function recordsIndexData(records: readonly SearchRecord[]): IndexData {
  const n = records.length;
  const termIds = new Map<string, number>();
  const postingRecords: number[][] = [];
  const postingMasks: number[][] = [];
  const ownBit = new Uint8Array(n);
  const ownLength = new Uint16Array(n);
  const level = new Float64Array(n);
  const position = new Float64Array(n);
  const pageRank = new Float64Array(n);
  const urlId = new Int32Array(n);
  const urlIds = new Map<string, number>();
  const group = new Int32Array(n);
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
    ownBit,
    ownLength,
    ownLengthCap: 0xffff,
    level,
    position,
    pageRank,
    urlId,
    urlCount: urlIds.size,
    group,
    groups,
  };
}
