/**
 * Synchronous file helpers of the CLI's caches and records (the parse cache, the file memo,
 * the build record): a CLI edge that reads and writes a few files one after the other, where
 * `fs/promises` would only add thread-pool round trips.
 */
import { closeSync, mkdirSync, openSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { removeStaleTemps, trackTemp } from '../safety/index.js';

/**
 * Reads into `buffer` until `length` bytes are read or the file ends (a read may return fewer
 * bytes than asked), from `position` or, when it is null, from the file's current position.
 *
 * @returns how many bytes were read (fewer than `length` only at the end of the file)
 */
export function readFully(fd: number, buffer: Buffer, length: number, position: number | null = null): number {
  let done = 0;
  while (done < length) {
    const got = readSync(fd, buffer, done, length - done, position === null ? null : position + done);
    if (got === 0) break;
    done += got;
  }
  return done;
}

/**
 * Writes `data` to `file` atomically: into a temporary sibling first, renamed over `file`, so a
 * reader sees the old file or the new one, never part of one. Creates the folder. A list of
 * buffers is written one after the other (no concatenated copy).
 *
 * @throws file system errors as thrown by node:fs
 */
export function writeFileAtomically(file: string, data: string | Uint8Array | readonly Uint8Array[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const done = trackTemp(temp);
  try {
    if (Array.isArray(data)) {
      const fd = openSync(temp, 'w');
      try {
        for (const part of data as readonly Uint8Array[]) writeFully(fd, part);
      } finally {
        closeSync(fd);
      }
    } else {
      writeFileSync(temp, data as string | Uint8Array);
    }
    renameSync(temp, file);
    done(false);
  } catch (error) {
    done();
    throw error;
  }
}

/** Writes every byte of `bytes` at the file's position (a write may take fewer than asked). */
export function writeFully(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Temporary files of {@link writeFileAtomically} and the parse cache: `<name>.tmp-<pid>`. */
export const CACHE_TEMP_PATTERN = /^.+\.tmp-(\d+)$/;

/** Removes the temporary files that killed processes left in the cache folder `dir`. */
export function removeStaleCacheTemps(dir: string): void {
  removeStaleTemps(dir, CACHE_TEMP_PATTERN);
}
