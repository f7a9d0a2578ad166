import { matchesFacetFilters, type FacetFilters } from './facet-filters.js';
import { buildInvertedIndex, type InvertedIndex } from './inverted-index.js';
import { tokenize } from './normalize-text.js';
import { queryWords, typosAllowed } from './query-words.js';
import { significantWords } from './stop-words.js';
import type { CompactSearchIndex } from '@sitegraph/compiler';
import { decodeCompactIndex } from './compact-index.js';
import type { PrebuiltSearchIndex, RankedHit, SearchAnswer, SearchEngine, SearchOptions, SearchRecord, SerializedSearchIndex } from './types.js';

/** Weight of a term found by completing the last word, and of one found with 1 or 2 typos. */
const PREFIX_WEIGHT = 0.7;
const TYPO_WEIGHT = [1, 0.4, 0.25] as const;
/** The typo-tolerant pass runs only when the exact one finds fewer urls than this. */
export const MIN_EXACT_HITS = 5;
/** Ranking factor of a record whose own text is the query, and of one whose own text holds all its words. */
const EXACT_TEXT_FACTOR = 6;
const ALL_WORDS_OWN_FACTOR = 1.5;
/** Most completions of the last word searched (the most frequent ones). */
const MAX_PREFIX_TERMS = 50;
/** Answers kept for repeated queries (the reader deleting back to an earlier query, pagination). */
export const CACHE_SIZE = 32;
/** Record attributes whose values are the same for all records of a docs version or plugin. */
const GROUP_ATTRIBUTES = new Set(['language', 'docusaurus_tag', 'version']);

/**
 * Loads prebuilt index files (the parsed JSON of `search/<name>[.<tag>].<hash8>.json`, format
 * version 1 or 2) into one engine: one file, or several parts of the same index (their records in
 * the order given). The files hold the records; the full-text index is built here, in the
 * browser or the server, which keeps the files small and the engine's options in one place.
 *
 * @throws Error when a file is not a sitegraph search index (names the missing part), or parts
 *   name different indices, or none is given.
 */
export function loadSearchEngine(serialized: unknown): SearchEngine {
  const files = (Array.isArray(serialized) ? serialized : [serialized]).map(checkSerializedIndex);
  if (files.length === 0) throw new Error('search index: no index file given');
  const indexName = files[0]!.indexName;
  if (files.some((file) => file.indexName !== indexName)) throw new Error('search index: the parts name different indices');
  const records = files.length === 1 ? recordsOf(files[0]!) : files.flatMap(recordsOf);
  return createSearchEngine(indexName, records);
}

