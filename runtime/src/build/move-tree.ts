import { readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Moves every file under `from` to the same place under `to` by renaming (both on one file
 * system): a folder that `to` lacks moves whole, one it has is merged, and a file replaces the
 * file of the same name. `from` is left with empty folders. Cheap however large the files are.
 */
export function moveTreeInto(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory() && statSync(dst, { throwIfNoEntry: false })?.isDirectory()) moveTreeInto(src, dst);
    else renameSync(src, dst);
  }
}
