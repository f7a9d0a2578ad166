import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The default folder of the dev server's Vite cache (its pre-bundled dependencies) for the site
 * in `siteDir`: `.sitegraph/cache/<site id>/vite` in `cwd`, beside the site's parse cache
 * (`<site id>`: the first 16 hex digits of the SHA-256 of the site folder's absolute path, as the
 * compiler names that cache's folder).
 *
 * Vite's own default, `node_modules/.vite` under its root, is inside the runtime's package: a
 * dev server run by a user who may not write there (a container whose `node_modules` root
 * installed, pnpm's or Nix's read-only store) answered every page with 500 (EACCES), and every
 * site on the machine shared one cache, each replacing the others' dependencies.
 */
export function defaultViteCacheDir(siteDir: string, cwd = process.cwd()): string {
  const id = createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 16);
  return path.join(cwd, '.sitegraph', 'cache', id, 'vite');
}
