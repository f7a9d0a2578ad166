import MiniSearch from 'minisearch';
import { normalizeTerm, tokenize } from './normalize-text.js';
import { queryWords, typosAllowed } from './query-words.js';
import type { RankedHit, SearchEngine, SearchRecord, SerializedSearchIndex } from './types.js';

/** Attributes searched, with their boost: DocSearch's order (headings before content, lvl1 first). */
const FIELD_BOOSTS = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 1.5, lvl6: 1.5, content: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/**
 * Loads a prebuilt index file (the parsed JSON of `search/<name>.<hash8>.json`) into an engine.
 * The file holds the records; the full-text index (MiniSearch) is built here, in the browser or
 * the server, which keeps the file small and the engine's options in one place.
 *
 * @throws Error when `serialized` is not a sitegraph search index (names the missing part).
 */
export function loadSearchEngine(serialized: unknown): SearchEngine {
  const file = checkSerializedIndex(serialized);
  return createSearchEngine(file.indexName, file.records);
}

/** Builds the file a prebuilt index is written as; `loadSearchEngine` reads it back. */
export function serializeSearchIndex(indexName: string, records: readonly SearchRecord[]): SerializedSearchIndex {
  return { format: 'sitegraph-search-index', formatVersion: 1, indexName, records: [...records] };
}

/** An engine over `records` (typo-tolerant, prefix on the last word, hierarchy- and exact-match weighting). */
export function createSearchEngine(indexName: string, records: readonly SearchRecord[]): SearchEngine {
  const index = new MiniSearch<{ id: number }>({
    fields: FIELDS,
    idField: 'id',
    extractField: (document, field) => {
      if (field === 'id') return document.id as unknown as string;
      const record = records[document.id]!;
      return (field === 'content' ? record.content : record.hierarchy[field as Exclude<Field, 'content'>]) ?? '';
    },
    tokenize: (text) => tokenize(text),
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: { tokenize: (text) => queryWords(text), processTerm: (term) => term },
  });
  index.addAll(records.map((_, id) => ({ id })));

  return {
    indexName,
    recordCount: records.length,
    search(query: string): RankedHit[] {
      const words = queryWords(query);
      // An empty query lists every record in custom-ranking order, as the hosted service does.
      if (words.length === 0) return distinctByUrl(records.map((record) => ({ record, score: 0 })).sort(compareHits));
      const results = index.search(words.join(' '), {
        combineWith: 'AND',
        boost: FIELD_BOOSTS,
        prefix: (_term, i, terms) => i === terms.length - 1,
        fuzzy: (term) => typosAllowed(term) || false,
        weights: { fuzzy: 0.35, prefix: 0.6 },
      });
      const ranked = results.map((result) => {
        const record = records[result.id as number]!;
        return { record, score: result.score * rankFactor(record, words) };
      });
      ranked.sort(compareHits);
      return distinctByUrl(ranked);
    },
  };
}

/**
 * Hierarchy-level and exact-match weighting: headings above content, and a record whose own text
 * (its heading, or its content) is exactly the query above one that merely contains its words.
 */
function rankFactor(record: SearchRecord, words: string[]): number {
  const ownText = record.type === 'content' ? record.content : record.hierarchy[record.type];
  const own = tokenize(ownText ?? '');
  let factor = 1 + record.weight.level / 100;
  if (own.length === words.length && own.every((w, i) => w === words[i])) factor *= 3;
  else if (words.every((w) => own.includes(w))) factor *= 1.5;
  return factor;
}

/** Best score first; ties broken as DocSearch's custom ranking: pageRank desc, level desc, position asc. */
function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.score - a.score ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position ||
    (a.record.objectID < b.record.objectID ? -1 : a.record.objectID > b.record.objectID ? 1 : 0)
  );
}

/** DocSearch's `distinct` on `url`: the best record of each url only. */
function distinctByUrl(hits: RankedHit[]): RankedHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => (seen.has(hit.record.url) ? false : (seen.add(hit.record.url), true)));
}

function checkSerializedIndex(value: unknown): SerializedSearchIndex {
  const file = value as Partial<SerializedSearchIndex> | null;
  if (typeof file !== 'object' || file === null || file.format !== 'sitegraph-search-index') {
    throw new Error('search index: not a sitegraph search index (expected format "sitegraph-search-index")');
  }
  if (file.formatVersion !== 1) throw new Error(`search index: unsupported formatVersion ${String(file.formatVersion)} (expected 1)`);
  if (typeof file.indexName !== 'string') throw new Error('search index: indexName must be a string');
  if (!Array.isArray(file.records)) throw new Error('search index: records must be an array');
  return file as SerializedSearchIndex;
}
