import type { ShellData, ShellDocsPlugin, ShellDocsVersion } from '../data/site-data.js';
import { matchPath } from 'react-router-dom';

/** Error thrown when docs data the page needs does not exist (SPEC §8). */
export class DocsDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocsDataError';
  }
}

/** The docs plugin `pluginId`; throws {@link DocsDataError} listing the ids that exist. */
export function docsPlugin(shell: ShellData, pluginId: string): ShellDocsPlugin {
  const plugin = shell.docs.find((p) => p.pluginId === pluginId);
  if (!plugin) {
    const ids = shell.docs.map((p) => p.pluginId);
    throw new DocsDataError(`No docs plugin with id "${pluginId}": the site's global data has ${ids.length ? `docs plugins ${ids.map((i) => `"${i}"`).join(', ')}` : 'no docs plugin'}.`);
  }
  return plugin;
}

/**
 * The docs plugin whose route path contains `pathname` (longest path first), or undefined.
 * With `failfast`, no match throws {@link DocsDataError}.
 */
export function activeDocsPlugin(shell: ShellData, pathname: string, failfast = false): ShellDocsPlugin | undefined {
  const sorted = [...shell.docs].sort((a, b) => b.path.length - a.path.length);
  const hit = sorted.find((p) => matchPath(pathname, { path: p.path, exact: false }));
  if (!hit && failfast) {
    throw new DocsDataError(`No docs plugin is active for the path "${pathname}"; docs plugin paths are ${shell.docs.map((p) => `"${p.path}"`).join(', ') || 'none'}.`);
  }
  return hit;
}

/** The last (latest stable) version. */
export function lastVersion(plugin: ShellDocsPlugin): ShellDocsVersion {
  return plugin.versions.find((v) => v.isLast) ?? plugin.versions[0]!;
}

/**
 * The version whose path contains `pathname`; the last version is tried last because its path
 * is usually a prefix of the others (`/docs` vs `/docs/next`).
 */
export function activeVersion(plugin: ShellDocsPlugin, pathname: string): ShellDocsVersion | undefined {
  const last = lastVersion(plugin);
  const ordered = [...plugin.versions.filter((v) => v !== last), last];
  return ordered.find((v) => matchPath(pathname, { path: v.path, exact: false }));
}

/**
 * Where the version dropdown sends a visitor for `version` (SPEC §2): the same doc in that
 * version when it exists there, else that version's main doc.
 */
export function versionTarget(version: ShellDocsVersion, docVersionPaths: Record<string, string> | null): string {
  return docVersionPaths?.[version.name] ?? version.mainDocPath;
}

/**
 * The versions navbar items look in, in order (Docusaurus "version candidates"): the active
 * version (on a docs page of this plugin), the preferred version, the last version; no duplicates.
 */
export function versionCandidates(plugin: ShellDocsPlugin, pathname: string, preferred: string | null): ShellDocsVersion[] {
  const out: ShellDocsVersion[] = [];
  for (const v of [activeVersion(plugin, pathname), plugin.versions.find((x) => x.name === preferred), lastVersion(plugin)]) {
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/**
 * The version navbar doc links use: the active version (on a docs page of this plugin), else
 * the preferred version, else the last version.
 */
export function navbarVersion(plugin: ShellDocsPlugin, pathname: string, preferred: string | null): ShellDocsVersion {
  return activeVersion(plugin, pathname) ?? plugin.versions.find((v) => v.name === preferred) ?? lastVersion(plugin);
}
