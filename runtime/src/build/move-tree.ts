import { readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Moves every file under `from` to the same place under `to` by renaming (both on one file
 * system): a folder that `to` lacks moves whole, one it has is merged, and a file replaces the
 * file of the same name. `from` is left with empty folders. Cheap however large the files are.
 * `onReplace` is called with the destination path of each file that replaced one (absolute).
 */
export function moveTreeInto(from: string, to: string, onReplace?: (dest: string) => void): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    const existing = statSync(dst, { throwIfNoEntry: false });
    if (entry.isDirectory() && existing?.isDirectory()) moveTreeInto(src, dst, onReplace);
    else {
      renameSync(src, dst);
      if (existing?.isFile()) onReplace?.(dst);
    }
  }
}
