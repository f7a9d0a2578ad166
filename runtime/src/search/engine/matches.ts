import { MASK_BOOST, type Postings } from './index-data.js';

/**
 * Records a query's words matched so far: ids ascending, with, at the same places, their score
 * and how many of the words matched their own text. Matching keeps its state in arrays of this
 * size, not of the index: at 50,000 docs an index has 1.68 million records, and a first query's
 * first touches of per-record work arrays (tens of MB, page by page) cost more than its matching.
 */
export interface Matches {
  ids: Int32Array;
  score: Float64Array;
  own: Uint8Array;
}

/** One term of a word with its weight (1 as typed, less for a completion or a typo). */
export interface WeightedPostings {
  postings: Postings;
  weight: number;
}

/**
 * The matches of one word (the first matched): the union of its terms' postings (each
 * ascending), per record its best score (`weight` times the boost of the best field the term is
 * in, {@link MASK_BOOST}) times the word's `span`, and 1 when a term is in the record's own field
 * (`ownBit`, per record the bit of that field), else 0. The lists are merged two by two, so that
 * the 50 completions of a short prefix cost log2(50) passes.
 */
export function wordMatches(terms: readonly WeightedPostings[], span: number, ownBit: Uint8Array): Matches {
  let lists = terms.map(({ postings, weight }) => termMatches(postings, weight, ownBit));
  while (lists.length > 1) {
    const merged: Matches[] = [];
    for (let k = 0; k + 1 < lists.length; k += 2) merged.push(mergeMatches(lists[k]!, lists[k + 1]!));
    if (lists.length % 2 === 1) merged.push(lists[lists.length - 1]!);
    lists = merged;
  }
  const only = lists[0] ?? { ids: new Int32Array(0), score: new Float64Array(0), own: new Uint8Array(0) };
  if (span !== 1) for (let k = 0; k < only.score.length; k++) only.score[k]! *= span;
  return only;
}

/**
 * The matches of a later word: the records of `before` that one of its terms holds, each with its
 * score before plus its best for this word (as in {@link wordMatches}) times `span`, and its count
 * of words in its own text plus 1 when a term is in it. Each term's postings are walked beside the
 * records, or, when few records are left for long postings, each record is looked up in them
 * (binary search from where the one before was found).
 */
export function intersectMatches(before: Matches, terms: readonly WeightedPostings[], span: number, ownBit: Uint8Array): Matches {
  const records = before.ids;
  const m = records.length;
  const best = new Float64Array(m);
  const found = new Uint8Array(m);
  const own = new Uint8Array(m);
  for (const { postings, weight } of terms) {
    const { records: ids, masks } = postings;
    const seeking = m * 17 < ids.length;
    for (let i = 0, j = 0; i < m && j < ids.length; i++) {
      const r = records[i]!;
      if (seeking) j = lowerBound(ids, r, j);
      else while (j < ids.length && ids[j]! < r) j++;
      if (j === ids.length || ids[j] !== r) continue;
      const mask = masks[j]!;
      const score = weight * MASK_BOOST[mask]!;
      if (found[i] === 0 || score > best[i]!) best[i] = score;
      found[i] = 1;
      if ((mask & ownBit[r]!) !== 0) own[i] = 1;
    }
  }
  let count = 0;
  for (let i = 0; i < m; i++) count += found[i]!;
  const next: Matches = { ids: new Int32Array(count), score: new Float64Array(count), own: new Uint8Array(count) };
  for (let i = 0, k = 0; i < m; i++) {
    if (found[i] === 0) continue;
    next.ids[k] = records[i]!;
    next.score[k] = before.score[i]! + best[i]! * span;
    next.own[k++] = before.own[i]! + own[i]!;
  }
  return next;
}

/** One term's postings as matches (see {@link wordMatches}); the ids are the postings' own array. */
function termMatches(postings: Postings, weight: number, ownBit: Uint8Array): Matches {
  const { records: ids, masks } = postings;
  const score = new Float64Array(ids.length);
  const own = new Uint8Array(ids.length);
  for (let j = 0; j < ids.length; j++) {
    const mask = masks[j]!;
    score[j] = weight * MASK_BOOST[mask]!;
    own[j] = (mask & ownBit[ids[j]!]!) !== 0 ? 1 : 0;
  }
  return { ids, score, own };
}

/** The matches of two terms of one word (each ascending), merged: per record its best score, and 1 when either is in its own text. */
function mergeMatches(a: Matches, b: Matches): Matches {
  const ids = new Int32Array(a.ids.length + b.ids.length);
  const score = new Float64Array(ids.length);
  const own = new Uint8Array(ids.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.ids.length || j < b.ids.length) {
    const ra = i < a.ids.length ? a.ids[i]! : 0x7fffffff;
    const rb = j < b.ids.length ? b.ids[j]! : 0x7fffffff;
    if (ra < rb) {
      ids[k] = ra;
      score[k] = a.score[i]!;
      own[k++] = a.own[i++]!;
    } else if (rb < ra) {
      ids[k] = rb;
      score[k] = b.score[j]!;
      own[k++] = b.own[j++]!;
    } else {
      ids[k] = ra;
      score[k] = Math.max(a.score[i++]!, b.score[j]!);
      own[k++] = a.own[i - 1]! | b.own[j++]!;
    }
  }
  return { ids: ids.subarray(0, k), score: score.subarray(0, k), own: own.subarray(0, k) };
}

/** The first index of the ascending `ids`, from `from` on, whose value is not below `value`. */
export function lowerBound(ids: Int32Array, value: number, from = 0): number {
  let lo = from;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
