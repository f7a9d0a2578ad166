import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Temporary files and folders of this process that must not outlive it: removed by their owner
 * on success and on error, and by a SIGINT/SIGTERM handler installed while any is registered.
 * The set lives on `globalThis` so the CLI bundle and the runtime package (each with its own copy
 * of this module) share one handler.
 */
interface TempRegistry {
  paths: Set<string>;
  handler: ((signal: NodeJS.Signals) => void) | null;
}

const KEY = Symbol.for('sitegraph.tempRegistry');
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

function registry(): TempRegistry {
  const g = globalThis as { [KEY]?: TempRegistry };
  g[KEY] ??= { paths: new Set(), handler: null };
  return g[KEY];
}

/** Removes every registered path now (synchronously: called from a signal handler). */
export function removeRegisteredTemps(): void {
  const reg = registry();
  for (const p of reg.paths) rmSync(p, { recursive: true, force: true });
  reg.paths.clear();
}

/**
 * Registers `p` for removal if the process is interrupted; returns a function that removes `p`
 * (when `remove` is true, the default) and unregisters it. On SIGINT/SIGTERM every registered
 * path is removed, then the signal is raised again so the process ends as it would have.
 */
export function trackTemp(p: string): (remove?: boolean) => void {
  const reg = registry();
  reg.paths.add(p);
  if (!reg.handler) {
    const handler = (signal: NodeJS.Signals): void => {
      removeRegisteredTemps();
      for (const s of SIGNALS) process.removeListener(s, handler);
      reg.handler = null;
      // Others listening (a server shutting down) decide; alone, end as the signal would.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    reg.handler = handler;
    for (const s of SIGNALS) process.on(s, handler);
  }
  return (remove = true) => {
    if (remove) rmSync(p, { recursive: true, force: true });
    reg.paths.delete(p);
    if (reg.paths.size === 0 && reg.handler) {
      for (const s of SIGNALS) process.removeListener(s, reg.handler);
      reg.handler = null;
    }
  };
}

/** Whether a process with this id is running (EPERM: it exists but belongs to someone else). */
export function processIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the entries of `dir` whose name matches `pattern` and whose process is gone: the
 * pattern's first capture group is the process id. Leftovers of this process and of running
 * ones are kept. Unreadable folders are skipped.
 *
 * @returns the removed paths
 */
export function removeStaleTemps(dir: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid || processIsAlive(pid)) continue;
    const abs = path.join(dir, name);
    rmSync(abs, { recursive: true, force: true });
    removed.push(abs);
  }
  return removed;
}

/** Escapes a file name for use in a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
