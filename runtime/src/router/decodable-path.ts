/**
 * URLs that React Router 5's `history` (v4) can read. It decodes every pathname with `decodeURI`
 * and throws a `URIError` when that fails, while route paths are raw (a doc file `100%.md` has
 * the path `/docs/100%`, and links say `href="/docs/100%"`, which the browser keeps as it is).
 */

/** `pathname` with each `%` that starts no escape written `%25`; every `%` so when it still does not decode. */
export function decodablePathname(pathname: string): string {
  const escaped = pathname.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  try {
    decodeURI(escaped);
    return escaped;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

/** `url` (path, search and hash) with its pathname made {@link decodablePathname}. */
export function decodableUrl(url: string): string {
  const end = url.search(/[?#]/);
  const pathname = end < 0 ? url : url.slice(0, end);
  return decodablePathname(pathname) + (end < 0 ? '' : url.slice(end));
}
