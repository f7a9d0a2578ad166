/**
 * Synchronous file helpers of the CLI's caches and records (the parse cache, the file memo,
 * the build record): a CLI edge that reads and writes a few files one after the other, where
 * `fs/promises` would only add thread-pool round trips.
 */
import { mkdirSync, readSync, renameSync, writeFileSync } from 'node:fs';
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
 * reader sees the old file or the new one, never part of one. Creates the folder.
 *
 * @throws file system errors as thrown by node:fs
 */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const done = trackTemp(temp);
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
    done(false);
  } catch (error) {
    done();
    throw error;
  }
}

/** Temporary files of {@link writeFileAtomically} and the parse cache: `<name>.tmp-<pid>`. */
export const CACHE_TEMP_PATTERN = /^.+\.tmp-(\d+)$/;

/** Removes the temporary files that killed processes left in the cache folder `dir`. */
export function removeStaleCacheTemps(dir: string): void {
  removeStaleTemps(dir, CACHE_TEMP_PATTERN);
}
