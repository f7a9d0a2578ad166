import { createHash } from 'node:crypto';
import type { PageChunk } from '../graph/page-chunk.js';
import { stringifyCanonical } from '../json/index.js';
import type { OutputFile } from '../output/index.js';

/** Hex digits of a chunk's content hash used in its file name. */
const HASH_LENGTH = 16;

/**
 * Serialises a page chunk canonically and names it by the SHA-256 of that text: identical
 * content gives the identical `chunks/<hash>.json`, so unchanged pages keep their URLs (and
 * browser caches) across builds.
 */
export function chunkFile(chunk: PageChunk): { hash: string; file: OutputFile } {
  const text = stringifyCanonical(chunk);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, HASH_LENGTH);
  return { hash, file: { path: `chunks/${hash}.json`, content: text } };
}
