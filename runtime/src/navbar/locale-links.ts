/**
 * The URL of the current page in `locale` (SPEC §2: the language dropdown keeps the current
 * path, query and hash). Non-default locales live under `<baseUrl><locale>/`.
 */
export function localeUrl(options: {
  pathname: string;
  search: string;
  hash: string;
  baseUrl: string;
  defaultLocale: string;
  currentLocale: string;
  locale: string;
}): string {
  const { pathname, search, hash, baseUrl, defaultLocale, currentLocale, locale } = options;
  const currentBase = currentLocale === defaultLocale ? baseUrl : `${baseUrl}${currentLocale}/`;
  const rest = pathname.startsWith(currentBase) ? pathname.slice(currentBase.length) : pathname.replace(/^\//, '');
  const targetBase = locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`;
  return `${targetBase}${rest}${search}${hash}`;
}
