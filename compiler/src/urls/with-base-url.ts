/**
 * The URL rule of Docusaurus's `useBaseUrl`, in one place for the compiler (which computes
 * `useBaseUrl('…')` calls in MDX at compile time) and the runtime (its `@docusaurus/useBaseUrl`
 * and `Link`). Browser-safe (no Node modules): the runtime imports it as
 * `@sitegraph/compiler/urls`.
 */

/** Options of `useBaseUrl`, as Docusaurus's. */
export interface BaseUrlOptions {
  /** Prepend the base URL even when the URL already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return an absolute URL (site `url` + path). */
  absolute?: boolean;
}

/** The site values the rule reads: `url` (`https://example.com`) and `baseUrl` (`/docs/`). */
export interface BaseUrlSite {
  /** The site's origin, e.g. `https://example.com` (config `url`). */
  url: string;
  /** The path the site is served under, starting and ending with `/` (config `baseUrl`). */
  baseUrl: string;
}

/**
 * `url` under the site's base URL, as Docusaurus's `useBaseUrl(url, options)` gives it: empty
 * URLs, `#hash` links and URLs with a protocol or `//host` are left alone;
 * `forcePrependBaseUrl` always prepends the base URL; the base URL without its last slash is
 * the base URL; a URL already under the base URL keeps it once; `absolute` prefixes the site URL.
 */
export function withBaseUrl(site: BaseUrlSite, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const { baseUrl } = site;
  if (options.forcePrependBaseUrl) return `${baseUrl}${url.replace(/^\//, '')}`;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : `${baseUrl}${url.replace(/^\//, '')}`;
  return options.absolute ? `${site.url.replace(/\/+$/, '')}${path}` : path;
}
