import { createHash } from 'node:crypto';

/** Id of a data file: the first 16 hex digits of the SHA-256 of its JSON text. */
export function dataId(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
