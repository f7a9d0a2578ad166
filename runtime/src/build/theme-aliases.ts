import { UserError } from '@sitegraph/compiler/safety';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_MODULE_NAMES, THEME_COMPONENT_NAMES } from '../swizzle/theme-names.js';
import { runtimeSourceDir } from './runtime-paths.js';

/** Script files a module name can point to, in order of preference (as Docusaurus's). */
const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
const TEST_OR_TYPES = /\.(?:test|spec)\.[jt]sx?$|\.d\.ts$/;

/** Where each `@theme/…`, `@theme-original/…`, `@docusaurus/…` and `@site/…` import of site code goes. */
export interface ThemeAliases {
  /** The site folder (absolute), if any. */
  siteDir?: string;
  /** The site's own `src/theme` components by name (`Footer`, `DocItem/Footer`), absolute paths. */
  readonly swizzled: ReadonlyMap<string, string>;
  /**
   * Reads `src/theme` again (dev: a component was added or removed).
   * @throws UserError when the site now swizzles a name the theme does not have (the map is kept)
   */
  refresh(): void;
  /**
   * The file an import resolves to; `undefined` for ids that are not theme aliases (or for an
   * `@docusaurus/…` name the runtime does not provide, left to the site's packages); `null` for
   * a theme name that exists nowhere. `@site/<path>` is `<siteDir>/<path>` as written (the
   * bundler adds the extension).
   */
  resolve(id: string): string | null | undefined;
  /**
   * The site path an `@site/…` import or an import through the site's `aliases` names
   * (absolute, as written: the bundler adds the extension or index file); undefined for others.
   */
  sitePath(id: string): string | undefined;
}

function firstExisting(base: string): string | undefined {
  return SCRIPT_EXTENSIONS.map((ext) => `${base}${ext}`).find((file) => existsSync(file));
}

/** The runtime's file for `@theme-original/<name>`, or undefined if it provides no such name. */
export function runtimeThemeFile(name: string): string | undefined {
  if (!THEME_COMPONENT_NAMES.includes(name)) return undefined;
  return firstExisting(path.join(runtimeSourceDir(), 'theme-components', name));
}

/** The runtime's file for `@docusaurus/<name>`, or undefined. */
export function runtimeDocusaurusFile(name: string): string | undefined {
  if (!DOCUSAURUS_MODULE_NAMES.includes(name)) return undefined;
  return firstExisting(path.join(runtimeSourceDir(), 'docusaurus', name));
}

/**
 * The components a site swizzles: every script under `<siteDir>/src/theme`, named by its path
 * without extension, `index` naming its folder (`Footer/index.tsx` → `Footer`). When both
 * `Footer.tsx` and `Footer/index.tsx` exist the file wins, as a bundler resolves them.
 */
export function findSwizzled(siteDir: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!siteDir) return found;
  const root = path.resolve(siteDir, 'src', 'theme');
  if (!existsSync(root)) return found;
  const entries = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SCRIPT_EXTENSIONS.includes(path.extname(e.name)) && !TEST_OR_TYPES.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  for (const file of entries) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const withoutExt = rel.slice(0, -path.extname(rel).length);
    const name = withoutExt.endsWith('/index') ? withoutExt.slice(0, -'/index'.length) : withoutExt;
    if (!found.has(name)) found.set(name, file);
  }
  return found;
}

/** Plain files before `index` files, then by extension preference. */
function rank(file: string): number {
  const isIndex = path.basename(file, path.extname(file)) === 'index' ? 10 : 0;
  return isIndex + SCRIPT_EXTENSIONS.indexOf(path.extname(file));
}

/**
 * Checks that every swizzled name is one of ours. Files inside a swizzled component's folder
 * (`Footer/Links/index.tsx` beside an ejected `Footer`) are that component's parts, reachable
 * as `@theme/Footer/Links`; a top-level component name (capitalised, as Docusaurus's theme
 * components are) we do not have is an error. A lower-case name (`src/theme/prism-languages/…`)
 * is a module of the site's own that its theme code imports as `@theme/…`, as Docusaurus allows.
 * @throws UserError `theme/unknown-component` listing the names the runtime provides
 */
export function checkSwizzled(siteDir: string, swizzled: ReadonlyMap<string, string>): void {
  const tops = new Set(THEME_COMPONENT_NAMES.map((n) => n.split('/')[0]!));
  const unknown = [...swizzled].filter(([name]) => {
    const top = name.split('/')[0]!;
    return !tops.has(top) && /^[A-Z]/.test(top);
  });
  if (!unknown.length) return;
  const files = unknown.map(([name, file]) => `${path.relative(siteDir, file).split(path.sep).join('/')} ("${name}")`);
  throw new UserError(
    'theme/unknown-component',
    `${files.join(', ')} swizzle${unknown.length === 1 ? 's a component' : ' components'} the theme does not have. Theme components: ${THEME_COMPONENT_NAMES.join(', ')}.`,
  );
}

/** The longest of `aliases`' names that `id` is or starts with as `<name>/…`, as webpack matches `resolve.alias`. */
function aliasName(aliases: Readonly<Record<string, string>>, id: string): string | undefined {
  let found: string | undefined;
  for (const name of Object.keys(aliases)) {
    if ((id === name || id.startsWith(`${name}/`)) && (found === undefined || name.length > found.length)) found = name;
  }
  return found;
}

/**
 * The alias map of a site, computed once (Docusaurus's theme aliases): `@theme/<Name>` is the
 * site's `src/theme/<Name>` first, then the runtime's; `@theme-original/<Name>` is always the
 * runtime's, so a swizzled wrapper can render the original; `@site/…` and the site's `aliases`
 * (graph `site.aliases`: name → site-relative path) are paths in the site folder.
 * @throws UserError when the site swizzles a name the theme does not have
 */
export function loadThemeAliases(siteDir: string | undefined, siteAliases: Readonly<Record<string, string>> = {}): ThemeAliases {
  const read = (): Map<string, string> => {
    const found = findSwizzled(siteDir);
    if (siteDir) checkSwizzled(siteDir, found);
    return found;
  };
  let swizzled = read();
  // `@site/…` is a path in the site folder (Docusaurus's alias), as are the site's `aliases`.
  const sitePath = (id: string): string | undefined => {
    if (!siteDir) return undefined;
    if (id.startsWith('@site/')) return path.resolve(siteDir, id.slice('@site/'.length));
    const name = aliasName(siteAliases, id);
    return name === undefined ? undefined : path.join(path.resolve(siteDir, siteAliases[name]!), id.slice(name.length));
  };
  return {
    siteDir: siteDir ? path.resolve(siteDir) : undefined,
    get swizzled() {
      return swizzled;
    },
    refresh() {
      swizzled = read();
    },
    sitePath,
    resolve(id) {
      if (id.startsWith('@theme-original/')) return runtimeThemeFile(id.slice('@theme-original/'.length)) ?? null;
      if (id.startsWith('@theme/')) {
        const name = id.slice('@theme/'.length);
        return swizzled.get(name) ?? runtimeThemeFile(name) ?? null;
      }
      if (id.startsWith('@docusaurus/')) return runtimeDocusaurusFile(id.slice('@docusaurus/'.length));
      return sitePath(id);
    },
  };
}
