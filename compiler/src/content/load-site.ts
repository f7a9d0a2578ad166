import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '../config/index.js';
import { fail } from '../diagnostics/index.js';
import { codePointCompare } from '../json/index.js';
import { sortedMap, TEXT_EXTENSIONS, type AssetFile, type SiteInput } from './site-input.js';
import { contentRoots, type ContentRoots } from './content-roots.js';
import { assertContentInsideSite } from './site-boundary.js';
import { readGitHistory } from './git-history.js';
import { historyRequest } from './history-request.js';
import { readImportedPartials } from './imported-partials.js';
import { importUserModule } from './import-user-module.js';
import { loadConfig } from './load-config.js';
import { lazy } from '../lazy/lazy.js';

// fast-glob loads on the first folder listed (../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const fg = lazy(() => require('fast-glob') as typeof import('fast-glob'));

/** Options of {@link loadSite}. */
export interface LoadSiteOptions {
  /** `production` (default) removes drafts; `development` keeps them. */
  mode?: SiteInput['mode'];
}

/**
 * Reads a site folder into a {@link SiteInput}: the only part of the compiler that touches the
 * file system. Reads the site's config (`sitegraph.config.ts`, `docusaurus.config.*` or
 * `site.json`, see {@link loadConfig}), every file under each
 * content plugin's folders (current and versioned docs, blog, pages) and `static/`, the Markdown
 * partials that Markdown imports from elsewhere in the site ({@link readImportedPartials}), and
 * evaluates JS/TS sidebars modules, and reads the Git history of the content files that need it
 * (last-update data, undated blog posts: {@link readGitHistory}, one `git log` for the site).
 *
 * @param siteDir the site folder (absolute or relative to the working directory)
 * @throws CompileError the errors of {@link loadConfig} (`site/missing-folder`, `config/missing`,
 *   `config/load-failed`, `config/invalid`, …), `sidebars/load-failed` when a sidebars module
 *   throws, `sidebars/missing-file` when a
 *   configured `sidebarPath` does not exist, `content/link-outside-site` for a content file
 *   whose symbolic link leads outside the site folder.
 */
export async function loadSite(siteDir: string, options: LoadSiteOptions = {}): Promise<SiteInput> {
  const root = path.resolve(siteDir);
  const { config, configFile, configWarnings, markdownPlugins, editUrlFunctions } = await loadConfig(root);
  const { roots, found, linkFree } = listSiteFiles(root, config);
  const files = new Map<string, string>();
  const assets = new Map<string, AssetFile>();
  // Without a symbolic link on the way, every file lies where its path says: inside the site.
  if (!linkFree) assertContentInsideSite(root, found);
  // Synchronous reads: hundreds of small files go about 3× faster one after the other than
  // through libuv's thread pool, and nothing else runs meanwhile. Texts are decoded as they are
  // read (Node's UTF-8 read makes no Buffer: reading 50,000 docs took 0.2-0.4 s less than
  // reading Buffers and decoding them, with their external memory's extra collections).
  for (const rel of found) {
    const abs = path.join(root, rel);
    if (TEXT_EXTENSIONS.includes(path.extname(rel).toLowerCase())) {
      files.set(rel, readFileSync(abs, 'utf8'));
      continue;
    }
    const buf = readFileSync(abs);
    assets.set(rel, { size: buf.length, sha256: createHash('sha256').update(buf).digest('hex') });
  }
  const importedPartials = readImportedPartials(root, files, config.aliases);
  const evaluatedModules: Record<string, unknown> = {};
  for (const sidebarPath of roots.sidebarFiles) {
    const abs = path.join(root, sidebarPath);
    if (!existsSync(abs)) {
      fail('sidebars/missing-file', `The sidebars file "${sidebarPath}" set as sidebarPath does not exist.`, { file: configFile });
    }
    if (/\.(c|m)?(j|t)s$/.test(sidebarPath)) {
      const mod = (await importUserModule(abs, sidebarPath, 'sidebars/load-failed')) as { default?: unknown };
      evaluatedModules[sidebarPath] = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
    }
  }
  const git = await readGitHistory(root, historyRequest(config, files));
  const { history } = git;
  const diagnostics = [...configWarnings, ...git.diagnostics];
  return {
    config,
    configFile,
    ...(history.size > 0 ? { fileHistory: history } : {}),
    ...(diagnostics.length > 0 ? { loadDiagnostics: diagnostics } : {}),
    files: sortedMap(files),
    assets: sortedMap(assets),
    evaluatedModules,
    mode: options.mode ?? 'production',
    ...(markdownPlugins.size > 0 ? { markdownPlugins } : {}),
    ...(editUrlFunctions.size > 0 ? { editUrlFunctions } : {}),
    ...(importedPartials.length > 0 ? { importedPartials } : {}),
  };
}

