import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';

/** How long after a compile the files it read are checked again, in ms (chokidar's 50 ms + margin). */
export const RECHECK_MS = 60;

/** How long {@link waitWhileEmpty} waits for a truncated file's content, in ms. */
export const EMPTY_WAIT_MS = 20;

/**
 * Waits while one of `files` (site-relative) exists but is empty, 1 ms at a time and at most
 * `maxMs`: a writer truncates a file before it writes it, and the watcher reports the
 * truncation. Read in between, an edited page would compile empty (a title edit, a graph
 * recompute, a reload), and chokidar drops the write's own event. Costs nothing when no file
 * is empty; a file left empty on purpose is read `maxMs` later.
 */
export async function waitWhileEmpty(siteDir: string, files: readonly string[], maxMs = EMPTY_WAIT_MS): Promise<void> {
  const empty = (f: string): boolean => {
    try {
      return statSync(path.join(siteDir, f)).size === 0;
    } catch {
      return false;
    }
  };
  const until = performance.now() + maxMs;
  while (files.some(empty) && performance.now() < until) await sleep(1);
}

/** One written version of a file: mtime, size and inode; null when the file is missing. */
function signature(file: string): string | null {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}:${s.ino}`;
  } catch {
    return null;
  }
}

/** See {@link createWriteRecheck}. */
export interface WriteRecheck {
  /** Notes the current version of `files` (site-relative), just before they are read. */
  record(files: readonly string[]): void;
  /** Cancels the pending checks. */
  close(): void;
}

/**
 * Catches writes the watcher drops. chokidar reports one `change` per file per 50 ms, so a
 * second write right after the one being compiled (a format-on-save, or the write that follows
 * a truncate, read too early) would never be compiled. `record` notes each file's signature
 * before it is read; {@link RECHECK_MS} later, the files whose signature changed since the last
 * `record` are passed to `missed`. Two writes in the same clock tick with the same size and
 * inode look alike (file times are coarse); the next save shows them.
 */
export function createWriteRecheck(siteDir: string, missed: (files: string[]) => void, recheckMs = RECHECK_MS): WriteRecheck {
  const seen = new Map<string, string | null>();
  const timers = new Set<NodeJS.Timeout>();
  return {
    record(files) {
      for (const f of files) seen.set(f, signature(path.join(siteDir, f)));
      const timer = setTimeout(() => {
        timers.delete(timer);
        const changed = files.filter((f) => seen.has(f) && signature(path.join(siteDir, f)) !== seen.get(f));
        if (changed.length) missed(changed);
      }, recheckMs);
      timer.unref();
      timers.add(timer);
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
