/** A site-relative asset path (`img/logo.svg`, `/img/logo.svg`) under the base URL; URLs unchanged. */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('#')) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (path.startsWith(base)) return path;
  return `${base}${path.replace(/^\/+/, '')}`;
}
