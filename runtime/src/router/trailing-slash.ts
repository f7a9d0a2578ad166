/**
 * Applies the site's `trailingSlash` option to an internal URL (as links render it):
 * `true` adds a slash to the pathname, `false` removes it (the site root keeps its slash),
 * `null` leaves the URL as written. Query and hash are kept; URLs of files (`.xml`, `.png`, …)
 * are left alone.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | null, baseUrl: string): string {
  if (trailingSlash === null || !url.startsWith('/')) return url;
  const cut = url.search(/[?#]/);
  const pathname = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  if (pathname === '/' || pathname === baseUrl) return url;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last)) return url;
  if (trailingSlash) return pathname.endsWith('/') ? url : `${pathname}/${rest}`;
  return pathname.endsWith('/') ? `${pathname.replace(/\/+$/, '')}${rest}` : url;
}
