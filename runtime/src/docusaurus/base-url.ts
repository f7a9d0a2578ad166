/** Options of `useBaseUrl`, as Docusaurus's. */
export interface BaseUrlOptions {
  /** Prepend the base URL even when the URL already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return an absolute URL (site `url` + path). */
  absolute?: boolean;
}

/**
 * `url` under the site's base URL, as Docusaurus's `useBaseUrl` computes it: URLs with a
 * protocol, `//host` URLs and `#hash` links are left alone; a URL already under the base URL
 * keeps it once (unless `forcePrependBaseUrl`); the base URL without its slash is the base URL.
 */
export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const { baseUrl } = site;
  if (options.forcePrependBaseUrl) return `${baseUrl}${url.replace(/^\//, '')}`;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : `${baseUrl}${url.replace(/^\//, '')}`;
  return options.absolute ? `${site.url.replace(/\/+$/, '')}${path}` : path;
}
