import SearchableMap from 'minisearch/SearchableMap';
import { tokenize } from './normalize-text.js';
import type { SearchRecord } from './types.js';

/** Searchable attributes, in DocSearch's order; a field's bit in a posting's mask is `1 << index`. */
export const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type Field = (typeof FIELDS)[number];
/** Weight of a match in each field: headings before content, lvl1 first (lvl0, the section name, last). */
export const FIELD_BOOSTS: Readonly<Record<Field, number>> = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 1.5, lvl6: 1.5, content: 1 };
const CONTENT_BIT = 1 << FIELDS.indexOf('content');

/** The postings of one term: the records holding it (ascending) and, for each, the fields it is in. */
export interface Postings {
  records: Int32Array;
  masks: Uint8Array;
}

/**
 * The full-text index of a list of records: every term of every searchable attribute with the
 * records and fields it occurs in, and a radix tree of the terms (MiniSearch's `SearchableMap`)
 * for prefix and typo-tolerant term lookup. Typed arrays rather than one map per posting keep
 * building and querying linear in the postings a query touches.
 */
export interface InvertedIndex {
  /** Term → its id (an index into `postings`). */
  terms: SearchableMap<number>;
  postings: Postings[];
  /** Per record: the bit of its own field (its heading level, or content). */
  ownBit: Uint8Array;
  /** Per record: how many words its own text has (heading text, or content). */
  ownLength: Uint16Array;
  /** Per record: an id of its url, for DocSearch's `distinct` on url. */
  urlId: Int32Array;
  /** How many distinct urls (ids are below it). */
  urlCount: number;
  /** Highest boost of the fields of a mask. */
  maskBoost: Float64Array;
}

/** Builds the index of `records` (their order is their id). */
export function buildInvertedIndex(records: readonly SearchRecord[]): InvertedIndex {
  const termIds = new Map<string, number>();
  const postingRecords: number[][] = [];
  const postingMasks: number[][] = [];
  const ownBit = new Uint8Array(records.length);
  const ownLength = new Uint16Array(records.length);
  const urlId = new Int32Array(records.length);
  const urlIds = new Map<string, number>();
  // Fields of the current record each term was seen in, and the terms seen (reset per record).
  let scratchMask = new Uint8Array(1024);
  const seen: number[] = [];

  records.forEach((record, id) => {
    let url = urlIds.get(record.url);
    if (url === undefined) urlIds.set(record.url, (url = urlIds.size));
    urlId[id] = url;
    const own = record.type as Field;
    const ownIndex = FIELDS.indexOf(own);
    ownBit[id] = ownIndex < 0 ? CONTENT_BIT : 1 << ownIndex;
    FIELDS.forEach((field, bit) => {
      const text = field === 'content' ? record.content : record.hierarchy?.[field];
      if (typeof text !== 'string' || text === '') return;
      const words = tokenize(text);
      if (field === own) ownLength[id] = Math.min(words.length, 0xffff);
      for (const word of words) {
        let term = termIds.get(word);
        if (term === undefined) {
          termIds.set(word, (term = termIds.size));
          postingRecords.push([]);
          postingMasks.push([]);
          if (term >= scratchMask.length) {
            const grown = new Uint8Array(scratchMask.length * 2);
            grown.set(scratchMask);
            scratchMask = grown;
          }
        }
        if (scratchMask[term] === 0) seen.push(term);
        scratchMask[term]! |= 1 << bit;
      }
    });
    for (const term of seen) {
      postingRecords[term]!.push(id);
      postingMasks[term]!.push(scratchMask[term]!);
      scratchMask[term] = 0;
    }
    seen.length = 0;
  });

  const maskBoost = new Float64Array(256);
  for (let mask = 1; mask < 256; mask++) {
    maskBoost[mask] = Math.max(...FIELDS.filter((_, bit) => mask & (1 << bit)).map((field) => FIELD_BOOSTS[field]));
  }
  return {
    terms: SearchableMap.from<number>(termIds),
    postings: postingRecords.map((ids, term) => ({ records: Int32Array.from(ids), masks: Uint8Array.from(postingMasks[term]!) })),
    ownBit,
    ownLength,
    urlId,
    urlCount: urlIds.size,
    maskBoost,
  };
}
