import { escapeHtml } from './escape-html.js';
import { normalizeTerm, wordsWithOffsets } from '@sitegraph/compiler/search-text';
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
  const first = all.findIndex((w) => matchingQueryWord(w.word, words) !== undefined);
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
    const queryWord = matchingQueryWord(w.word, words);
    if (queryWord === undefined) continue;
    matched.add(queryWord);
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
 * The query word a word of the text answers (last query word by prefix), if any. Remembered per
 * query (`words` is the same array for every hit of an answer): the texts of 20 hits repeat
 * their words, and each check may compute an edit distance.
 */
function matchingQueryWord(word: string, words: string[]): string | undefined {
  let known = answered.get(words);
  if (!known) answered.set(words, (known = new Map()));
  if (known.has(word)) return known.get(word);
  const normalized = normalizeTerm(word);
  const found = words.find((q, i) => wordMatches(normalized, q, i === words.length - 1));
  known.set(word, found);
  return found;
}

const answered = new WeakMap<string[], Map<string, string | undefined>>();
