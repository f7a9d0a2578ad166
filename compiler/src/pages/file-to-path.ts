/**
 * URL path of a page file, as Docusaurus 3.7.0's `fileToPath` (@docusaurus/utils): the
 * extension goes, `index` files stand for their folder (path ends in `/`), and each segment
 * is URI-encoded (`encodePath`).
 *
 * @param relativeSource posix path relative to the pages folder, e.g. `legal/index.md`
 * @returns a path starting with `/`, e.g. `/legal/`
 */
export function fileToPath(relativeSource: string): string {
  const index = /^(.*\/)?index\.(?:mdx?|jsx?|tsx?)$/i.exec(relativeSource);
  const raw = index ? `/${index[1] ?? ''}` : `/${relativeSource.replace(/\.(?:mdx?|jsx?|tsx?)$/, '')}`;
  return raw
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Joins URL parts with single slashes, keeping a trailing slash of the last part
 * (the subset of Docusaurus's `normalizeUrl` that plugin permalinks need).
 */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  return joined.replace(/\/{2,}/g, '/');
}
