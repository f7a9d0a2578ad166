/**
 * Relative `.md`/`.mdx` file links → permalinks, as Docusaurus 3.7.0 resolves them
 * (`resolveMarkdownLinkPathname` of `@docusaurus/utils`, called by the docs and blog plugins'
 * `resolveMarkdownLink`).
 */

/** Where a link is written and which sources it may point at. */
export interface MarkdownLinkContext {
  /** Site-relative path of the file holding the link. */
  sourceFile: string;
  /**
   * Site-relative content folders searched for links not starting with `./` or `../`, in
   * order: for a doc, its version's localized folder then its version's folder (so the same
   * version is found first); for a blog post, the blog folder.
   */
  contentPaths: readonly string[];
  /**
   * Site-relative source path → permalink of every source the plugin instance knows (for a
   * docs instance, the docs of all its versions; for a blog, its posts). Build it with
   * {@link sourceToPermalinkMap}.
   */
  sourceToPermalink: ReadonlyMap<string, string>;
}

/** Builds the map of {@link MarkdownLinkContext.sourceToPermalink} from `{source, permalink}` items. */
export function sourceToPermalinkMap(items: Iterable<{ source: string; permalink: string }>): Map<string, string> {
  const map = new Map<string, string>();
  for (const { source, permalink } of items) map.set(normalizeSitePath(source.replace(/^@site\//, '')) ?? source, permalink);
  return map;
}

/**
 * Resolves the pathname of a Markdown file link (without `?query#hash`), or returns `null`.
 *
 * Docusaurus behaviour: the link is URL-decoded; `./x.md` and `../x.md` are looked up only
 * next to the file; `/x.md` in the content folders, then from the site folder; a bare `x.md`
 * in the content folders, the site folder, then next to the file. The first candidate that is
 * a known source wins.
 */
export function resolveMarkdownLinkPathname(linkPathname: string, context: MarkdownLinkContext): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(linkPathname);
  } catch {
    return null;
  }
  const dirs: string[] = [];
  if (!linkPathname.startsWith('./') && !linkPathname.startsWith('../')) dirs.push(...context.contentPaths, '');
  if (!linkPathname.startsWith('/')) dirs.push(dirname(context.sourceFile));
  for (const dir of dirs) {
    const candidate = normalizeSitePath(dir === '' ? decoded : `${dir}/${decoded}`);
    if (candidate === undefined) continue;
    const permalink = context.sourceToPermalink.get(candidate);
    if (permalink !== undefined) return permalink;
  }
  return null;
}

function dirname(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash === -1 ? '' : file.slice(0, slash);
}

/**
 * Normalizes a site-relative path (`a/./b/../c` → `a/c`, no leading slash); `undefined` when it
 * climbs above the site folder.
 */
export function normalizeSitePath(path: string): string | undefined {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return out.join('/');
}
