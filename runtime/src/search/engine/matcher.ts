import { tokenize } from '@sitegraph/compiler/search-text';
import { matchesFacetFilters, type FacetFilters } from './facet-filters.js';
import type { IndexData, IndexNeed } from './index-data.js';
import { intersectMatches, wordMatches, type Matches } from './matches.js';
import { queryVariants, type QueryVariant, type Vocabulary } from './query-variants.js';
import { queryWords, typosAllowed } from './query-words.js';
import { significantIndexes } from './stop-words.js';
import type { SearchAnswer, SearchRecord } from './types.js';

/** Weight of a term found by completing the last word, and of one found with 1 or 2 typos. */
const PREFIX_WEIGHT = 0.7;
const TYPO_WEIGHT = [1, 0.4, 0.25] as const;
/**
 * Weight of a match of the query read another way (neighbouring words concatenated, a word split
 * in two): below the words as typed, so that in the same field `rendermedia` finds the
 * identifier `renderMedia` before a title 'Render media', and 'render media' the title first.
 */
const VARIANT_WEIGHT = 0.8;
/** The typo-tolerant pass runs only when the exact one finds fewer urls than this. */
export const MIN_EXACT_HITS = 5;
/** Ranking factor of a record whose own text is the query, and of one whose own text holds all its words. */
const EXACT_TEXT_FACTOR = 6;
const ALL_WORDS_OWN_FACTOR = 1.5;
/** Most completions of the last word searched (the most frequent ones). */
const MAX_PREFIX_TERMS = 50;
/** Record attributes whose values are the same for all records of a facet group. */
const GROUP_ATTRIBUTES = new Set(['language', 'docusaurus_tag', 'version']);

/**
 * The records one reading of a query matched (ids ascending),
 * with, at the same places, their score and how many of its words matched their own text.
 */
interface Pass {
  ids: Int32Array;
  total: Float64Array;
  ownHits: Uint8Array;
  /** How many words were matched (0: the empty query, every record). */
  matched: number;
  /** The reading's words, stop words included: what a record's own text is compared with. */
  query: readonly string[];
  /** The words each typed word was corrected to (typo passes). */
  corrections: ReadonlyMap<string, ReadonlySet<string>>;
  weight: number;
}

/**
 * One query's answer, as a generator: it yields what it finds missing in the index (postings
 * of terms, full records) and goes on once the caller has loaded it. Over an index held in
 * memory it never yields.
 */
export type AnswerSteps = Generator<IndexNeed, SearchAnswer, void>;

/**
 * The query function of one index, ranked as the hosted service ranks DocSearch records (see
 * `createSearchEngine`); its work arrays are allocated once and reused, so one answer must be
 * run to its end before the next starts.
 */