/** The full records of a prebuilt index file of either version. */
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
  const index = buildInvertedIndex(records);
  const matcher = createMatcher(records, index);
  const cache = new Map<string, SearchAnswer>();

  const find = (query: string, options: SearchOptions = {}): SearchAnswer => {
    const limit = options.limit ?? Infinity;
    const key = `${query}\u0000${JSON.stringify(options.facetFilters ?? null)}\u0000${limit}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const answer = matcher(query, options.facetFilters, limit);
    cache.set(key, answer);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return answer;
  };
  return {
    indexName,
    recordCount: records.length,
    search: (query) => find(query).hits,
    find,
  };
}

/** The query function of one index; its work arrays are allocated once and reused. */
function createMatcher(records: readonly SearchRecord[], index: InvertedIndex) {
  const n = records.length;
  // Per record: the step (epoch) it survived last, the step it was seen in, its best score for
  // the word being matched, its total, and how many words matched its own text.
  const alive = new Int32Array(n);
  const seen = new Int32Array(n);
  const best = new Float64Array(n);
  const total = new Float64Array(n);
  const wordOwn = new Uint8Array(n);
  const ownHits = new Uint8Array(n);
  const final = new Float64Array(n);
  const urlCount = index.urlCount;
  const urlStamp = new Int32Array(urlCount);
  const urlBest = new Int32Array(urlCount);
  // Survivors of the words matched so far, and of the word being matched (swapped each word).
  const buffers = [new Int32Array(n), new Int32Array(n)] as const;
  const groups = facetGroups(records);
  let epoch = 0;
  const nextEpoch = () => {
    if (epoch >= 0x7ffffff0) {
      alive.fill(0);
      seen.fill(0);
      urlStamp.fill(0);
      epoch = 0;
    }
    return ++epoch;
  };

  // The words each typed word was corrected to in the current pass: a record whose own text is
  // the query with those corrections is still the query word for word.
  const corrections = new Map<string, Set<string>>();

  /** The terms a query word stands for, with their weight. */
  const expand = (word: string, isLast: boolean, typos: boolean): Map<number, number> => {
    const found = new Map<number, number>();
    const add = (term: number | undefined, weight: number, corrected?: string) => {
      if (term === undefined) return;
      if ((found.get(term) ?? 0) < weight) found.set(term, weight);
      if (corrected !== undefined) (corrections.get(word) ?? corrections.set(word, new Set()).get(word)!).add(corrected);
    };
    add(index.terms.get(word), 1);
    if (isLast) {
      const completions: number[] = [];
      for (const [, term] of index.terms.atPrefix(word)) if (!found.has(term)) completions.push(term);
      if (completions.length > MAX_PREFIX_TERMS) completions.sort((a, b) => index.postings[b]!.records.length - index.postings[a]!.records.length);
      for (const term of completions.slice(0, MAX_PREFIX_TERMS)) add(term, PREFIX_WEIGHT);
    }
    if (!typos) return found;
    // The budget is that of the word meant: a word of 8 letters typed with a letter left out has
    // 7 and still gets 2 typos. So look as far as the longest word the typed one may stand for.
    const reach = typoReach(word);
    const allowed = (term: string, distance: number) => distance <= typosAllowed(term.length > word.length ? term : word);
    if (reach > 0) {
      for (const [key, [term, distance]] of index.terms.fuzzyGet(word, reach)) if (allowed(key, distance)) add(term, TYPO_WEIGHT[distance as 1 | 2], key);
    }
    // Levenshtein counts a swap of two letters as two edits; the hosted service, as one typo.
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (allowed(swapped, 1)) add(index.terms.get(swapped), TYPO_WEIGHT[1], swapped);
      // A swap and one more typo, for a word whose budget is 2.
      if (reach < 2) continue;
      for (const [key, [term, distance]] of index.terms.fuzzyGet(swapped, 1)) if (distance === 1 && allowed(key, 2)) add(term, TYPO_WEIGHT[2], key);
    }
    return found;
  };

  /**
   * Records holding every word (scores in `total`, own-text matches in `ownHits`), in a view of a
   * reused buffer. Words are matched rarest first; a later word either scans its postings or,
   * when few records are left, looks each of them up in its postings (binary search).
   */
  const matchAll = (words: string[], typos: (i: number) => boolean): Int32Array => {
    corrections.clear();
    const steps = words
      .map((word, i) => {
        const terms = [...expand(word, i === words.length - 1, typos(i))];
        return { terms, postings: terms.reduce((sum, [term]) => sum + index.postings[term]!.records.length, 0) };
      })
      .sort((a, b) => a.postings - b.postings);
    let survivors = buffers[0].subarray(0, 0);
    let previous = 0;
    for (const [step, { terms, postings }] of steps.entries()) {
      const current = nextEpoch();
      const next = survivors.buffer === buffers[0].buffer ? buffers[1] : buffers[0];
      let count = 0;
      const visit = (r: number, mask: number, weight: number) => {
        const score = weight * index.maskBoost[mask]!;
        const own = (mask & index.ownBit[r]!) !== 0 ? 1 : 0;
        if (seen[r] !== current) {
          seen[r] = current;
          best[r] = score;
          wordOwn[r] = own;
          next[count++] = r;
        } else {
          if (score > best[r]!) best[r] = score;
          wordOwn[r]! |= own;
        }
      };
      const seek = step > 0 && survivors.length * terms.length * 17 < postings;
      for (const [term, weight] of terms) {
        const { records: ids, masks } = index.postings[term]!;
        if (seek) {
          for (const r of survivors) {
            const j = lowerBound(ids, r);
            if (j < ids.length && ids[j] === r) visit(r, masks[j]!, weight);
          }
          continue;
        }
        for (let j = 0; j < ids.length; j++) {
          const r = ids[j]!;
          if (step === 0 || alive[r] === previous) visit(r, masks[j]!, weight);
        }
      }
      survivors = next.subarray(0, count);
      for (const r of survivors) {
        alive[r] = current;
        total[r] = (step === 0 ? 0 : total[r]!) + best[r]!;
        ownHits[r] = (step === 0 ? 0 : ownHits[r]!) + wordOwn[r]!;
      }
      previous = current;
      if (count === 0) break;
    }
    return survivors;
  };

  /**
   * Hierarchy level, and a record whose own text (its heading, or its content) is the query, word
   * for word, far above one whose own text merely holds all its words.
   */
  const rankFactor = (r: number, matched: number, query: string[]): number => {
    let factor = 1 + records[r]!.weight.level / 100;
    if (matched === 0 || ownHits[r] !== matched) return factor;
    const isQuery = index.ownLength[r] === query.length && sameWords(tokenize(ownText(records[r]!)), query, corrections);
    return factor * (isQuery ? EXACT_TEXT_FACTOR : ALL_WORDS_OWN_FACTOR);
  };

  const compare = (a: number, b: number): number => {
    const wa = records[a]!.weight;
    const wb = records[b]!.weight;
    return (
      final[b]! - final[a]! ||
      wb.pageRank - wa.pageRank ||
      wb.level - wa.level ||
      wa.position - wb.position ||
      (records[a]!.objectID < records[b]!.objectID ? -1 : records[a]!.objectID > records[b]!.objectID ? 1 : 0)
    );
  };

  /** The best record of each url among `candidates` that pass the filters, the best `limit` first. */
  const rank = (candidates: Iterable<number>, matched: number, query: string[], filters: FacetFilters | undefined, limit: number): SearchAnswer => {
    const passes = facetFilter(records, groups, filters);
    const stamp = nextEpoch();
    const urls: number[] = [];
    for (const r of candidates) {
      if (!passes(r)) continue;
      final[r] = matched === 0 ? 0 : total[r]! * rankFactor(r, matched, query);
      const url = index.urlId[r]!;
      if (urlStamp[url] !== stamp) {
        urlStamp[url] = stamp;
        urlBest[url] = r;
        urls.push(url);
      } else if (compare(r, urlBest[url]!) < 0) urlBest[url] = r;
    }
    const top = bestOf(urls.map((url) => urlBest[url]!), limit, compare);
    return { hits: top.map((r) => ({ record: records[r]!, score: final[r]! })), nbHits: urls.length };
  };

  return (query: string, filters: FacetFilters | undefined, limit: number): SearchAnswer => {
    const all = queryWords(query);
    // An empty query lists every record in custom-ranking order, as the hosted service does.
    if (all.length === 0) return rank(records.keys(), 0, all, filters, limit);
    const words = significantWords(all);
    const exact = rank(matchAll(words, () => false), words.length, all, filters, limit);
    if (exact.nbHits >= MIN_EXACT_HITS || words.every((word) => typoReach(word) === 0)) return exact;
    // Typos where a word is in no record (a swap of letters, a missing one); when every word is
    // known but together they match nothing, any word may be the typo ('bold' for 'cold').
    const unknown = words.map((word, i) => index.terms.get(word) === undefined && (i < words.length - 1 || index.terms.atPrefix(word).size === 0));
    if (unknown.some(Boolean)) return rank(matchAll(words, (i) => unknown[i]!), words.length, all, filters, limit);
    if (exact.nbHits > 0) return exact;
    return rank(matchAll(words, () => true), words.length, all, filters, limit);
  };
}

/**
 * Per record, the id of its facet group (same language, docusaurus_tag and version), and one
 * record of each group: filters that read only those attributes are decided once per group.
 */
function facetGroups(records: readonly SearchRecord[]): { group: Int32Array; sample: number[] } {
  const ids = new Map<string, number>();
  const group = new Int32Array(records.length);
  const sample: number[] = [];
  records.forEach((record, r) => {
    const key = `${record.language}\u0000${record.docusaurus_tag}\u0000${record.version}`;
    let id = ids.get(key);
    if (id === undefined) {
      ids.set(key, (id = ids.size));
      sample.push(r);
    }
    group[r] = id;
  });
  return { group, sample };
}

/** Whether record `r` passes `filters`. */
function facetFilter(records: readonly SearchRecord[], groups: ReturnType<typeof facetGroups>, filters: FacetFilters | undefined): (r: number) => boolean {
  if (filters === undefined || (Array.isArray(filters) && filters.length === 0)) return () => true;
  if (!filterAttributes(filters).every((attribute) => GROUP_ATTRIBUTES.has(attribute))) {
    return (r) => matchesFacetFilters(records[r]!, filters);
  }
  const verdicts = groups.sample.map((r) => matchesFacetFilters(records[r]!, filters));
  return (r) => verdicts[groups.group[r]!]!;
}

function filterAttributes(filters: FacetFilters): string[] {
  if (typeof filters !== 'string') return filters.flatMap(filterAttributes);
  const body = filters.startsWith('-') ? filters.slice(1) : filters;
  return [body.slice(0, Math.max(0, body.indexOf(':'))).trim()];
}

function ownText(record: SearchRecord): string {
  return (record.type === 'content' ? record.content : record.hierarchy?.[record.type]) ?? '';
}

/** Whether `own` is `query` word for word, a query word also standing for its corrections. */
function sameWords(own: string[], query: string[], corrections: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  return own.length === query.length && own.every((word, i) => word === query[i] || corrections.get(query[i]!)?.has(word) === true);
}

/** How many edits away a typed word may be from the word meant (whose length sets the budget). */
function typoReach(word: string): number {
  return word.length < 3 ? 0 : Math.max(typosAllowed(word), Math.min(2, typosAllowed(word.length + 2)));
}

/** The first index of the ascending `ids` whose value is not below `value`. */
function lowerBound(ids: Int32Array, value: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The best `limit` of `items` in order (all of them sorted when `limit` is not smaller). */
function bestOf(items: number[], limit: number, compare: (a: number, b: number) => number): number[] {
  if (items.length <= limit) return items.sort(compare);
  const top: number[] = [];
  for (const item of items) {
    if (top.length === limit && compare(item, top[limit - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, item);
    if (top.length > limit) top.pop();
  }
  return top;
}

function checkSerializedIndex(value: unknown): PrebuiltSearchIndex {
  const file = value as Partial<SerializedSearchIndex> | Partial<CompactSearchIndex> | null;
  if (typeof file !== 'object' || file === null || file.format !== 'sitegraph-search-index') {
    throw new Error('search index: not a sitegraph search index (expected format "sitegraph-search-index")');
  }
  if (file.formatVersion !== 1 && file.formatVersion !== 2) throw new Error(`search index: unsupported formatVersion ${String(file.formatVersion)} (expected 1 or 2)`);
  if (typeof file.indexName !== 'string') throw new Error('search index: indexName must be a string');
  if (!Array.isArray(file.records)) throw new Error('search index: records must be an array');
  if (file.formatVersion === 2 && !Array.isArray(file.pages)) throw new Error('search index: pages must be an array');
  return file as PrebuiltSearchIndex;
}
