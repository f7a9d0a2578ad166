/**
 * English stop words left out of a query's matching when it has other words (the hosted
 * service's `removeStopWords`): they occur in nearly every record, so requiring them filters
 * nothing and scanning their postings costs the most. They stay indexed, so a query made only of
 * stop words ("how to") still finds records, and the exact-match ranking still counts them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'does', 'for', 'from', 'has', 'have',
  'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or', 'so', 'than', 'that', 'the', 'their', 'then',
  'there', 'these', 'this', 'to', 'was', 'we', 'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with', 'you', 'your',
]);

/**
 * The words a query must match: all but its stop words, unless that leaves none. The last word
 * is always kept, since the reader may still be typing it ('the' → 'theme').
 */
export function significantWords(words: readonly string[]): string[] {
  return significantIndexes(words).map((i) => words[i]!);
}

/** The places in `words` of its {@link significantWords}, ascending. */
export function significantIndexes(words: readonly string[]): number[] {
  const kept = words.flatMap((word, i) => (i === words.length - 1 || !STOP_WORDS.has(word) ? [i] : []));
  return kept.length === 1 && words.length > 1 && STOP_WORDS.has(words[kept[0]!]!) ? words.map((_, i) => i) : kept;
}
