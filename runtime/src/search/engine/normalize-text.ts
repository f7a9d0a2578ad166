/**
 * Tokenising and normalising shared by indexing, querying and highlighting, so that a word the
 * index matched is found again when the hit is highlighted.
 */

/** Words of `text`: runs of letters, digits and marks (Unicode), with their offsets in `text`. */
export function wordsWithOffsets(text: string): Array<{ word: string; start: number; end: number }> {
  const words: Array<{ word: string; start: number; end: number }> = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    words.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** Lower case without diacritics ('Éclair' → 'eclair'), so typing without accents finds them. */
export function normalizeTerm(term: string): string {
  // Plain ASCII (most terms) has nothing to decompose.
  return ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const ASCII = /^[\x00-\x7f]*$/;

/** The normalised words of a text, in order (what `wordsWithOffsets` finds, without the offsets). */
export function tokenize(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}\p{M}]+/gu);
  if (words === null) return [];
  const terms: string[] = [];
  for (const word of words) {
    const term = normalizeTerm(word);
    if (term.length > 0) terms.push(term);
  }
  return terms;
}
