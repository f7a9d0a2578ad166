import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from './load-site.js';
import { assertContentInsideSite } from './site-boundary.js';
import { sortedMap, TEXT_EXTENSIONS, type SiteInput } from './site-input.js';

/**
 * Re-reads only the files that changed since `previous` was loaded (the dev server's
 * incremental path): changed text files are read again, deleted ones dropped, new ones added.
 * A change to the config, a sidebars module or a versions file reloads the whole site; a change
 * outside the content folders (the site's React code) leaves the input as it was. A path that
 * is a folder is skipped (its files are listed as their own changes), never read.
 *
 * @param changed paths relative to `siteDir` (posix or native separators)
 */
export async function reloadSite(previous: SiteInput, siteDir: string, changed: readonly string[]): Promise<SiteInput> {
  const root = path.resolve(siteDir);
  const rel = changed.map((p) => p.split(path.sep).join('/'));
  const structural = rel.some((p) => p === previous.configFile || p in previous.evaluatedModules || /(^|_)versions\.json$/.test(p));
  if (structural) return loadSite(siteDir, { mode: previous.mode });
  const contentChanges = rel.filter((p) => isUnderContent(previous, p));
  if (contentChanges.length === 0) return previous;
  assertContentInsideSite(root, contentChanges);
  const files = new Map(previous.files);
  const assets = new Map(previous.assets);
  for (const p of contentChanges) {
    const abs = path.join(root, p);
    files.delete(p);
    assets.delete(p);
    // Missing: deleted. A folder (created, renamed or deleted): its files come as their own paths.
    const info = await stat(abs).catch(() => null);
    if (!info?.isFile()) continue;
    const buf = await readFile(abs);
    if (TEXT_EXTENSIONS.includes(path.extname(p).toLowerCase())) files.set(p, buf.toString('utf8'));
    else assets.set(p, { size: buf.length, sha256: createHash('sha256').update(buf).digest('hex') });
  }
  return { ...previous, files: sortedMap(files), assets: sortedMap(assets) };
}

function isUnderContent(input: SiteInput, p: string): boolean {
  const dirs = input.config.plugins.map((pl) => pl.options.path.replace(/\/+$/, ''));
  return [...dirs, 'static', 'versioned_docs', 'versioned_sidebars'].some((d) => p.startsWith(`${d}/`)) || /_versioned_(docs|sidebars)\//.test(p);
}
