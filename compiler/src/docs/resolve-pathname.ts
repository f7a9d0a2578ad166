/**
 * URL path resolution as the `resolve-pathname` package (used by Docusaurus 3.7.0's
 * `resolvePathname` and React Router) does it: `to` resolved against the folder of `from`,
 * `.`/`..` segments applied, `..` above the root dropped for absolute results, a trailing slash
 * kept when the last segment was `.`, `..` or empty.
 */

/**
 * Resolves `to` against `from`: `('intro', '/guides/')` → `/guides/intro`;
 * `('../subtitles', '/guides/text/')` → `/guides/subtitles`; `('/abs', '/x/')` → `/abs`.
 */
export function resolvePathname(to: string, from = ''): string {
  const toParts = to ? to.split('/') : [];
  let parts = from ? from.split('/') : [];
  const absolute = to.startsWith('/') || from.startsWith('/');

  if (to.startsWith('/')) {
    parts = toParts;
  } else if (toParts.length) {
    parts.pop(); // drop the file part of `from`, keep its folder
    parts = parts.concat(toParts);
  }
  if (!parts.length) return '/';

  const last = parts[parts.length - 1];
  const trailingSlash = last === '.' || last === '..' || last === '';

  // Walk from the end so each `..` removes the nearest real segment before it.
  let up = 0;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    if (part === '.') {
      parts.splice(i, 1);
    } else if (part === '..') {
      parts.splice(i, 1);
      up++;
    } else if (up) {
      parts.splice(i, 1);
      up--;
    }
  }
  if (!absolute) for (; up > 0; up--) parts.unshift('..');
  if (absolute && parts[0] !== '' && !(parts[0] ?? '').startsWith('/')) parts.unshift('');

  const result = parts.join('/');
  return trailingSlash && !result.endsWith('/') ? `${result}/` : result;
}

/**
 * Docusaurus's `isValidPathname`: starts with `/` and survives URL parsing unchanged (or equals
 * its `encodeURI` form), so it has no query, hash, `..` or other special parts.
 */
export function isValidPathname(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  try {
    const parsed = new URL(pathname, 'https://domain.com').pathname;
    return parsed === pathname || parsed === encodeURI(pathname);
  } catch {
    return false;
  }
}
