import path from 'node:path';

/** A Markdown/MDX file imported by another as a component (`import Part from './_part.mdx'`). */
export interface PartialImport {
  /** The local name the component is used under (`Part`). */
  name: string;
  /** The module specifier as written (`./_part.mdx`, `@site/docs/_shared/x.md`). */
  specifier: string;
}

/** `import Name from '…md'`/`'…mdx'` at the start of a line (MDX ESM is top-level only). */
const DEFAULT_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s+from\s+(['"])([^'"\n]+\.mdx?)\2/gm;

/**
 * The Markdown partials a body imports by default import (`import Part from './_part.md'`), found
 * by a scan of its text (cheap enough for every body; the parse confirms them). Other imports
 * (components, packages) are not partials.
 */
export function partialImports(body: string): PartialImport[] {
  if (!body.includes('import')) return [];
  const out: PartialImport[] = [];
  for (const match of body.matchAll(DEFAULT_IMPORT)) out.push({ name: match[1]!, specifier: match[3]! });
  return out;
}

/** Import aliases: an import name to a site-relative path (the graph's `site.aliases`, config `aliases`). */
export type ImportAliases = Readonly<Record<string, string>>;

/**
 * The site-relative path a partial specifier means from the importing file, as Docusaurus's
 * bundler (webpack) resolves it: relative to the importing file's folder; through the site's
 * `aliases` when the specifier is an alias name or starts with `<name>/` (the longest such name,
 * as `resolve.alias` matches); from the site folder for `@site/…`. Null for a specifier that is
 * none of these (a package: not a partial of the site), or that leaves the site folder.
 *
 * @param from the importing file, site-relative with `/`
 * @param aliases name → site-relative path (`docusaurus-plugin-module-alias`'s `alias`, made
 *   site-relative by the config)
 */
export function resolvePartialPath(from: string, specifier: string, aliases?: ImportAliases): string | null {
  let resolved: string;
  const alias = aliases ? aliasOf(aliases, specifier) : undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../')) resolved = path.posix.join(path.posix.dirname(from), specifier);
  else if (alias !== undefined) resolved = path.posix.normalize(path.posix.join(aliases![alias]!, specifier.slice(alias.length)));
  else if (specifier.startsWith('@site/')) resolved = path.posix.normalize(specifier.slice('@site/'.length));
  else return null;
  return resolved.startsWith('../') || resolved === '..' || resolved.startsWith('/') ? null : resolved;
}

/** The longest alias name that `specifier` is, or starts with followed by `/`. */
function aliasOf(aliases: ImportAliases, specifier: string): string | undefined {
  let best: string | undefined;
  for (const name of Object.keys(aliases)) {
    if ((specifier === name || specifier.startsWith(`${name}/`)) && (best === undefined || name.length > best.length)) best = name;
  }
  return best;
}

/**
 * The texts of every partial a body imports, transitively (a partial may import partials), by
 * site-relative path, from `files`. A partial that is not in `files` is left out: the compile
 * reports it where it is imported.
 *
 * @param source the body's file, site-relative
 * @param aliases the site's import aliases (see {@link resolvePartialPath})
 * @returns null when the body imports no partial
 */
export function collectPartials(source: string, body: string, files: ReadonlyMap<string, string>, aliases?: ImportAliases): Record<string, string> | null {
  const out: Record<string, string> = {};
  const queue: Array<{ from: string; text: string }> = [{ from: source, text: body }];
  let any = false;
  while (queue.length > 0) {
    const { from, text } = queue.pop()!;
    for (const { specifier } of partialImports(text)) {
      const target = resolvePartialPath(from, specifier, aliases);
      if (target === null || target in out) continue;
      const partial = files.get(target);
      if (partial === undefined) continue;
      any = true;
      out[target] = partial;
      queue.push({ from: target, text: partial });
    }
  }
  if (!any) return null;
  return Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]!]));
}
