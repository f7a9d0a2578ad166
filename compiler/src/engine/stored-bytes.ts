import type { StoredBytes } from '../runtime-contract.js';

/**
 * {@link StoredBytes} of `length` bytes whose ranges `readRange(start, end)` gives, with the
 * range checked first (the one check of every `StoredBytes` the compiler makes).
 */
export function storedBytes(length: number, readRange: (start: number, end: number) => Uint8Array): StoredBytes {
  return {
    length,
    read(start, end) {
      if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= length)) {
        throw new RangeError(`Bytes ${start} to ${end} are outside the ${length} stored bytes.`);
      }
      return readRange(start, end);
    },
  };
}

/**
 * Bytes at hand as {@link StoredBytes} (what the dev snapshot's attachment is when read from a
 * file; for tests of its readers, and for bytes already in memory).
 *
 * @param bytes the bytes; `read` gives views of them, not copies
 */
export function bytesInMemory(bytes: Uint8Array): StoredBytes {
  return storedBytes(bytes.length, (start, end) => bytes.subarray(start, end));
}
