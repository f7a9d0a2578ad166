import { escapeHtml } from './escape-html.js';
import { identifierParts, normalizeTerm, wordsWithOffsets } from '@sitegraph/compiler/search-text';
import { wordMatches } from './query-words.js';
import type { HighlightResult } from './types.js';

/** Tags and ellipsis of one request (`highlightPreTag`, `highlightPostTag`, `snippetEllipsisText`). */
export interface HighlightTags {
  preTag: string;
  postTag: string;
  ellipsis: string;
}

/**
 * `_highlightResult` of one text: the ESCAPED text with `preTag`/`postTag` around each word that
 * answers a query word — nothing else in `value` is markup, whatever the text holds.
 */
export function highlightText(text: string, words: string[], tags: HighlightTags): HighlightResult {
  return markWords(text, words, tags, 0, Infinity, false);
}

/**
 * `_snippetResult` of one text: a window of `wordCount` words around the first matched word
 * (the start when nothing matched), highlighted as `highlightText`, with the ellipsis where cut.
 */
export function snippetText(text: string, words: string[], wordCount: number, tags: HighlightTags): HighlightResult {
  const all = wordsWithOffsets(text);
  const first = all.findIndex((w) => matchingQueryWords(w.word, words).length > 0);
  const count = Math.max(1, wordCount);
  let startWord = first < 0 ? 0 : Math.max(0, first - Math.floor((count - 1) / 2));
  startWord = Math.max(0, Math.min(startWord, all.length - count));
  return markWords(text, words, tags, startWord, startWord + count, true);
}

function markWords(
  text: string, words: string[], tags: HighlightTags, fromWord: number, toWord: number, snippet: boolean,
): HighlightResult {
  const all = wordsWithOffsets(text);
  const start = snippet && fromWord > 0 ? all[fromWord]!.start : 0;
  const end = snippet && toWord < all.length ? all[toWord - 1]!.end : text.length;
  const matched = new Set<string>();
  let value = snippet && start > 0 ? tags.ellipsis : '';
  let cursor = start;
  let highlightedChars = 0;
  for (const w of all.slice(fromWord, Math.min(toWord, all.length))) {
    const queryWords = matchingQueryWords(w.word, words);
    if (queryWords.length === 0) continue;
    for (const queryWord of queryWords) matched.add(queryWord);
    value += escapeHtml(text.slice(cursor, w.start)) + tags.preTag + escapeHtml(w.word) + tags.postTag;
    highlightedChars += w.word.length;
    cursor = w.end;
  }
  value += escapeHtml(text.slice(cursor, end));
  if (snippet && end < text.length) value += tags.ellipsis;
  // matchedWords keeps the query's order, as the hosted service does.
  const matchedWords = words.filter((w, i) => matched.has(w) && words.indexOf(w) === i);
  const distinct = new Set(words);
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === distinct.size ? 'full' : 'partial';
  const result: HighlightResult = { value, matchLevel, matchedWords };
  if (matchLevel !== 'none' && !snippet) {
    result.fullyHighlighted = highlightedChars === text.replace(/[^\p{L}\p{N}\p{M}]/gu, '').length;
  }
  return result;
}

/**
 * The query words a word of the text answers, as the engine matched them: the first query word
 * that matches it whole (the last query word by prefix), else those matching its identifier
 * parts (`renderMedia` answers 'render' and 'media'), else two or three neighbouring query words
 * it is the concatenation of ('render media' in `rendermedia`). Remembered per query (`words`
 * is the same array for every hit of an answer): the texts of 20 hits repeat their words, and
 * each check may compute an edit distance.
 */
function matchingQueryWords(word: string, words: string[]): readonly string[] {
  let known = answered.get(words);
  if (!known) answered.set(words, (known = new Map()));
  const remembered = known.get(word);
  if (remembered) return remembered;
  const found = findQueryWords(word, words);
  known.set(word, found);
  return found;
}

function findQueryWords(word: string, words: string[]): string[] {
  const normalized = normalizeTerm(word);
  const isLast = (i: number) => i === words.length - 1;
  const whole = words.find((q, i) => wordMatches(normalized, q, isLast(i)));
  if (whole !== undefined) return [whole];
  const parts = identifierParts(word).map(normalizeTerm);
  const byParts = words.filter((q, i) => parts.some((part) => wordMatches(part, q, isLast(i))));
  if (byParts.length > 0) return byParts;
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n <= 3 && i + n <= words.length; n++) {
      const joined = words.slice(i, i + n).join('');
      if (normalized === joined || (isLast(i + n - 1) && normalized.startsWith(joined))) return words.slice(i, i + n);
    }
  }
  return [];
}

const answered = new WeakMap<string[], Map<string, readonly string[]>>();
