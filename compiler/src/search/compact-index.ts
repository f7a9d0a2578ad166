import type { SearchRecord } from '../graph/search-schema.js';
import { COMPACT_RECORD_TYPES, COMPACT_TYPE_LEVELS } from './search-text.js';

/**
 * A page of the compact index: what consecutive records of one page share, as a tuple
 * `[url_without_anchor, hierarchy.lvl0, language, docusaurus_tag, version, weight.pageRank, idBase]`.
 * `idBase` is the objectID of the page's records without their `-<position>` suffix (the records
 * carry it only when theirs differs), or null when the first record's id has no such suffix.
 */
export type CompactSearchPage = [url: string, lvl0: string | null, language: string, tag: string, version: string, pageRank: number, idBase: string | null];

/**
 * One record of the compact index: every key is optional and absent when the value follows from
 * the page and the previous record of the same page (the decoder's state; it starts anew, with no
 * hierarchy, anchor null and position -1, whenever the page changes).
 */
export interface CompactSearchRecord {
  /** Index of the record's page in `pages` (absent: the previous record's; the first record's is 0). */
  p?: number;
  /** Index of the type in {@link COMPACT_RECORD_TYPES} (absent: 'content'). */
  t?: number;
  /** How many of the previous record's levels lvl1… the hierarchy starts with, before `h` (absent: 0). */
  k?: number;
  /** The hierarchy's next levels after the `k` kept ones, the rest null (absent: the previous record's hierarchy, unchanged). */
  h?: Array<string | null>;
  /** `content` (absent: null). */
  c?: string;
  /** `anchor` (absent: the previous record's). */
  a?: string | null;
  /** `url` (absent: `url_without_anchor`, plus `#anchor` when the anchor is not null). */
  u?: string;
  /** `weight.level` (absent: the type's DocSearch weight, {@link COMPACT_TYPE_LEVELS}). */
  l?: number;
  /** `weight.position` (absent: the previous record's plus one). */
  i?: number;
  /** `objectID` (absent: `<idBase>-<position>`). */
  o?: string;
}

/**
 * The prebuilt index file, format 'sitegraph-search-index' version 2: records that reference a
 * page table, which decode to exactly the DocSearch records written (the runtime's
 * `loadSearchEngine` reads it). Version 1 (`records` holding full records) is still read. The
 * records come before the pages so that a build can write them as they are made
 * ({@link CompactIndexEncoder}) and the page table last.
 */
export interface CompactSearchIndex {
  format: 'sitegraph-search-index';
  formatVersion: 2;
  /** The index's name (`graph.search.indices[].name`). */
  indexName: string;
  /** The records, in the order of the build. */
  records: CompactSearchRecord[];
  /** What the records of each page share, referenced by the records' `p`. */
  pages: CompactSearchPage[];
}

// In the browser-safe module, so that the runtime's decoders read the same numbering.
export { COMPACT_RECORD_TYPES, COMPACT_TYPE_LEVELS };

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Encodes records as a version 2 index, in their order. Lossless for any records (fields that do
 * not follow the usual pattern are stored on the record); deterministic (same records, same JSON).
 */
export function encodeCompactIndex(indexName: string, records: readonly SearchRecord[]): CompactSearchIndex {
  const encoder = new CompactIndexEncoder();
  const out = records.map((record) => encoder.encode(record));
  return { format: 'sitegraph-search-index', formatVersion: 2, indexName, records: out, pages: encoder.pages };
}

/**
 * The version 2 encoding one record at a time, for builds that write an index as its records are
 * made: `encode` gives each record's entry in turn, and `pages` the page table so far (complete
 * once the last record is encoded). `encodeCompactIndex` is this fold over an array.
 */
export class CompactIndexEncoder {
  /** The page table: one entry per distinct set of shared fields, in order of first use. */
  readonly pages: CompactSearchPage[] = [];
  private readonly pageIds = new Map<string, number>();
  private count = 0;
  private page = 0;
  private idBase: string | null = null;
  private hierarchy: Array<string | null> = [];
  private anchor: string | null = null;
  private position = -1;

  /** The entry of the next record: only what does not follow from its page and the record before. */
  encode(record: SearchRecord): CompactSearchRecord {
    const shared = [record.url_without_anchor, record.hierarchy.lvl0, record.language, record.docusaurus_tag, record.version, record.weight.pageRank] as const;
    // Most records share the previous one's page: its id, without building the key.
    const current = this.count > 0 ? this.pages[this.page]! : null;
    let id = current !== null && shared.every((value, i) => value === current[i]) ? this.page : undefined;
    if (id === undefined) {
      const key = JSON.stringify(shared);
      id = this.pageIds.get(key);
      if (id === undefined) {
        const suffix = `-${record.weight.position}`;
        this.pages.push([...shared, record.objectID.endsWith(suffix) ? record.objectID.slice(0, -suffix.length) : null]);
        this.pageIds.set(key, (id = this.pages.length - 1));
      }
    }
    const entry: CompactSearchRecord = {};
    if (id !== this.page || this.count === 0) {
      if (id !== 0 || this.count > 0) entry.p = id;
      this.page = id;
      this.idBase = this.pages[id]![6];
      this.hierarchy = [null, null, null, null, null, null];
      this.anchor = null;
      this.position = -1;
    }
    const type = COMPACT_RECORD_TYPES.indexOf(record.type);
    if (record.type !== 'content') entry.t = type;
    const levels = LEVELS.map((level) => record.hierarchy[level]);
    if (levels.some((value, i) => value !== this.hierarchy[i])) {
      let keep = 0;
      while (keep < 6 && levels[keep] === this.hierarchy[keep]) keep++;
      let end = 6;
      while (end > keep && levels[end - 1] === null) end--;
      if (keep > 0) entry.k = keep;
      entry.h = levels.slice(keep, end);
    }
    if (record.content !== null) entry.c = record.content;
    if (record.anchor !== this.anchor) entry.a = record.anchor;
    if (record.url !== (record.anchor === null ? record.url_without_anchor : `${record.url_without_anchor}#${record.anchor}`)) entry.u = record.url;
    if (record.weight.level !== COMPACT_TYPE_LEVELS[record.type]) entry.l = record.weight.level;
    if (record.weight.position !== this.position + 1) entry.i = record.weight.position;
    if (this.idBase === null || record.objectID !== `${this.idBase}-${record.weight.position}`) entry.o = record.objectID;
    this.count++;
    this.hierarchy = levels;
    this.anchor = record.anchor;
    this.position = record.weight.position;
    return entry;
  }
}
