/**
 * The URL of the current page in `locale` (SPEC §2: the language dropdown keeps the current
 * path, query and hash): the path after the current locale's base URL, under the target locale's
 * base URL (graph `site.localeConfigs[].baseUrl`: `baseUrl` for the default locale,
 * `baseUrl<locale>/` for another). A page the target locale lacks is that locale's version of
 * the path all the same, as Docusaurus links it.
 */
export function localeUrl(options: {
  pathname: string;
  search: string;
  hash: string;
  /** The current locale's base URL. */
  currentBaseUrl: string;
  /** The target locale's base URL. */
  targetBaseUrl: string;
}): string {
  const { pathname, search, hash, currentBaseUrl, targetBaseUrl } = options;
  const rest = pathname.startsWith(currentBaseUrl) ? pathname.slice(currentBaseUrl.length) : pathname.replace(/^\//, '');
  return `${targetBaseUrl}${rest}${search}${hash}`;
}

/** The base URL `locale` is served at (its `localeLinks` entry), the site's `baseUrl` for a locale it does not list. */
export function localeBaseUrl(site: { baseUrl: string; localeLinks: readonly { locale: string; baseUrl: string }[] }, locale: string): string {
  return site.localeLinks.find((l) => l.locale === locale)?.baseUrl ?? site.baseUrl;
}
