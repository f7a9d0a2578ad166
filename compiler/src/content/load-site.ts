import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { siteConfigWarnings, validateSiteConfig, type SiteConfig } from '../config/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { fail } from '../diagnostics/index.js';
import { codePointCompare, parseJsonFile } from '../json/index.js';
import { sortedMap, TEXT_EXTENSIONS, type AssetFile, type SiteInput } from './site-input.js';
import { contentRoots, type ContentRoots } from './content-roots.js';
import { assertContentInsideSite } from './site-boundary.js';
import { readGitHistory } from './git-history.js';
import { historyRequest } from './history-request.js';

/** Options of {@link loadSite}. */
export interface LoadSiteOptions {
  /** `production` (default) removes drafts; `development` keeps them. */
  mode?: SiteInput['mode'];
}

/**
 * Reads a site folder into a {@link SiteInput}: the only part of the compiler that touches the
 * file system. Reads `sitegraph.config.ts` (preferred) or `site.json`, every file under each
 * content plugin's folders (current and versioned docs, blog, pages) and `static/`, and
 * evaluates JS/TS sidebars modules, and reads the Git history of the content files that need it
 * (last-update data, undated blog posts: {@link readGitHistory}, one `git log` for the site).
 *
 * @param siteDir the site folder (absolute or relative to the working directory)
 * @throws CompileError `config/missing` when neither config file exists, `config/invalid` for
 *   bad options, `config/invalid-json` for unparsable site.json, `sidebars/missing-file` when a
 *   configured `sidebarPath` does not exist, `content/link-outside-site` for a content file
 *   whose symbolic link leads outside the site folder.
 */
export async function loadSite(siteDir: string, options: LoadSiteOptions = {}): Promise<SiteInput> {
  const root = path.resolve(siteDir);
  const { config, configFile, configWarnings } = await loadConfig(root);
  const { roots, found } = listSiteFiles(root, config);
  const files = new Map<string, string>();
  const assets = new Map<string, AssetFile>();
  assertContentInsideSite(root, found);
  // Synchronous reads: hundreds of small files go about 3× faster one after the other than
  // through libuv's thread pool, and nothing else runs meanwhile.
  for (const rel of found) {
    const buf = readFileSync(path.join(root, rel));
    if (TEXT_EXTENSIONS.includes(path.extname(rel).toLowerCase())) files.set(rel, buf.toString('utf8'));
    else assets.set(rel, { size: buf.length, sha256: createHash('sha256').update(buf).digest('hex') });
  }
  const evaluatedModules: Record<string, unknown> = {};
  for (const sidebarPath of roots.sidebarFiles) {
    const abs = path.join(root, sidebarPath);
    if (!existsSync(abs)) {
      fail('sidebars/missing-file', `The sidebars file "${sidebarPath}" set as sidebarPath does not exist.`, { file: configFile });
    }
    if (/\.(c|m)?(j|t)s$/.test(sidebarPath)) {
      const mod = (await importModule(abs)) as { default?: unknown };
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
  };
}

/**
 * The files {@link loadSite} reads for `config`: every file under the content roots (dot files
 * left out, symbolic links followed) and the single files that exist (versions files, sidebars
 * files), site-relative with `/`, in listing order. Synchronous (see `loadSite`).
 *
 * @param root the site folder, absolute
 */
export function listSiteFiles(root: string, config: SiteConfig): { roots: ContentRoots; found: Set<string> } {
  const roots = contentRoots(config, (p) => existsSync(path.join(root, p)));
  const found = new Set<string>();
  for (const dir of roots.dirs) for (const e of listUnder(root, dir, 'files')) found.add(e);
  for (const f of roots.files) if (existsSync(path.join(root, f))) found.add(f);
  return { roots, found };
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
  const entries = fg.sync('**/*', { cwd: path.join(root, dir), onlyFiles: kind === 'files', onlyDirectories: kind === 'folders', dot: false, followSymbolicLinks: true });
  return dir === '.' ? entries : entries.map((e) => `${dir}/${e}`);
}

/**
 * Evaluates a TS/JS module (config or sidebars) with jiti, without its module cache so that
 * dev reloads see edits. jiti is imported here, on first use: loading it costs ~0.1 s, and sites
 * with site.json and JSON sidebars never need it.
 */
async function importModule(abs: string): Promise<unknown> {
  const { createJiti } = await import('jiti');
  return createJiti(import.meta.url, { moduleCache: false, fsCache: false }).import(abs);
}

async function loadConfig(root: string): Promise<{ config: SiteConfig; configFile: string; configWarnings: Diagnostic[] }> {
  const tsConfig = path.join(root, 'sitegraph.config.ts');
  if (existsSync(tsConfig)) {
    const mod = (await importModule(tsConfig)) as { default?: unknown };
    const raw = mod.default ?? mod;
    return { config: validateSiteConfig(raw, 'sitegraph.config.ts'), configFile: 'sitegraph.config.ts', configWarnings: siteConfigWarnings(raw, 'sitegraph.config.ts') };
  }
  const jsonConfig = path.join(root, 'site.json');
  if (!existsSync(jsonConfig)) {
    fail('config/missing', `No sitegraph.config.ts or site.json in ${root}.`);
  }
  const text = await readFile(jsonConfig, 'utf8');
  const raw = parseJsonFile(text, 'site.json', 'config/invalid-json');
  return { config: validateSiteConfig(raw, 'site.json'), configFile: 'site.json', configWarnings: siteConfigWarnings(raw, 'site.json') };
}
