// Start-up bundles in ASCII only. esbuild escapes non-ASCII characters in the code it writes
// (`charset: 'ascii'`, its default) but copies the comments it keeps as they are, and one `—` in
// a comment of a 1.7 MB chunk is enough for Node to decode the whole file as UTF-8 and hand V8 a
// two-byte source: loading the CLI's four large chunks took 533–541 ms against 476–493 ms once
// their comments were ASCII (2026-11-27, evening, four alternating pairs).
import { parse } from 'acorn';

/** Every character outside ASCII (astral characters as one). */
const NON_ASCII = /[^\x00-\x7f]/gu;

/**
 * `code` with every non-ASCII character inside a comment replaced by `?`; the code outside
 * the comments is left exactly as it is.
 *
 * @param code an ES module (a bundle's chunk)
 * @returns the text, the same string when it has no non-ASCII character
 * @throws SyntaxError (acorn's, with the position) when `code` does not parse as an ES module
 */
export function asciiComments(code) {
  if (!/[^\x00-\x7f]/u.test(code)) return code;
  const comments = [];
  parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, onComment: (_block, _text, start, end) => comments.push([start, end]) });
  let out = '';
  let at = 0;
  for (const [start, end] of comments) {
    out += code.slice(at, start) + code.slice(start, end).replace(NON_ASCII, '?');
    at = end;
  }
  return out + code.slice(at);
}