/**
 * The files {@link loadSite} reads for `config`: every file under the content roots (dot files
 * left out, symbolic links followed) and the single files that exist (versions files, sidebars
 * files), site-relative with `/`, in listing order. Synchronous (see `loadSite`).
 *
 * `linkFree` tells that no symbolic link was met: not in the path from the site folder to a
 * content root or a single file, nor under a content root. Each file's real path is then its
 * path in the site's real path, and the check that content stays inside the site
 * (`assertContentInsideSite`, which lists every folder again: 0.3-0.4 s at 50,000 docs) can be
 * skipped.
 *
 * @param root the site folder, absolute
 */
export function listSiteFiles(root: string, config: SiteConfig): { roots: ContentRoots; found: Set<string>; linkFree: boolean } {
  const roots = contentRoots(config, (p) => existsSync(path.join(root, p)));
  const found = new Set<string>();
  const realRoot = realPath(root);
  /** Whether `rel`'s real path is its path in the site's real path (no link on the way). */
  const unlinked = (rel: string): boolean => realRoot !== null && realPath(path.join(root, rel)) === path.join(realRoot, rel);
  let linkFree = true;
  for (const dir of roots.dirs) {
    const listed = linkFree && unlinked(dir) ? listLinkFree(root, dir) : null;
    if (listed === null) linkFree = false;
    for (const e of listed ?? listUnder(root, dir, 'files')) found.add(e);
  }
  for (const f of roots.files) {
    if (!existsSync(path.join(root, f))) continue;
    found.add(f);
    if (linkFree && !unlinked(f)) linkFree = false;
  }
  return { roots, found, linkFree };
}

/**
 * The files under the content root `dir` (dot entries left out), site-relative, in the order of
 * {@link listUnder}'s listing, from one walk that does not follow links; null when it met one
 * (a link's target must then be listed and checked).
 */
function listLinkFree(root: string, dir: string): string[] | null {
  const entries = fg().sync('**/*', { cwd: path.join(root, dir), onlyFiles: false, dot: false, followSymbolicLinks: false, objectMode: true });
  if (entries.some((e) => e.dirent.isSymbolicLink())) return null;
  const files = entries.filter((e) => e.dirent.isFile()).map((e) => e.path);
  return dir === '.' ? files : files.map((e) => `${dir}/${e}`);
}

/** The real path of `abs` (links resolved), or null when it cannot be resolved. */
function realPath(abs: string): string | null {
  try {
    return realpathSync(abs);
  } catch {
    return null;
  }
}

/**
 * The folders {@link listSiteFiles} walks: each content root and every folder under it (dot
 * folders left out, symbolic links followed), site-relative with `/`, sorted. Adding, removing
 * or renaming an entry of a folder changes its modification time, so the stats of these folders
 * tell whether the list of files can have changed (the dev server's start snapshot).
 *
 * @param root the site folder, absolute
 */
export function listSiteFolders(root: string, roots: ContentRoots): string[] {
  const folders = new Set<string>();
  for (const dir of roots.dirs) {
    folders.add(dir);
    for (const e of listUnder(root, dir, 'folders')) folders.add(e);
  }
  return [...folders].sort(codePointCompare);
}

/** The files or folders under the content root `dir` (dot entries left out, symbolic links followed), site-relative. */
function listUnder(root: string, dir: string, kind: 'files' | 'folders'): string[] {
  const entries = fg().sync('**/*', { cwd: path.join(root, dir), onlyFiles: kind === 'files', onlyDirectories: kind === 'folders', dot: false, followSymbolicLinks: true });
  return dir === '.' ? entries : entries.map((e) => `${dir}/${e}`);
}
