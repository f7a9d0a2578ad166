/**
 * Compiled results whose hast trees travel as JSON text: between threads (a string is copied
 * in one piece, a tree is cloned node by node) and through the persistent cache (node:v8 reads
 * a string far faster than a tree). The trees are parsed back only when someone reads them;
 * the content stage never does when a page has no asset rewrites: it splices the text into the
 * chunk as is ({@link hastJsonOf}). The body's search blocks travel with them as JSON text too,
 * made where the tree was made, so that the search stage never parses a tree ({@link searchBlocksOf}).
 */
import type { Root } from 'hast';
import { bodyBlocks, type BodyBlock } from '../search/hast-blocks.js';
import type { CompiledMarkdown } from './types.js';

/** A {@link CompiledMarkdown} with `hast` and `excerptHast` as `JSON.stringify` text, and its body's search blocks. */
export interface SerializedCompiledMarkdown extends Omit<CompiledMarkdown, 'hast' | 'excerptHast'> {
  hastJson: string;
  /** `null` when there is no excerpt. */
  excerptHastJson: string | null;
  /** `JSON.stringify(bodyBlocks(hast))`: what the search records of the page read of its body. */
  searchBlocksJson: string;
}

/** The texts a serialised result keeps of its trees and search blocks ({@link fromTreeTexts}). */
export interface ResultTexts {
  hast: TreeText;
  /** `null` when there is no excerpt. */
  excerpt: TreeText | null;
  blocks: TreeText;
}

/**
 * A tree's JSON text, or a function that reads it (from a file the build spilled it to, see
 * `engine/tree-spill.ts`: the text then lives on disk, not in memory, between its uses).
 */
export type TreeText = string | (() => string);

const textOf = (text: TreeText): string => (typeof text === 'string' ? text : text());

/**
 * JSON text of results made by {@link fromSerializedResult} whose trees nobody has read yet; the
 * search blocks' text goes with the body tree's (a reader of `hast` may change the tree).
 */
const knownText = new WeakMap<CompiledMarkdown, KnownTexts>();

interface KnownTexts {
  hast?: TreeText;
  excerpt?: TreeText;
  blocks?: TreeText;
}

/** Turns a result into its serialised form, reusing the known text of trees not read since. */
export function toSerializedResult(result: CompiledMarkdown): SerializedCompiledMarkdown {
  const { hast: _hast, excerptHast: _excerpt, ...rest } = Object.getOwnPropertyDescriptors(result);
  const plain: Record<string, unknown> = {};
  for (const [key, descriptor] of Object.entries(rest)) plain[key] = descriptor.value;
  return { ...(plain as Omit<CompiledMarkdown, 'hast' | 'excerptHast'>), hastJson: hastJsonOf(result), excerptHastJson: excerptHastJsonOf(result), searchBlocksJson: searchBlocksJsonOf(result) };
}

/**
 * The result back from its serialised form. `hast` and `excerptHast` are parsed from their
 * text on first read (then they are ordinary properties; the text is forgotten, so a caller
 * that changes the tree never gets stale text from {@link hastJsonOf}).
 */
export function fromSerializedResult(serialized: SerializedCompiledMarkdown): CompiledMarkdown {
  const { hastJson, excerptHastJson, searchBlocksJson, ...rest } = serialized;
  return fromTreeTexts(rest, { hast: hastJson, excerpt: excerptHastJson, blocks: searchBlocksJson });
}

/** What a serialised result holds besides its trees' and search blocks' texts. */
export type SerializedResultRest = Omit<SerializedCompiledMarkdown, 'hastJson' | 'excerptHastJson' | 'searchBlocksJson'>;

/**
 * {@link fromSerializedResult} with each text given as a {@link TreeText}: a function is called
 * whenever the text is needed (each chunk splice, cache save, tree or blocks read), never kept.
 */
export function fromTreeTexts(rest: SerializedResultRest, texts: ResultTexts): CompiledMarkdown {
  const result = rest as CompiledMarkdown;
  const known: KnownTexts = { hast: texts.hast, blocks: texts.blocks };
  if (texts.excerpt !== null) known.excerpt = texts.excerpt;
  knownText.set(result, known);
  lazyTree(result, 'hast', known, ['hast', 'blocks'], texts.hast);
  if (texts.excerpt === null) result.excerptHast = null;
  else lazyTree(result, 'excerptHast', known, ['excerpt'], texts.excerpt);
  return result;
}

/** Makes `property` parse `json` on first read; reading or setting it forgets the `slots` whose text follows from that tree. */
function lazyTree(result: CompiledMarkdown, property: 'hast' | 'excerptHast', known: KnownTexts, slots: ReadonlyArray<keyof KnownTexts>, json: TreeText): void {
  const forget = () => {
    for (const slot of slots) delete known[slot];
  };
  Object.defineProperty(result, property, {
    configurable: true,
    enumerable: true,
    get(): Root {
      const tree = JSON.parse(textOf(json)) as Root;
      forget();
      Object.defineProperty(result, property, { value: tree, writable: true, configurable: true, enumerable: true });
      return tree;
    },
    set(value: Root) {
      forget();
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
 * The body tree of a result for a reader that only walks it (feed HTML, search blocks not made
 * yet): parsed from the known JSON text without being kept on the result, so the text stays the
 * one copy and the tree is garbage once the reader is done — on a large site, keeping every tree
 * would hold several times the text's size (issue #15). A result whose tree is already parsed, or
 * that never had text, gives its `hast`.
 */
export function readHastOnce(result: CompiledMarkdown): Root {
  const text = knownText.get(result)?.hast;
  return text === undefined ? result.hast : (JSON.parse(textOf(text)) as Root);
}

/**
 * The search blocks of a result's body (`bodyBlocks` of its `hast`): parsed from the text made
 * with the tree when the result was serialised (smaller than the tree's, and already walked),
 * else walked from the tree. The search stage reads every page's blocks; parsing every
 * tree for them took 5.4 s of a 50,000-doc build (issue #15).
 */
export function searchBlocksOf(result: CompiledMarkdown): BodyBlock[] {
  const text = knownText.get(result)?.blocks;
  return text === undefined ? bodyBlocks(readHastOnce(result)) : (JSON.parse(textOf(text)) as BodyBlock[]);
}

/** `JSON.stringify(bodyBlocks(result.hast))`, without walking the tree when the text is known. */
export function searchBlocksJsonOf(result: CompiledMarkdown): string {
  const known = knownText.get(result)?.blocks;
  return known === undefined ? JSON.stringify(bodyBlocks(readHastOnce(result))) : textOf(known);
}
