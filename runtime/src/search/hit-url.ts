import type { SearchConfig } from './config.js';

/**
 * The URL a hit links to, as Docusaurus's search bar computes it: a URL matching
 * `externalUrlRegex` is kept whole (another site); any other URL becomes a path on this site
 * (its pathname + hash, whatever host the record names) with `replaceSearchResultPathname`'s
 * `from` replaced by `to` (first occurrence, as literal text: Docusaurus escapes a string `from`). `origin` resolves relative record URLs.
 */
export function hitUrl(url: string, config: Pick<SearchConfig, 'externalUrlRegex' | 'replaceSearchResultPathname'>, origin: string): string {
  if (config.externalUrlRegex && new RegExp(config.externalUrlRegex).test(url)) return url;
  const parsed = new URL(url, origin);
  let path = `${parsed.pathname}${parsed.hash}`;
  const replace = config.replaceSearchResultPathname;
  if (replace) path = path.replace(replace.from, replace.to);
  return path;
}