export function createMatcher(index: IndexData): (query: string, filters: FacetFilters | undefined, limit: number) => AnswerSteps {
  const n = index.count;
  // Per url, the step (epoch) it was seen in and its best record. Matching and ranking keep
  // the rest of their state in arrays the size of the records in play, not of the index: at
  // 50,000 docs an index has 1.68 million records, and a first query's first touches of arrays
  // of that size (tens of MB, page by page) cost more than its matching.
  const urlStamp = new Int32Array(index.urlCount);
  const urlBest = new Int32Array(index.urlCount);
  let epoch = 0;
  const nextEpoch = () => {
    if (epoch >= 0x7ffffff0) {
      urlStamp.fill(0);
      epoch = 0;
    }
    return ++epoch;
  };
  // The ranking under way (`rank`): the records its passes matched (ascending), and by their
  // place there, each one's final score and the round it was scored in. Ranking's functions
  // below name a record by that place.
  let candidates: Int32Array = new Int32Array(0);
  let final = new Float64Array(0);
  let scored = new Int32Array(0);

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
      const completions: Array<[key: string, term: number]> = [];
      for (const [key, term] of index.terms.atPrefix(word)) if (!found.has(term)) completions.push([key, term]);
      // The most frequent first; equally frequent ones in code point order (whatever the order of term ids).
      if (completions.length > MAX_PREFIX_TERMS) completions.sort(([ka, a], [kb, b]) => index.postingCounts[b]! - index.postingCounts[a]! || (ka < kb ? -1 : ka > kb ? 1 : 0));
      for (const [, term] of completions.slice(0, MAX_PREFIX_TERMS)) add(term, PREFIX_WEIGHT);
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

  // The loops over postings and matches are plain functions (matches.ts), not the body of the generators
  // below: V8 does not replace a running loop with optimised code inside a generator (no
  // on-stack replacement in resumable functions), so a first query's scan of a common term's
  // postings (hundreds of thousands at 50,000 docs) ran unoptimised to its end: 680 of the
  // 1,540 ms of a first hit's main thread there.

  /**
   * Records holding every word (ascending), with their scores and how many words matched their
   * own text; first the postings of every term the words stand for. Words are matched rarest
   * first, each later one only against the records the ones before left.
   */
  function* matchAll(words: string[], spans: readonly number[], typos: (i: number) => boolean): Generator<IndexNeed, Matches, void> {
    corrections.clear();
    const steps = words
      .map((word, i) => {
        const terms = [...expand(word, i === words.length - 1, typos(i))];
        return { terms, span: spans[i]!, postings: terms.reduce((sum, [term]) => sum + index.postingCounts[term]!, 0) };
      })
      .sort((a, b) => a.postings - b.postings);
    const missing = [...new Set(steps.flatMap(({ terms }) => terms.map(([term]) => term)))].filter((term) => index.postings(term) === undefined);
    if (missing.length > 0) yield { postings: missing };
    const weighted = (terms: ReadonlyArray<readonly [term: number, weight: number]>) => terms.map(([term, weight]) => ({ postings: index.postings(term)!, weight }));
    let matches = wordMatches(weighted(steps[0]!.terms), steps[0]!.span, index.ownBit);
    for (let step = 1; step < steps.length && matches.ids.length > 0; step++) matches = intersectMatches(matches, weighted(steps[step]!.terms), steps[step]!.span, index.ownBit);
    return matches;
  }

  // Facet groups in the order of an index's parts (docusaurus_tag, version, language).
  const groupRank = new Int32Array(index.groups.length);
  index.groups
    .map((facets, g) => ({ key: [facets.docusaurus_tag, facets.version, facets.language], g }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .forEach(({ g }, rank) => (groupRank[g] = rank));

  /**
   * DocSearch's custom ranking after the score (pageRank, level, position), then the order of the
   * records in their part of the index: the same order whether the index is loaded whole or as
   * parts, in one file or sharded.
   */
  const compare = (a: number, b: number): number => {
    const ra = candidates[a]!;
    const rb = candidates[b]!;
    const sa = index.slot(ra);
    const sb = index.slot(rb);
    return (
      final[b]! - final[a]! ||
      index.pageRank[sb]! - index.pageRank[sa]! ||
      index.level[sb]! - index.level[sa]! ||
      index.position[sa]! - index.position[sb]! ||
      groupRank[index.group[sa]!]! - groupRank[index.group[sb]!]! ||
      ra - rb
    );
  };

  /**
   * Loads in one round the postings of every term the readings' words stand for without typos
   * (each reading's matching would otherwise ask for its own, one round after another).
   */
  function* loadPostings(readings: readonly QueryVariant[]): Generator<IndexNeed, void, void> {
    const missing = new Set<number>();
    for (const { words } of readings) {
      const kept = significantIndexes(words);
      kept.forEach((i, k) => {
        for (const term of expand(words[i]!, k === kept.length - 1, false).keys()) if (index.postings(term) === undefined) missing.add(term);
      });
    }
    if (missing.size > 0) yield { postings: [...missing] };
  }

  /**
   * One reading of the query matched: `words` (stop words dropped unless all are) with their
   * spans, typos allowed for the words `typos` says.
   */
  function* pass(variant: QueryVariant, typos: (i: number) => boolean, weight: number): Generator<IndexNeed, Pass, void> {
    const keep = significantIndexes(variant.words);
    const words = keep.map((i) => variant.words[i]!);
    const { ids, score, own } = yield* matchAll(words, keep.map((i) => variant.spans[i]!), typos);
    return { ids, total: score, ownHits: own, matched: words.length, query: variant.words, corrections: new Map(corrections), weight };
  }

  // The loops of `rank` over every record its passes matched, apart from it, as those above.


  /** Whether the `k`th record (`r`) of pass `p` may be the pass's query word for word: all its words matched in its own text, of as many words. */
  const maybeQuery = (p: Pass, k: number, r: number): boolean => {
    if (p.matched === 0 || p.ownHits[k] !== p.matched) return false;
    const length = index.ownLength[index.slot(r)]!;
    return length === p.query.length || (length === index.ownLengthCap && p.query.length >= length);
  };

  /**
   * The final score (in `final`) of every record of `passes` that passes the filters, its best in
   * any pass; the records (places in `candidates`; `places`: per pass, those of its records),
   * each once. Records that may be the query word for word but are not loaded count as the
   * query, and are added to `unknown`.
   */
  const scoreAll = (passes: readonly Pass[], places: readonly Int32Array[], round: number, passesFilters: (r: number) => boolean, unknown: Set<number>): number[] => {
    const stamp = round + 1;
    const kept: number[] = [];
    for (const [q, p] of passes.entries()) {
      const at = places[q]!;
      for (let k = 0; k < p.ids.length; k++) {
        const r = p.ids[k]!;
        const c = at[k]!;
        if (!passesFilters(r)) continue;
        let factor = 1 + index.level[index.slot(r)]! / 100;
        if (p.matched > 0 && p.ownHits[k] === p.matched) {
          const record = maybeQuery(p, k, r) ? index.record(r) : null;
          if (record === undefined) unknown.add(c);
          const isQuery = record === undefined || (record !== null && sameWords(tokenize(ownText(record)), p.query, p.corrections));
          factor *= isQuery ? EXACT_TEXT_FACTOR : ALL_WORDS_OWN_FACTOR;
        }
        const score = p.matched === 0 ? 0 : p.total[k]! * factor * p.weight;
        if (scored[c] !== stamp) {
          scored[c] = stamp;
          final[c] = score;
          kept.push(c);
        } else if (score > final[c]!) final[c] = score;
      }
    }
    return kept;
  };

  /** The urls of `records` (places in `candidates`), each once, with the best record of each in `urlBest`. */
  const bestPerUrl = (records: readonly number[]): number[] => {
    const urlRound = nextEpoch();
    const urls: number[] = [];
    for (let k = 0; k < records.length; k++) {
      const r = records[k]!;
      const url = index.urlId[index.slot(candidates[r]!)]!;
      if (urlStamp[url] !== urlRound) {
        urlStamp[url] = urlRound;
        urlBest[url] = r;
        urls.push(url);
      } else if (compare(r, urlBest[url]!) < 0) urlBest[url] = r;
    }
    return urls;
  };

  /**
   * The best record of each url among the records of `passes` that pass the filters, the best
   * `limit` first; a record's score is its best in any pass. A record whose own text has as
   * many words as a pass's query, all matched there, ranks far above the rest when its text is
   * that query word for word: that needs its text, so while a record not loaded could be among
   * the best it counts as the query (the best it can be), and the records among the best whose
   * text is missing are loaded and the ranking made again.
   */
  function* rank(passes: readonly Pass[], filters: FacetFilters | undefined, limit: number): Generator<IndexNeed, SearchAnswer, void> {
    // What ranking reads of a record (level, position, page rank, url), for the records it ranks.
    candidates = passes.length === 1 ? passes[0]!.ids : passes.map((p) => p.ids).reduce(unionIds);
    final = new Float64Array(candidates.length);
    scored = new Int32Array(candidates.length);
    const places = passes.map((p) => placesIn(candidates, p.ids));
    index.decode?.(candidates);
    const passesFilters = yield* facetFilter(candidates, filters);
    for (let round = 0; ; round++) {
      const unknown = new Set<number>();
      const urls = bestPerUrl(scoreAll(passes, places, round, passesFilters, unknown));
      const top = bestOf(
        urls.map((url) => urlBest[url]!),
        limit,
        compare,
      );
      const missing = top.filter((c) => index.record(candidates[c]!) === undefined);
      if (missing.some((r) => unknown.has(r))) {
        // The best records not yet known to be the query, and the rest of the best with them in
        // the same round (most stay among the best once those are known). When some were not the
        // query and others took their place, the records that may take the place of those of
        // the new best that are not either, with them (one more round where there was one for
        // each record that came in; most queries need no second round, and load no more).
        const load = round === 0 ? missing : [...missing, ...contenders(urls, unknown, top)];
        yield { records: load.map((c) => candidates[c]!) };
        continue;
      }
      if (missing.length > 0) yield { records: missing.map((c) => candidates[c]!) };
      return { hits: top.map((c) => ({ record: index.record(candidates[c]!)!, score: final[c]! })), nbHits: urls.length };
    }
  }

  /**
   * The records (places in `candidates`) not loaded, besides the best (`top`), that may take the place of those of the
   * best that are not the query once loaded (`unknown`: counted as the query, scored so in
   * `final`): of those and of the best records of `urls`, the ones whose score is at least the
   * `top.length`-th best of what the best records of `urls` score at the least (one counted as
   * the query scores at least {@link ALL_WORDS_OWN_FACTOR} / {@link EXACT_TEXT_FACTOR} of that);
   * as many as the best, the best of them first. Only what a round loads depends on it: the
   * ranking is made again once they are loaded, as without it.
   */
  const contenders = (urls: readonly number[], unknown: ReadonlySet<number>, top: readonly number[]): number[] => {
    const limit = top.length;
    let floor = 0;
    if (urls.length >= limit) {
      const least = new Float64Array(urls.length);
      for (let k = 0; k < urls.length; k++) {
        const r = urlBest[urls[k]!]!;
        least[k] = unknown.has(r) ? (final[r]! * ALL_WORDS_OWN_FACTOR) / EXACT_TEXT_FACTOR : final[r]!;
      }
      floor = least.sort()[urls.length - limit]!;
    }
    const best = new Set(top);
    // Those not loaded: counted as the query, or the best of their url (its text is what a hit shows).
    const possible = new Set<number>();
    for (const r of unknown) if (final[r]! >= floor && !best.has(r)) possible.add(r);
    for (const url of urls) {
      const r = urlBest[url]!;
      if (final[r]! >= floor && !best.has(r) && index.record(candidates[r]!) === undefined) possible.add(r);
    }
    return bestOf([...possible], limit, compare);
  };

  /** Whether a record passes `filters`: decided once per facet group when they read only group attributes, else per record (loading the records). */
  function* facetFilter(candidates: ArrayLike<number>, filters: FacetFilters | undefined): Generator<IndexNeed, (r: number) => boolean, void> {
    if (filters === undefined || (Array.isArray(filters) && filters.length === 0)) return () => true;
    if (filterAttributes(filters).every((attribute) => GROUP_ATTRIBUTES.has(attribute))) {
      const verdicts = index.groups.map((facets) => matchesFacetFilters(facets as SearchRecord, filters));
      return (r) => verdicts[index.group[index.slot(r)]!]!;
    }
    const missing: number[] = [];
    for (let i = 0; i < candidates.length; i++) if (index.record(candidates[i]!) === undefined) missing.push(candidates[i]!);
    if (missing.length > 0) yield { records: missing };
    return (r) => matchesFacetFilters(index.record(r)!, filters);
  }

  const vocabulary: Vocabulary = {
    count: (term) => {
      const id = index.terms.get(term);
      return id === undefined ? 0 : index.postingCounts[id]!;
    },
    hasPrefix: (prefix) => index.terms.atPrefix(prefix).keys().next().done !== true,
  };
  const exactly = () => false;

  return function* answer(query: string, filters: FacetFilters | undefined, limit: number): AnswerSteps {
    const all = queryWords(query);
    // An empty query lists every record in custom-ranking order, as the hosted service does.
    if (all.length === 0) {
      const none: Pass = { ids: allIds(n), total: new Float64Array(n), ownHits: new Uint8Array(n), matched: 0, query: all, corrections: new Map(), weight: 1 };
      return yield* rank([none], filters, limit);
    }
    const typed: QueryVariant = { words: all, spans: all.map(() => 1) };
    const others = queryVariants(all, vocabulary);
    yield* loadPostings([typed, ...others]);
    // The other readings (concatenated, split) are matched exactly, and join every pass.
    const variants: Pass[] = [];
    for (const variant of others) variants.push(yield* pass(variant, exactly, VARIANT_WEIGHT));
    const exact = yield* rank([yield* pass(typed, exactly, 1), ...variants], filters, limit);
    const words = significantIndexes(all).map((i) => all[i]!);
    if (exact.nbHits >= MIN_EXACT_HITS || words.every((word) => typoReach(word) === 0)) return exact;
    // Typos where a word is in no record (a swap of letters, a missing one); when every word is
    // known but together they match nothing, any word may be the typo ('bold' for 'cold').
    const unknown = words.map((word, i) => index.terms.get(word) === undefined && (i < words.length - 1 || index.terms.atPrefix(word).size === 0));
    if (unknown.some(Boolean)) return yield* rank([yield* pass(typed, (i) => unknown[i]!, 1), ...variants], filters, limit);
    if (exact.nbHits > 0) return exact;
    return yield* rank([yield* pass(typed, () => true, 1), ...variants], filters, limit);
  };
}

function compareKeys(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** 0 … n-1. */
function allIds(n: number): Int32Array {
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i;
  return ids;
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
function sameWords(own: string[], query: readonly string[], corrections: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  return own.length === query.length && own.every((word, i) => word === query[i] || corrections.get(query[i]!)?.has(word) === true);
}

/** How many edits away a typed word may be from the word meant (whose length sets the budget). */
function typoReach(word: string): number {
  return word.length < 3 ? 0 : Math.max(typosAllowed(word), Math.min(2, typosAllowed(word.length + 2)));
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


/** The ascending ids of `a` and of `b`, each once. */
function unionIds(a: Int32Array, b: Int32Array): Int32Array {
  const ids = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const ra = a[i]!;
    const rb = b[j]!;
    ids[k++] = ra < rb ? ra : rb;
    if (ra <= rb) i++;
    if (rb <= ra) j++;
  }
  while (i < a.length) ids[k++] = a[i++]!;
  while (j < b.length) ids[k++] = b[j++]!;
  return ids.subarray(0, k);
}

/** Per id of `ids` (ascending, all in `all`, also ascending), its index in `all`. */
function placesIn(all: Int32Array, ids: Int32Array): Int32Array {
  const places = new Int32Array(ids.length);
  for (let k = 0, c = 0; k < ids.length; k++) {
    while (all[c]! < ids[k]!) c++;
    places[k] = c;
  }
  return places;
}
