import type { PageChunk } from '../graph/page-chunk.js';
import { chunkHash } from '../markdown/partials/partial-chunk.js';
import type { OutputFile } from '../output/index.js';

/**
 * Serialises a page chunk and names it by the SHA-256 of that text: identical content gives
 * the identical `chunks/<hash>.json`, so unchanged pages keep their URLs (and browser caches)
 * across builds. Plain `JSON.stringify` is deterministic here: every object in a chunk is
 * built by compiler code in a fixed key order (never from input key order), and re-sorting
 * large hast trees would cost a third of the build.
 */
export function chunkFile(chunk: PageChunk): { hash: string; file: OutputFile } {
  return namedChunk(JSON.stringify(chunk));
}

/**
 * {@link chunkFile} of a chunk whose body is given as its `JSON.stringify` text: the same bytes
 * and hash, without parsing or re-serialising the tree (the body is most of a chunk).
 */
export function chunkFileWithBody(chunk: Omit<PageChunk, 'body'>, bodyJson: string): { hash: string; file: OutputFile } {
  // Key order of PageChunk: source, body, then the rest as built by the caller.
  const { source, ...rest } = chunk;
  const tail = JSON.stringify(rest);
  const text = `{"source":${JSON.stringify(source)},"body":${bodyJson}${tail === '{}' ? '}' : `,${tail.slice(1)}`}`;
  return namedChunk(text);
}

/** A chunk's file named by {@link chunkHash} of its text: page chunks and partial chunks alike. */
export function namedChunk(text: string, hash: string = chunkHash(text)): { hash: string; file: OutputFile } {
  return { hash, file: { path: `chunks/${hash}.json`, content: text } };
}
