import path from 'node:path';
import { UserError } from '@sitegraph/compiler/safety';
import { MDX_MODULE_SUFFIX } from './mdx-module-plugin.js';

/** ANSI colour codes and box-drawing characters the bundler decorates its messages with. */
const DECORATION = /\u001b\[[0-9;]*m|[\u2500-\u257f]/g;

/** A `file:line:column` the bundler names in a message (`─[ src/x.tsx:3:10 ]` or `at src/x.tsx:3:10`). */
const PLACE = /([^\s[\]()"']+\.(?:[cm]?[jt]sx?|css|scss|sass|less|mdx?|svg|json)):(\d+):(\d+)/;

/** Vite's message for an import the bundler found no module for (it names no line). */
const UNRESOLVED = /failed to resolve import "([^"]+)" from "([^"]+)"/;

/** The suffix of the module made for an MDX page's imports (see `mdx-module-plugin.ts`). */
const MDX_MODULE_SUFFIX_AT_END = new RegExp(`${MDX_MODULE_SUFFIX.replace(/\./g, '\\.')}$`);

/**
 * Whether a line of a bundler message says what went wrong, rather than being one of the
 * headers around it ("Build failed with 2 errors:", "Caused by:", "plugin `x` threw an error")
 * or a native stack frame.
 */
function isReason(line: string): boolean {
  if (line === '' || line.startsWith('Build failed') || line.endsWith(':') || /^\d+: /.test(line) || line.startsWith('at ')) return false;
  return !/^\[[^\]]+\]\s*plugin `[^`]+` threw an error$/.test(line);
}

/**
 * `file` as a site-relative path with `/` separators when it is the site's own code (inside
 * `siteDir`, not under a `node_modules` folder), else null: a place in sitegraph's code or a
 * package's is not the site's to fix.
 */
export function siteCodePath(siteDir: string, file: string): string | null {
  const rel = path.relative(siteDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) return null;
  return rel.split(path.sep).join('/');
}

/**
 * `file` as a site-relative path with `/` separators when it is in a package of the site's own
 * `node_modules` (inside `siteDir`), else null.
 */
export function siteDependencyPath(siteDir: string, file: string): string | null {
  const rel = path.relative(siteDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel) || !rel.split(path.sep).includes('node_modules')) return null;
  return rel.split(path.sep).join('/');
}

/**
 * The user error for a bundling error whose place is in the site's own code (a React page, a
 * swizzled component, a component an MDX page imports: a missing export, a syntax error, an
 * import that does not resolve): `bundle/site-code` with the site-relative file, line and
 * column and the bundler's own first line (for an import that resolves nowhere, the file and the
 * import), instead of an internal error. One whose place is in a package the site installed (its
 * `node_modules`) is `bundle/site-dependency`, naming the package's file: not sitegraph's bug
 * either. Other errors are returned as they are.
 *
 * @param error what the bundler threw (Rolldown aggregates its errors in `errors`)
 * @param siteDir the site folder, absolute
 * @param cwd the folder relative places are read from (the process's)
 */
export function siteCodeBuildError(error: unknown, siteDir: string | undefined, cwd = process.cwd()): unknown {
  if (!siteDir || !(error instanceof Error)) return error;
  const nested = (error as { errors?: unknown[] }).errors;
  for (const candidate of [...(Array.isArray(nested) ? nested : []), error]) {
    const text = String((candidate as { message?: unknown })?.message ?? '').replace(DECORATION, ' ');
    const id = (candidate as { id?: unknown })?.id;
    const unresolved = UNRESOLVED.exec(text);
    if (unresolved) {
      const rel = siteCodePath(siteDir, path.resolve(cwd, unresolved[2]!));
      if (rel === null) continue;
      return new UserError(
        'bundle/site-code',
        `${rel.replace(MDX_MODULE_SUFFIX_AT_END, '')}: cannot resolve the import "${unresolved[1]}": it is no file, no package of the site's node_modules and no theme or Docusaurus module (aliases that plugins add with configureWebpack are not applied)`,
      );
    }
    const match = PLACE.exec(text);
    const file = typeof id === 'string' && path.isAbsolute(id) ? id : match ? path.resolve(cwd, match[1]!) : undefined;
    if (!file) continue;
    const rel = siteCodePath(siteDir, file);
    const place = match ? `:${match[2]}:${match[3]}` : '';
    const reason = text.split('\n').map((l) => l.trim().replace(/\s+/g, ' ')).find(isReason) ?? 'the bundler failed';
    if (rel === null) {
      const dependency = siteDependencyPath(siteDir, file);
      if (dependency === null) continue;
      return new UserError('bundle/site-dependency', `${dependency}${place}: ${reason} (in a package of the site's node_modules, which the bundler reads as it is: only the site's code and Docusaurus packages' .js get JSX compiled)`);
    }
    // A page module is named by its page (`docs/x.mdx`), not by the module made for it.
    const shown = rel.replace(MDX_MODULE_SUFFIX_AT_END, '');
    return new UserError('bundle/site-code', `${shown}${place}: ${reason}`);
  }
  return error;
}
