/**
 * Compiled results whose hast trees travel as JSON text: between threads (a string is copied
 * in one piece, a tree is cloned node by node) and through the persistent cache (node:v8 reads
 * a string far faster than a tree). The trees are parsed back only when someone reads them;
 * the content stage never does when a page has no asset rewrites: it splices the text into the
 * chunk as is ({@link hastJsonOf}).
 */
import type { Root } from 'hast';
import type { CompiledMarkdown } from './types.js';

/** A {@link CompiledMarkdown} with `hast` and `excerptHast` as `JSON.stringify` text. */
export interface SerializedCompiledMarkdown extends Omit<CompiledMarkdown, 'hast' | 'excerptHast'> {
  hastJson: string;
  /** `null` when there is no excerpt. */
  excerptHastJson: string | null;
}

/**
 * A tree's JSON text, or a function that reads it (from a file the build spilled it to, see
 * `engine/tree-spill.ts`: the text then lives on disk, not in memory, between its uses).
 */
export type TreeText = string | (() => string);

const textOf = (text: TreeText): string => (typeof text === 'string' ? text : text());

/** JSON text of results made by {@link fromSerializedResult} whose trees nobody has read yet. */
const knownText = new WeakMap<CompiledMarkdown, { hast?: TreeText; excerpt?: TreeText }>();

/** Turns a result into its serialised form, reusing the known text of trees not read since. */
export function toSerializedResult(result: CompiledMarkdown): SerializedCompiledMarkdown {
  const { hast: _hast, excerptHast: _excerpt, ...rest } = Object.getOwnPropertyDescriptors(result);
  const plain: Record<string, unknown> = {};
  for (const [key, descriptor] of Object.entries(rest)) plain[key] = descriptor.value;
  return { ...(plain as Omit<CompiledMarkdown, 'hast' | 'excerptHast'>), hastJson: hastJsonOf(result), excerptHastJson: excerptHastJsonOf(result) };
}

/**
 * The result back from its serialised form. `hast` and `excerptHast` are parsed from their
 * text on first read (then they are ordinary properties; the text is forgotten, so a caller
 * that changes the tree never gets stale text from {@link hastJsonOf}).
 */
export function fromSerializedResult(serialized: SerializedCompiledMarkdown): CompiledMarkdown {
  const { hastJson, excerptHastJson, ...rest } = serialized;
  return fromTreeTexts(rest, hastJson, excerptHastJson);
}

/**
 * {@link fromSerializedResult} with each tree's text given as a {@link TreeText}: a function is
 * called whenever the text is needed (each chunk splice, cache save or tree read), never kept.
 */
export function fromTreeTexts(rest: Omit<SerializedCompiledMarkdown, 'hastJson' | 'excerptHastJson'>, hastJson: TreeText, excerptHastJson: TreeText | null): CompiledMarkdown {
  const result = rest as CompiledMarkdown;
  const text: { hast?: TreeText; excerpt?: TreeText } = { hast: hastJson };
  if (excerptHastJson !== null) text.excerpt = excerptHastJson;
  knownText.set(result, text);
  lazyTree(result, 'hast', text, 'hast', hastJson);
  if (excerptHastJson === null) result.excerptHast = null;
  else lazyTree(result, 'excerptHast', text, 'excerpt', excerptHastJson);
  return result;
}

function lazyTree(result: CompiledMarkdown, property: 'hast' | 'excerptHast', text: { hast?: TreeText; excerpt?: TreeText }, slot: 'hast' | 'excerpt', json: TreeText): void {
  Object.defineProperty(result, property, {
    configurable: true,
    enumerable: true,
    get(): Root {
      const tree = JSON.parse(textOf(json)) as Root;
      delete text[slot];
      Object.defineProperty(result, property, { value: tree, writable: true, configurable: true, enumerable: true });
      return tree;
    },
    set(value: Root) {
      delete text[slot];
      Object.defineProperty(result, property, { value, writable: true, configurable: true, enumerable: true });
    },
  });
}

/** `JSON.stringify(result.hast)`, without parsing or stringifying when the text is known. */
export function hastJsonOf(result: CompiledMarkdown): string {
  const known = knownText.get(result)?.hast;
  return known === undefined ? JSON.stringify(result.hast) : textOf(known);
}

/** `JSON.stringify(result.excerptHast)` or `null` when there is no excerpt (as {@link hastJsonOf}). */
export function excerptHastJsonOf(result: CompiledMarkdown): string | null {
  const known = knownText.get(result)?.excerpt;
  if (known !== undefined) return textOf(known);
  return result.excerptHast ? JSON.stringify(result.excerptHast) : null;
}

/**
 * The body tree of a result for a reader that only walks it (search records, feed HTML): parsed
 * from the known JSON text without being kept on the result, so the text stays the one copy
 * and the tree is garbage once the reader is done — on a large site, keeping every tree would
 * hold several times the text's size (issue #15). A result whose tree is already parsed, or
 * that never had text, gives its `hast`.
 */
export function readHastOnce(result: CompiledMarkdown): Root {
  const text = knownText.get(result)?.hast;
  return text === undefined ? result.hast : (JSON.parse(textOf(text)) as Root);
}
