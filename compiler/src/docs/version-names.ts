import { CompileError, errorDiagnostic, fail, type Diagnostic } from '../diagnostics/index.js';
import { parseJsonFile } from '../json/index.js';
import type { DocsOptions } from '../config/index.js';
import { versioningPaths } from '../content/index.js';

/** Name of the version made of the plugin's `path` folder. */
export const CURRENT_VERSION_NAME = 'current';

/**
 * Checks one version name as Docusaurus 3.7.0 does (`validateVersionName`): a non-blank string
 * usable as a folder name, without slashes, at most 32 characters, not `.`/`..`.
 *
 * @returns the problem, or undefined when the name is valid
 */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return `versions must be strings, found ${JSON.stringify(name)} (${typeof name})`;
  if (!name.trim()) return `invalid version name "${name}": it must contain at least one non-whitespace character`;
  if (/[/\\]/.test(name)) return `invalid version name "${name}": it must not include a slash (/) or backslash (\\)`;
  if (name.length > 32) return `invalid version name "${name}": it cannot be longer than 32 characters`;
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return `invalid version name "${name}": it must be a valid file name`;
  if (/^\.\.?$/.test(name)) return `invalid version name "${name}": it must not be "." or ".."`;
  return undefined;
}

/**
 * Reads the version names of a docs instance in Docusaurus order (`readVersionNames`): `current`
 * first (when `includeCurrentVersion` and not already listed), then `versions.json` order
 * (newest first); `disableVersioning` keeps only `current`.
 *
 * @param files text files keyed by site-relative path (`SiteInput.files`)
 * @param configFile the site config file, named in option errors
 * @throws CompileError `docs/invalid-versions-file` (not JSON, not an array, invalid names —
 *   all listed); `docs/invalid-versions-option` when `disableVersioning` is set on an
 *   unversioned instance or no version at all remains
 */
export function readVersionNames(files: ReadonlyMap<string, string>, options: DocsOptions, configFile: string): string[] {
  const { versionsFile } = versioningPaths(options.id);
  const text = files.get(versionsFile);
  let listed: string[] | null = null;
  if (text !== undefined) {
    const data = parseJsonFile(text, versionsFile, 'docs/invalid-versions-file');
    if (!Array.isArray(data)) {
      fail('docs/invalid-versions-file', `${versionsFile} must contain an array of version names, found ${JSON.stringify(data)}.`, {
        file: versionsFile,
      });
    }
    const problems: Diagnostic[] = [];
    for (const name of data) {
      const problem = versionNameProblem(name);
      if (problem) problems.push(errorDiagnostic('docs/invalid-versions-file', `${versionsFile}: ${problem}.`, { file: versionsFile }));
    }
    if (problems.length) throw new CompileError(problems);
    listed = data as string[];
  }

  if (listed === null && options.disableVersioning) {
    fail('docs/invalid-versions-option', `Docs plugin "${options.id}": "disableVersioning: true" makes no sense on a site without ${versionsFile}.`, {
      file: configFile,
    });
  }
  const names = options.disableVersioning ? [] : [...(listed ?? [])];
  if (options.includeCurrentVersion && !names.includes(CURRENT_VERSION_NAME)) names.unshift(CURRENT_VERSION_NAME);
  if (names.length === 0) {
    fail(
      'docs/invalid-versions-option',
      `Docs plugin "${options.id}" has no version to build: "includeCurrentVersion" is false and ${
        options.disableVersioning ? 'versioning is disabled ("disableVersioning: true")' : `${versionsFile} is empty or missing`
      }.`,
      { file: configFile },
    );
  }
  return names;
}

/**
 * Checks the version options against the available versions (`validateVersionsOptions`):
 * `lastVersion`, the keys of `versions` and `onlyIncludeVersions` must name existing versions;
 * `onlyIncludeVersions` must not be empty and must include `lastVersion`. Every problem is
 * reported at once.
 *
 * @throws CompileError `docs/unknown-version`, each diagnostic naming the option and listing the
 *   available version names
 */
export function validateVersionOptions(available: readonly string[], options: DocsOptions, configFile: string): void {
  const where = `docs plugin "${options.id}"`;
  const availableMsg = `Available version names are: ${available.join(', ')}.`;
  const problems: Diagnostic[] = [];
  const problem = (message: string) => problems.push(errorDiagnostic('docs/unknown-version', message, { file: configFile }));

  if (options.lastVersion !== undefined && !available.includes(options.lastVersion)) {
    problem(`Option "lastVersion" of ${where} names the unknown version "${options.lastVersion}". ${availableMsg}`);
  }
  const unknownConfigured = Object.keys(options.versions).filter((v) => !available.includes(v));
  if (unknownConfigured.length) {
    problem(`Option "versions" of ${where} configures unknown versions (${unknownConfigured.join(', ')}). ${availableMsg}`);
  }
  if (options.onlyIncludeVersions) {
    if (options.onlyIncludeVersions.length === 0) {
      problem(`Option "onlyIncludeVersions" of ${where} is empty; list at least one version.`);
    }
    const unknownIncluded = options.onlyIncludeVersions.filter((v) => !available.includes(v));
    if (unknownIncluded.length) {
      problem(`Option "onlyIncludeVersions" of ${where} names unknown versions (${unknownIncluded.join(', ')}). ${availableMsg}`);
    }
    if (options.lastVersion !== undefined && !options.onlyIncludeVersions.includes(options.lastVersion)) {
      problem(`Option "lastVersion" of ${where} ("${options.lastVersion}") must be one of "onlyIncludeVersions".`);
    }
  }
  if (problems.length) throw new CompileError(problems);
}

/** The versions kept by `onlyIncludeVersions`, in their original (versions file) order. */
export function filterVersionNames(names: readonly string[], options: DocsOptions): string[] {
  const only = options.onlyIncludeVersions;
  return only ? names.filter((n) => only.includes(n)) : [...names];
}

/** `lastVersion`, else the first non-current version, else `current` (Docusaurus `getLastVersionName`). */
export function lastVersionName(names: readonly string[], options: DocsOptions): string {
  return options.lastVersion ?? names.find((n) => n !== CURRENT_VERSION_NAME) ?? CURRENT_VERSION_NAME;
}
