import { realpathSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../safety/user-error.js';

/**
 * The changed paths a watcher reports, as the site-relative posix paths the incremental
 * compile keys its files by: absolute paths (what file watchers give), `./docs/a.md` and
 * `docs/a.md` (resolved against the site folder, not the working folder) are all accepted,
 * with native or posix separators. An absolute path under the site folder's real path (a
 * watcher that resolved a symbolic link) is taken too. The site folder itself is left out (it
 * names no file). Duplicates are kept: callers treat the list as a set.
 *
 * @param siteDir the site folder
 * @param changed the paths to normalise
 * @returns site-relative paths with `/` separators, in the order given
 * @throws UserError `site/path-outside` naming every path outside the site folder
 */
export function siteRelativePaths(siteDir: string, changed: readonly string[]): string[] {
  const root = path.resolve(siteDir);
  let realRoot: string | null | undefined;
  const inside = (abs: string, base: string): string | null => {
    const rel = path.relative(base, abs);
    return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? null : rel;
  };
  const out: string[] = [];
  const outside: string[] = [];
  for (const p of changed) {
    const abs = path.resolve(root, p);
    let rel = inside(abs, root);
    if (rel === null) {
      // Computed once and only when needed: a watcher on a linked folder reports real paths.
      if (realRoot === undefined) realRoot = realPathOrNull(root);
      if (realRoot !== null) rel = inside(abs, realRoot);
    }
    if (rel === null) outside.push(p);
    else if (rel !== '') out.push(rel.split(path.sep).join('/'));
  }
  if (outside.length > 0) {
    throw new UserError(
      'site/path-outside',
      `${outside.map((p) => JSON.stringify(p)).join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the site folder ${root}: give paths of files in it (absolute, ./ or site-relative).`,
    );
  }
  return out;
}

/** The real path of `dir`, or null when it cannot be resolved (a folder since deleted). */
function realPathOrNull(dir: string): string | null {
  try {
    return realpathSync(dir);
  } catch {
    return null;
  }
}
