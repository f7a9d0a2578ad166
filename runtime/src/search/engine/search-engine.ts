import type { CompactSearchIndex, ShardedSearchIndex } from '@sitegraph/compiler';
import { decodeCompactIndex } from './compact-index.js';
import { recordsIndexData, unionIndexData, type IndexData, type IndexNeed } from './index-data.js';
import { shardedIndexData, type FetchIndexFile } from './sharded-index-data.js';
import { createMatcher, type AnswerSteps } from './matcher.js';
import type { PrebuiltSearchIndex, RankedHit, SearchAnswer, SearchEngine, SearchOptions, SearchRecord, SerializedSearchIndex } from './types.js';

export { MIN_EXACT_HITS } from './matcher.js';
/** Answers kept for repeated queries (the reader deleting back to an earlier query, pagination). */
export const CACHE_SIZE = 32;

/**
 * Loads prebuilt index files (the parsed JSON of `search/<name>[.<tag>].<hash8>.json`, format
 * version 1 or 2, or the manifest of a part written as term shards, version 4) into one engine:
 * one file, or several parts of the same index (their records in the order given). Versions 1
 * and 2 hold the records, and the full-text index is built here, in the browser or the server;
 * a version 4 manifest holds the terms and what ranking reads of each record, and its postings
 * and records are fetched with `fetchFile` as queries need them (the engine's `prepare`).
 *
 * @param fetchFile fetches a file of a sharded part by its name beside the manifest
 * @throws Error when a file is not a sitegraph search index (names the missing part), or parts
 *   name different indices, or none is given, or a manifest comes without `fetchFile`.
 */
export function loadSearchEngine(serialized: unknown, fetchFile?: FetchIndexFile): SearchEngine {
  const files = (Array.isArray(serialized) ? serialized : [serialized]).map(checkSerializedIndex);
  if (files.length === 0) throw new Error('search index: no index file given');
  const indexName = files[0]!.indexName;
  if (files.some((file) => file.indexName !== indexName)) throw new Error('search index: the parts name different indices');
  if (files.every((file): file is PrebuiltSearchIndex => file.formatVersion !== 4)) {
    return createSearchEngine(indexName, files.length === 1 ? recordsOf(files[0]!) : files.flatMap(recordsOf));
  }
  if (!fetchFile) throw new Error('search index: a sharded part needs a way to fetch its files');
  const parts = files.map((file) => (file.formatVersion === 4 ? shardedIndexData(file, fetchFile) : recordsIndexData(recordsOf(file))));
  return searchEngineOver(indexName, unionIndexData(parts));
}

/** The full records of a prebuilt index file of version 1 or 2. */
function recordsOf(file: PrebuiltSearchIndex): SearchRecord[] {
  return file.formatVersion === 1 ? file.records : decodeCompactIndex(file);
}

/** Builds the file a prebuilt index is written as; `loadSearchEngine` reads it back. */
export function serializeSearchIndex(indexName: string, records: readonly SearchRecord[]): SerializedSearchIndex {
  return { format: 'sitegraph-search-index', formatVersion: 1, indexName, records: [...records] };
}

/**
 * An engine over `records`, ranked as the hosted service ranks DocSearch records: every
 * significant word must match (stop words are dropped when other words remain), the last one also
 * as a prefix; an exact pass first, and a typo-tolerant pass (0 typos below 4 letters, 1 up to 7,
 * 2 from 8; a swap of two letters is one typo) only when the exact one finds fewer than
 * {@link MIN_EXACT_HITS} urls: for the words no record holds, or for every word when all are
 * known but match nothing together. Among matches: exact words before completions before typos,
 * the field matched (lvl1 first, content last), a record whose own text is the query word for
 * word, then DocSearch's custom ranking (pageRank, level, position). One hit per url; the last
 * {@link CACHE_SIZE} answers are kept.
 */
export function createSearchEngine(indexName: string, records: readonly SearchRecord[]): SearchEngine {
  return searchEngineOver(indexName, recordsIndexData(records));
}

/**
 * The engine over any {@link IndexData}: its `find` answers synchronously from what is loaded
 * (an index held in memory has everything), and `prepare` first loads what a query needs of an
 * index whose files load on demand (`find` of the same query and options then has it all).
 *
 * @throws Error from `find` when the index lacks what the query needs (not prepared)
 */
