import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { trackTemp } from '../safety/index.js';

/**
 * Writes `parts` one after the other into `file` atomically, through libuv's thread pool: a
 * temporary sibling (`<file>.tmp-<pid>`, removed on failure and on SIGINT/SIGTERM) renamed over
 * `file`. For a long-running process that keeps serving meanwhile (the dev server's start
 * snapshot, hundreds of MB at 50,000 docs); `writeFileAtomically` is the synchronous one.
 *
 * @throws file system errors as thrown by node:fs
 */
export async function writeFileInBackground(file: string, parts: readonly Uint8Array[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const done = trackTemp(temp);
  try {
    await writeFile(temp, parts);
    await rename(temp, file);
    done(false);
  } catch (error) {
    await rm(temp, { force: true });
    done();
    throw error;
  }
}
