/**
 * The parts of camelCase and PascalCase identifiers (`getRenderProgress` → `get`, `render`,
 * `progress`), indexed beside the whole identifier so that a reader typing the name as words
 * finds it. Browser-safe: the runtime's engine indexes records with it too.
 */
// A case boundary inside a word: a lower-case letter or digit before an upper-case letter
// (`fooBar`, `v2Api`), or an upper-case run before a capitalised word of 3 letters or more
// (`HTMLParser` → `HTML`, `Parser`; but `APIs` and `URLs` are plurals, not `AP` + `Is`).
const LOWER_UPPER = /([\p{Ll}\p{N}])(\p{Lu})/gu;
const UPPER_WORD = /(\p{Lu})(\p{Lu}\p{Ll}{2})/gu;
/** Whether a text may hold a word with a case boundary (most prose has none: one test per text). */
const ANY_BOUNDARY = /[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}{2}/u;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The parts of one word split at its case boundaries, as written, or an empty array when it has
 * none (`renderMedia` → `['render', 'Media']`; `render`, `HTML` → `[]`). Digits stay with the
 * letters before them (`getV2Thing` → `get`, `V2`, `Thing`).
 */
export function identifierParts(word: string): string[] {
  if (!ANY_BOUNDARY.test(word)) return [];
  return word
    .replace(LOWER_UPPER, '$1\u0000$2')
    .replace(UPPER_WORD, '$1\u0000$2')
    .split('\u0000');
}

/**
 * The parts of every identifier of `text` (see {@link identifierParts}), as written, in order,
 * repeated as often as they occur; empty for a text with no case boundary.
 */
export function textIdentifierParts(text: string): string[] {
  if (!ANY_BOUNDARY.test(text)) return [];
  const parts: string[] = [];
  for (const [word] of text.matchAll(WORD)) for (const part of identifierParts(word)) parts.push(part);
  return parts;
}
