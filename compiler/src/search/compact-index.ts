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
 *
 * `encodeJson` gives the entry's JSON text instead, and `followJson` the JSON text of a record
 * that another encoder (the lead) has just encoded, reusing the lead's text when it can: a build
 * encodes each record for the whole index and again for its part of it.
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
  /** Whether the last record encoded started a page (the state was reset before it). */
  private lastStarted = false;
  /** The last record's entry without `p`, and its JSON text once a follower asked for it. */
  private lastRest: CompactSearchRecord = {};
  private lastRestJson: string | null = null;

  /** The entry of the next record: only what does not follow from its page and the record before. */
  encode(record: SearchRecord): CompactSearchRecord {
    const { p, rest } = this.encodeParts(record, this.pageOf(record));
    return p === undefined ? rest : { p, ...rest };
  }

  /** `JSON.stringify(encode(record))`. */
  encodeJson(record: SearchRecord): string {
    const { p, rest } = this.encodeParts(record, this.pageOf(record));
    return withPage(p, (this.lastRestJson = JSON.stringify(rest)));
  }

  /**
   * `encodeJson(record)` for a record that `lead` has just encoded, where this encoder's records
   * are exactly the lead's records of one tag, version and language (one part of the lead's
   * index), in the lead's order.
   *
   * Both encoders' states are set from the record they last encoded, so they differ only in
   * page numbering, or when one starts a page and the other does not: then the lead's previous
   * record was of another part and this encoder's was of the same page, and the record is
   * encoded anew. Otherwise its entry is the lead's, with this encoder's `p`.
   */
  followJson(record: SearchRecord, lead: CompactIndexEncoder): string {
    const id = this.pageOf(record);
    if (this.startsPage(id) !== lead.lastStarted) return this.encodeJson(record);
    const p = this.enter(id);
    this.update(record);
    return withPage(p, (lead.lastRestJson ??= JSON.stringify(lead.lastRest)));
  }

  /** The page id of a record's shared fields, added to the table on first use. */
  private pageOf(record: SearchRecord): number {
    const shared = [record.url_without_anchor, record.hierarchy.lvl0, record.language, record.docusaurus_tag, record.version, record.weight.pageRank] as const;
    // Most records share the previous one's page: its id, without building the key.
    const current = this.count > 0 ? this.pages[this.page]! : null;
    if (current !== null && shared.every((value, i) => value === current[i])) return this.page;
    const key = JSON.stringify(shared);
    let id = this.pageIds.get(key);
    if (id === undefined) {
      const suffix = `-${record.weight.position}`;
      this.pages.push([...shared, record.objectID.endsWith(suffix) ? record.objectID.slice(0, -suffix.length) : null]);
      this.pageIds.set(key, (id = this.pages.length - 1));
    }
    return id;
  }

  /** Whether the record with page `id` starts a page (the state is reset before it). */
  private startsPage(id: number): boolean {
    return id !== this.page || this.count === 0;
  }

  /** Resets the state when the record with page `id` starts a page; returns its `p` (undefined: absent). */
  private enter(id: number): number | undefined {
    this.lastStarted = this.startsPage(id);
    if (!this.lastStarted) return undefined;
    const p = id !== 0 || this.count > 0 ? id : undefined;
    this.page = id;
    this.idBase = this.pages[id]![6];
    this.hierarchy = [null, null, null, null, null, null];
    this.anchor = null;
    this.position = -1;
    return p;
  }

  /** The record's entry: `p` apart, and the rest (what follows from the state the record found). */
  private encodeParts(record: SearchRecord, id: number): { p: number | undefined; rest: CompactSearchRecord } {
    const p = this.enter(id);
    const entry: CompactSearchRecord = {};
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
    this.update(record, levels);
    this.lastRest = entry;
    this.lastRestJson = null;
    return { p, rest: entry };
  }

  /** The state after a record: everything in it is the record's own (see {@link followJson}). */
  private update(record: SearchRecord, levels = LEVELS.map((level) => record.hierarchy[level])): void {
    this.count++;
    this.hierarchy = levels;
    this.anchor = record.anchor;
    this.position = record.weight.position;
  }
}

/** An entry's JSON text from its `p` and the JSON text of the rest (`p` comes first, as `encode` puts it). */
function withPage(p: number | undefined, restJson: string): string {
  if (p === undefined) return restJson;
  return restJson === '{}' ? `{"p":${p}}` : `{"p":${p},${restJson.slice(1)}`;
}