export function searchEngineOver(indexName: string, index: IndexData): SearchEngine {
  const matcher = createMatcher(index);
  const cache = new Map<string, SearchAnswer>();
  const keyOf = (query: string, options: SearchOptions) => `${query}\u0000${JSON.stringify(options.facetFilters ?? null)}\u0000${options.limit ?? Infinity}`;
  const remember = (key: string, answer: SearchAnswer): SearchAnswer => {
    cache.set(key, answer);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return answer;
  };
  // The matcher's work arrays are shared by its answers: prepares wait in line, and one that
  // finds a `find` ran while it waited for a file starts over (what it loaded stays loaded). A
  // superseded one ends at its turn or after its next file: a reader typing letter by letter at
  // 50,000 docs queued a prepare per keystroke, each with its own rounds of files, and the
  // dialog waited for all of them (seconds) before the last keystroke's answer.
  let queue: Promise<unknown> = Promise.resolve();
  let runs = 0;
  const start = (query: string, options: SearchOptions): AnswerSteps => {
    runs++;
    return matcher(query, options.facetFilters, options.limit ?? Infinity);
  };

  const find = (query: string, options: SearchOptions = {}): SearchAnswer => {
    const key = keyOf(query, options);
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const step = start(query, options).next();
    if (!step.done) throw new Error(`search index: the query ${JSON.stringify(query)} needs ${describeNeed(step.value)} not loaded (prepare it first)`);
    return remember(key, step.value);
  };
  const prepare = (query: string, options: SearchOptions = {}, superseded?: () => boolean): Promise<void> => {
    const run = queue.then(async () => {
      const key = keyOf(query, options);
      if (cache.has(key) || superseded?.()) return;
      let steps = start(query, options);
      let mine = runs;
      for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) return void remember(key, step.value);
        if (!index.load) throw new Error(`search index: needs ${describeNeed(step.value)}, and nothing loads it`);
        await index.load(step.value);
        if (superseded?.()) return;
        if (runs !== mine) {
          steps = start(query, options);
          mine = runs;
        }
      }
    });
    queue = run.catch(() => {});
    return run;
  };
  return {
    indexName,
    recordCount: index.count,
    search: (query) => find(query).hits,
    find,
    prepare,
  };
}

function describeNeed(need: IndexNeed): string {
  return 'postings' in need ? `the postings of ${need.postings.length} term(s)` : `${need.records.length} record(s)`;
}

function checkSerializedIndex(value: unknown): PrebuiltSearchIndex | ShardedSearchIndex {
  const file = value as Partial<SerializedSearchIndex> | Partial<CompactSearchIndex> | Partial<ShardedSearchIndex> | null;
  if (typeof file !== 'object' || file === null || file.format !== 'sitegraph-search-index') {
    throw new Error('search index: not a sitegraph search index (expected format "sitegraph-search-index")');
  }
  if (file.formatVersion !== 1 && file.formatVersion !== 2 && file.formatVersion !== 4) throw new Error(`search index: unsupported formatVersion ${String(file.formatVersion)} (expected 1, 2 or 4)`);
  if (typeof file.indexName !== 'string') throw new Error('search index: indexName must be a string');
  if (file.formatVersion === 4) {
    for (const key of ['terms', 'counts', 'termShards', 'blockHashes', 'pageRanks', 'levels', 'positions', 'urls'] as const) {
      if (!Array.isArray(file[key])) throw new Error(`search index: ${key} must be an array`);
    }
    if (typeof file.meta !== 'string' || typeof file.pages !== 'string' || typeof file.filePrefix !== 'string') throw new Error('search index: meta, pages and filePrefix must be strings');
    return file as ShardedSearchIndex;
  }
  const prebuilt = file as Partial<SerializedSearchIndex> | Partial<CompactSearchIndex>;
  if (!Array.isArray(prebuilt.records)) throw new Error('search index: records must be an array');
  if (prebuilt.formatVersion === 2 && !Array.isArray(prebuilt.pages)) throw new Error('search index: pages must be an array');
  return file as PrebuiltSearchIndex;
}
