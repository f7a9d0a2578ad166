import { copyFileSync, lstatSync, mkdirSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInsideOrSame } from './output-guard.js';
import { UserError } from './user-error.js';

/**
 * The files among `relPaths` (relative to `root`) whose real path (symbolic links resolved)
 * lies outside the real path of `root`: content that would be read from elsewhere on the disk.
 * Missing files are not listed.
 */
export function filesOutside(root: string, relPaths: Iterable<string>): { file: string; target: string }[] {
  const realRoot = realpathSync(root);
  // Each folder's real path is resolved once, and a file's own path only when it is a link:
  // resolving every file's whole path cost one lstat per path component (0.8 s of a 50,000-doc
  // site's load).
  const realDirs = new Map<string, string | null>();
  const realDir = (dir: string): string | null => {
    let real = realDirs.get(dir);
    if (real === undefined) {
      try {
        real = realpathSync(path.join(root, dir));
      } catch {
        real = null;
      }
      realDirs.set(dir, real);
    }
    return real;
  };
  const out: { file: string; target: string }[] = [];
  for (const rel of relPaths) {
    const dir = realDir(path.dirname(rel));
    if (dir === null) continue;
    let real = path.join(dir, path.basename(rel));
    const st = lstatSync(real, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isSymbolicLink()) {
      try {
        real = realpathSync(real);
      } catch {
        continue;
      }
    }
    if (!isInsideOrSame(real, realRoot)) out.push({ file: rel, target: real });
  }
  return out;
}

/**
 * Copies the folder `from` into `to` (merging, overwriting files) as plain files: a symbolic
 * link is replaced by a copy of what it points to, provided that lies inside `boundary` (the
 * site folder); the copy never contains a link, so a static host cannot be led outside the output.
 *
 * @param onCopy called with each file's destination path (absolute) once it is copied
 * @returns false when `from` is not a folder (nothing copied)
 * @throws UserError `static/link-outside-site` naming the link when one points outside `boundary`
 */
export function copyTreeAsFiles(from: string, to: string, boundary: string, onCopy?: (dest: string) => void): boolean {
  const st = statSync(from, { throwIfNoEntry: false });
  if (!st?.isDirectory()) return false;
  const realBoundary = realpathSync(boundary);
  const visiting = new Set<string>();
  const copyDir = (src: string, dest: string): void => {
    const real = realpathSync(src);
    // A link to one of its own parents would copy forever.
    if (visiting.has(real)) return;
    visiting.add(real);
    mkdirSync(dest, { recursive: true });
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      const s = path.join(src, entry.name);
      const d = path.join(dest, entry.name);
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(s);
        } catch {
          throw new UserError('static/broken-link', `${path.relative(boundary, s)}: a symbolic link whose target does not exist.`);
        }
        if (!isInsideOrSame(target, realBoundary)) {
          throw new UserError('static/link-outside-site', `${path.relative(boundary, s)}: a symbolic link to ${target}, outside the site folder; static files are copied only from inside it.`);
        }
        isDir = lstatSync(target).isDirectory();
      } else if (!isDir && !entry.isFile()) continue;
      if (isDir) copyDir(s, d);
      else {
        copyFileSync(s, d);
        onCopy?.(d);
      }
    }
    visiting.delete(real);
  };
  copyDir(from, to);
  return true;
}
