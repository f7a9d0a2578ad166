import type { ModuleImport, PageChunk } from './graph-types.js';
import type { PageModuleSource } from './page-module-source.js';
import type { ContentData } from './site-data.js';
/**
 * The content of a page chunk as JSON text, cut out of the chunk's own text: a build splices it
 * into data files instead of parsing the chunk and serialising its body again.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** The index just past the JSON string starting at `i` (a quote). */
function skipString(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  throw new Error('Unterminated JSON string');
}

/** The index just past the JSON value starting at `i` (compact JSON: no white space). */
function skipValue(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === QUOTE) return skipString(text, i);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // Number, true, false or null: up to the next delimiter.
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET) break;
      i++;
    }
    return i;
  }
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = skipString(text, i) - 1;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (--depth === 0) return i + 1;
    }
  }
  throw new Error('Unterminated JSON value');
}

/**
 * The top-level members of a compact JSON object text (as `JSON.stringify` writes it), as
 * `[key, valueText]` pairs in text order; value texts are slices of `text`.
 *
 * @throws Error when `text` is not a compact JSON object
 */
export function jsonMembers(text: string): [string, string][] {
  if (text.charCodeAt(0) !== OPEN_BRACE) throw new Error('Not a JSON object');
  const out: [string, string][] = [];
  let i = 1;
  if (text.charCodeAt(i) === CLOSE_BRACE) return out;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw new Error(`Expected a key at ${i}`);
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    const start = keyEnd + 1; // past ':'
    const end = skipValue(text, start);
    out.push([key, text.slice(start, end)]);
    const c = text.charCodeAt(end);
    if (c === CLOSE_BRACE) return out;
    if (c !== COMMA) throw new Error(`Expected ',' or '}' at ${end}`);
    i = end + 1;
  }
}

const CONTENT_KEYS = ['body', 'toc', 'contentTitle'];

/**
 * `JSON.stringify(contentOfChunk(chunk))` of a page chunk, from the chunk's JSON text (written
 * by `JSON.stringify`, so the cut is byte-identical to serialising the parsed chunk), and the
 * chunk's module (its `moduleImports` and `code`) when it has one.
 *
 * @throws Error when `chunkText` is not a compact JSON object
 */
export function contentJsonOfChunk(chunkText: string): string {
  return contentOfChunkText(chunkText).json;
}

/** {@link contentJsonOfChunk} and the chunk's module imports (parsed), when it has some. */
export function contentOfChunkText(chunkText: string): { json: string; module?: PageModuleSource } {
  const members = new Map(jsonMembers(chunkText));
  const parts: string[] = [];
  for (const key of CONTENT_KEYS) {
    const value = members.get(key);
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${value}`);
  }
  const imports = members.get('moduleImports');
  if (imports === undefined) return { json: `{${parts.join(',')}}` };
  parts.push(`"module":${members.get('source')}`);
  const code = members.get('code');
  const module: PageModuleSource = { imports: JSON.parse(imports) as ModuleImport[], ...(code !== undefined ? { code: JSON.parse(code) as PageModuleSource['code'] } : {}) };
  return { json: `{${parts.join(',')}}`, module };
}

/** The content data of a parsed page chunk (`module` when it imports code). */
export function contentOfChunk(c: PageChunk): ContentData {
  return c.moduleImports ? { body: c.body, toc: c.toc, contentTitle: c.contentTitle, module: c.source } : { body: c.body, toc: c.toc, contentTitle: c.contentTitle };
}
