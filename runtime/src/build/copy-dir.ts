import { cp, stat } from 'node:fs/promises';

/** Copies the folder `from` into `to` (merging) when it exists; returns whether it did. */
export async function copyDirIfExists(from: string, to: string): Promise<boolean> {
  try {
    if (!(await stat(from)).isDirectory()) return false;
  } catch {
    return false;
  }
  await cp(from, to, { recursive: true, force: true });
  return true;
}
