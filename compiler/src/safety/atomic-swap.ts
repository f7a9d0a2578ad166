import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeRegExp, processIsAlive, removeStaleTemps } from './temp-files.js';

/** Name of the folder an output is moved aside to during a swap: `<out>.old-<pid>-<time>`. */
function asideName(target: string): string {
  return `${target}.old-${process.pid}-${Date.now().toString(36)}`;
}

/**
 * Puts the finished folder `fresh` in the place of `target` so that at every instant `target`
 * is either the old output or the new one (or, between two renames, absent with the old one at
 * `<target>.old-<pid>-<time>`, which {@link recoverInterruptedSwap} puts back): `target` is
 * renamed aside, `fresh` renamed to `target`, and only then the old folder deleted.
 *
 * @throws file system errors of the renames (the old output is moved back first)
 */
export function swapIntoPlace(fresh: string, target: string): void {
  const aside = asideName(target);
  let moved = false;
  try {
    renameSync(target, aside);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    renameSync(fresh, target);
  } catch (error) {
    if (moved) renameSync(aside, target);
    throw error;
  }
  if (moved) rmSync(aside, { recursive: true, force: true });
}

/**
 * Cleans up after builds into `target` that were killed: when `target` is missing but a
 * swap had moved it aside, the newest aside copy is put back; other aside copies and the
 * temporary folders and files of the output (`<target>.tmp-<pid>`, `.data-tmp-<pid>`, `.compiled-tmp-<pid>`, the tree spill `.trees-tmp-<pid>`) are removed
 * when their process is gone. Running builds' folders are left alone.
 */
export function recoverInterruptedSwap(target: string): void {
  const dir = path.dirname(target);
  const base = escapeRegExp(path.basename(target));
  const asidePattern = new RegExp(`^${base}\\.old-(\\d+)-[0-9a-z]+$`);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const asides = names
    .map((name) => ({ name, m: asidePattern.exec(name) }))
    .filter((e): e is { name: string; m: RegExpExecArray } => !!e.m && !processIsAlive(Number(e.m[1])) && Number(e.m[1]) !== process.pid)
    .map((e) => ({ abs: path.join(dir, e.name), time: statSync(path.join(dir, e.name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.time - a.time);
  if (asides.length > 0 && !existsSync(target)) renameSync(asides.shift()!.abs, target);
  for (const a of asides) rmSync(a.abs, { recursive: true, force: true });
  removeStaleTemps(dir, new RegExp(`^${base}\\.(?:data-|compiled-|trees-)?tmp-(\\d+)$`));
}
