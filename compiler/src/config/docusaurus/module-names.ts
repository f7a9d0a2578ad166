/**
 * How `docusaurus.config.*` names its presets, plugins and themes, and which package a name
 * means. Docusaurus accepts shorthands (its "module shorthand" rules, documented under "Using
 * plugins" → "Module shorthands"): a plain name `x` is tried as `x`, `@docusaurus/<kind>-x` and
 * `docusaurus-<kind>-x`; a scoped `@scope/x` as `@scope/docusaurus-<kind>-x` and `@scope/x`; a
 * bare scope `@scope` as `@scope/docusaurus-<kind>`. Configs also pass the result of
 * `require.resolve(...)`, an absolute path into `node_modules`.
 */

/** What a config entry is: a preset (`presets`), a plugin (`plugins`) or a theme (`themes`). */
export type ModuleKind = 'preset' | 'plugin' | 'theme';

/**
 * The package names a config's module name may mean, in the order Docusaurus tries them.
 * Relative and absolute paths are returned as they are.
 *
 * @param name the string of a `presets`/`plugins`/`themes` entry
 * @param kind which list the entry is in
 */
export function moduleNameCandidates(name: string, kind: ModuleKind): string[] {
  if (isPath(name)) return [name];
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash < 0) return [`${name}/docusaurus-${kind}`];
    const scope = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    return [`${scope}/docusaurus-${kind}-${rest}`, name];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/** Whether a module name is a file path (relative, absolute, or a Windows drive path) rather than a package name. */
export function isPath(name: string): boolean {
  return name.startsWith('.') || name.startsWith('/') || /^[A-Za-z]:[\\/]/.test(name);
}

/**
 * The package an absolute path into `node_modules` belongs to (`/x/node_modules/@docusaurus/
 * plugin-content-docs/lib/index.js` → `@docusaurus/plugin-content-docs`; the last
 * `node_modules` counts), or null when the path is not inside one: what
 * `require.resolve('<package>')` in a config gives back.
 */
export function packageOfPath(file: string): string | null {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return null;
  const [first, second] = parts.slice(at + 1, at + 3);
  if (first === undefined || first === '') return null;
  if (!first.startsWith('@')) return first;
  return second !== undefined && second !== '' ? `${first}/${second}` : null;
}

/**
 * The package a config entry's module name means when it is one of `known` (the packages
 * sitegraph implements itself), else null: the first of Docusaurus's candidates that is known,
 * or the package of a resolved `node_modules` path.
 */
export function knownPackage(name: string, kind: ModuleKind, known: ReadonlySet<string>): string | null {
  const fromPath = isPath(name) ? packageOfPath(name) : null;
  if (fromPath !== null) return known.has(fromPath) ? fromPath : null;
  return moduleNameCandidates(name, kind).find((candidate) => known.has(candidate)) ?? null;
}
