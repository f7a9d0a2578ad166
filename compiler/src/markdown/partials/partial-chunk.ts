import { createHash } from 'node:crypto';
import type { Root as HastRoot } from 'hast';

/** Hex digits of a chunk's content hash used in its file name (`chunks/<hash>.json`). */
export const CHUNK_HASH_LENGTH = 16;

/**
 * The name of a chunk's text: the first {@link CHUNK_HASH_LENGTH} hex digits of its SHA-256
 * (over its UTF-8 bytes). Identical text gives the identical name, so a chunk made by several
 * pages is one file.
 */
export function chunkHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, CHUNK_HASH_LENGTH);
}

/**
 * The chunk of a Markdown partial used as a value (`PartialChunk`: `{"body": hast}`), as the
 * JSON text written to `chunks/<hash>.json`, and its hash. It holds the content alone (no path,
 * no page): the same partial text compiled the same way (a copy in another version's folder,
 * the same page in another locale) gives the same chunk.
 */
export function partialChunk(body: HastRoot): { hash: string; text: string } {
  const text = `{"body":${JSON.stringify(body)}}`;
  return { hash: chunkHash(text), text };
}
