import { STOP_WORDS } from './stop-words.js';

/**
 * One way of reading a query's words: the words as typed, or with two or three neighbours
 * concatenated ('render media' → `rendermedia`), or with one word split in two ('rendermedia' →
 * `render media`), as the hosted service does with typo tolerance on (its default).
 */
export interface QueryVariant {
  /** The words to match, in query order, normalised. */
  words: string[];
  /**
   * Per word, how many of the typed words it stands for: 1 as typed, 2 or 3 for a concatenation,
   * 0.5 for each half of a split word. Scores are weighed by it, so that a variant scores on the
   * scale of the query typed whatever its number of words.
   */
  spans: number[];
}

/** What the variants are chosen by: how many records hold a term (0 when none). */
export interface Vocabulary {
  count(term: string): number;
  /** Whether some indexed term starts with `prefix` (the last word may still be being typed). */
  hasPrefix(prefix: string): boolean;
}

/** Most neighbouring words concatenated into one. */
const MAX_CONCATENATED = 3;
/** Shortest half of a split word: shorter ones are rarely what was meant ('a' + 'pi'). */
const MIN_SPLIT_PART = 2;

/**
 * The variants of the query `words` other than the words as typed, each differing from it in one
 * place, in a fixed order (concatenations left to right, shorter first, then splits left to
 * right):
 * - two or three neighbouring words concatenated, when an indexed term is the concatenation (or,
 *   when it ends the query, starts with it);
 * - one word of 4 letters or more split in two, when both halves are indexed terms of 2 letters or
 *   more and neither is a stop word; of the possible splits, the one whose rarer half is held by
 *   the most records (the earliest of equals).
 */
export function queryVariants(words: readonly string[], vocabulary: Vocabulary): QueryVariant[] {
  const variants: QueryVariant[] = [];
  const ones = words.map(() => 1);
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n <= MAX_CONCATENATED && i + n <= words.length; n++) {
      const joined = words.slice(i, i + n).join('');
      const known = vocabulary.count(joined) > 0 || (i + n === words.length && vocabulary.hasPrefix(joined));
      if (known) variants.push({ words: [...words.slice(0, i), joined, ...words.slice(i + n)], spans: [...ones.slice(0, i), n, ...ones.slice(i + n)] });
    }
  }
  words.forEach((word, i) => {
    const split = bestSplit(word, vocabulary);
    if (split) variants.push({ words: [...words.slice(0, i), ...split, ...words.slice(i + 1)], spans: [...ones.slice(0, i), 0.5, 0.5, ...ones.slice(i + 1)] });
  });
  return variants;
}

/** The two halves of `word` both indexed that the most records hold (see {@link queryVariants}). */
function bestSplit(word: string, vocabulary: Vocabulary): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestCount = 0;
  for (let at = MIN_SPLIT_PART; at <= word.length - MIN_SPLIT_PART; at++) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    if (STOP_WORDS.has(left) || STOP_WORDS.has(right)) continue;
    const count = Math.min(vocabulary.count(left), vocabulary.count(right));
    if (count > bestCount) {
      best = [left, right];
      bestCount = count;
    }
  }
  return best;
}
