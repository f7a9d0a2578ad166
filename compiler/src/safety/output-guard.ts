import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from './user-error.js';

/** The file every sitegraph output folder holds, so a later build knows it may replace the folder. */
export const OUTPUT_MARKER = '.sitegraph-output';

/** Content of {@link OUTPUT_MARKER} (constant: outputs stay byte-identical between builds). */
export const OUTPUT_MARKER_TEXT = 'This folder is written by sitegraph build and replaced by the next build.\n';

/** What {@link assertSafeOutputDir} checks an output folder against. */
export interface OutputGuardOptions {
  /** The output folder about to be replaced. */
  outDir: string;
  /** The site folder (never the output nor inside it). */
  siteDir?: string;
  /** Content folders relative to `siteDir` (docs, versioned docs, blog, pages, `static`). */
  contentDirs?: readonly string[];
  /** Replace a non-empty folder that sitegraph did not write. Overlaps are refused all the same. */
  force?: boolean;
  /** The working directory (never the output nor inside it). Default `process.cwd()`. */
  cwd?: string;
  /** How the errors name the caller's options (default: the CLI's `--out` and `--force`). */
  optionNames?: OutputOptionNames;
}

/** How an output guard error names the options that choose the folder and force its replacement. */
export interface OutputOptionNames {
  /** The option that chooses the output folder, e.g. `--out`. */
  outDir: string;
  /** The option set to replace a folder sitegraph did not write, e.g. `--force`. */
  force: string;
  /** An output folder given as the caller gives it, e.g. `--out dist`. */
  example: string;
}

/** The CLI's flags (`sitegraph build --out … --force`). */
const CLI_OUTPUT_OPTIONS: OutputOptionNames = { outDir: '--out', force: '--force', example: '--out dist' };

/**
 * The real path of `p` even when it does not exist yet: the nearest existing ancestor's real
 * path (symbolic links resolved) joined with the rest.
 */
export function realPathOf(p: string): string {
  const abs = path.resolve(p);
  const rest: string[] = [];
  let dir = abs;
  for (;;) {
    try {
      return path.join(realpathSync(dir), ...rest.reverse());
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return abs;
      rest.push(path.basename(dir));
      dir = parent;
    }
  }
}

/** Whether `inner` is `outer` or lies inside it (both absolute, normalised). */
export function isInsideOrSame(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The project folders a site lives in: the nearest folder with a package.json, and the git root. */
function projectRoots(siteReal: string): { dir: string; what: string }[] {
  const found: { dir: string; what: string }[] = [];
  let sawPackage = false;
  for (let dir = siteReal; ; dir = path.dirname(dir)) {
    if (!sawPackage && existsSync(path.join(dir, 'package.json'))) {
      found.push({ dir, what: 'the project folder (it holds package.json)' });
      sawPackage = true;
    }
    if (existsSync(path.join(dir, '.git'))) {
      found.push({ dir, what: 'the git repository the site is in' });
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  return found;
}

/**
 * Refuses, before anything is written or deleted, an output folder whose replacement would
 * destroy sources (issue #13 item 1): the output may not be the site folder, the project folder
 * or the working directory, nor a parent of any of them, nor overlap a content folder (be one,
 * lie inside one or contain one). An existing folder is replaced only when it is empty or holds
 * {@link OUTPUT_MARKER} (or a top-level `graph.json`, as outputs written before the marker did),
 * unless `force`. Paths are compared as real paths, so links cannot disguise an overlap.
 *
 * @throws UserError `output/overlaps-sources` or `output/not-sitegraph-output`, naming both folders
 */
export function assertSafeOutputDir(o: OutputGuardOptions): void {
  const out = realPathOf(o.outDir);
  const shown = o.outDir;
  const options = o.optionNames ?? CLI_OUTPUT_OPTIONS;
  const refuse = (why: string): never => {
    throw new UserError('output/overlaps-sources', `Refusing to write the output to "${shown}": ${why}. Choose an output folder outside the sources, e.g. ${options.example}.`);
  };
  const keepers: { dir: string; what: string }[] = [{ dir: realPathOf(o.cwd ?? process.cwd()), what: 'the working directory' }];
  let site: string | null = null;
  if (o.siteDir !== undefined) {
    site = realPathOf(o.siteDir);
    keepers.unshift({ dir: site, what: 'the site folder' }, ...projectRoots(site));
  }
  for (const k of keepers) {
    if (isInsideOrSame(k.dir, out)) refuse(`${k.dir === out ? 'it is' : 'it contains'} ${k.what} (${k.dir}), which replacing it would delete`);
  }
  for (const c of o.contentDirs ?? []) {
    if (site === null) break;
    const content = realPathOf(path.join(site, c));
    if (isInsideOrSame(out, content)) refuse(`it lies inside the content folder "${c}" (${content}), which the build reads`);
    if (isInsideOrSame(content, out)) refuse(`it contains the content folder "${c}" (${content}), which replacing it would delete`);
  }
  if (o.force) return;
  const st = statSync(out, { throwIfNoEntry: false });
  if (!st) return;
  if (!st.isDirectory()) {
    throw new UserError('output/not-sitegraph-output', `Refusing to write the output to "${shown}": it is a file, not a folder. Remove it or choose another ${options.outDir}.`);
  }
  const names = readdirSync(out);
  if (names.length === 0 || names.includes(OUTPUT_MARKER) || names.includes('graph.json')) return;
  throw new UserError(
    'output/not-sitegraph-output',
    `Refusing to replace "${shown}": it is not empty and was not written by sitegraph (no ${OUTPUT_MARKER} file). Choose another ${options.outDir}, or pass ${options.force} to replace it.`,
  );
}
