import { normalizeTerm } from '@sitegraph/compiler/search-text';

/**
 * Typo tolerance as the hosted service sets it by default: no typo below 4 letters, one from 4,
 * two from 8 (`minWordSizefor1Typo` 4, `minWordSizefor2Typos` 8).
 */
export function typosAllowed(word: string | number): number {
  const length = typeof word === 'number' ? word : word.length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Whether an indexed word answers a query word: equal, within the typo budget, or — for the last
 * word of the query, which the reader may still be typing — starting with it (with the same budget
 * on the typed part). Both arguments are normalised (see `normalizeTerm`).
 */
export function wordMatches(indexed: string, queryWord: string, isLast: boolean): boolean {
  if (indexed === queryWord) return true;
  const budget = typosAllowed(queryWord);
  if (isLast && indexed.startsWith(queryWord)) return true;
  if (budget === 0) return false;
  if (isLast && indexed.length > queryWord.length) {
    // Prefix with typos: the best of the indexed word's prefixes around the typed length.
    for (let len = queryWord.length - budget; len <= queryWord.length + budget; len++) {
      if (len > 0 && len <= indexed.length && boundedDistance(indexed.slice(0, len), queryWord, budget) <= budget) return true;
    }
    return false;
  }
  return boundedDistance(indexed, queryWord, budget) <= budget;
}

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it exceeds `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The query's normalised words, as the index and the highlighter read them. */
export function queryWords(query: string): string[] {
  return (query.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).map(normalizeTerm).filter((w) => w.length > 0);
}
