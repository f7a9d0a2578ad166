import type { ShellData } from '../data/site-data.js';
import type { SearchConfig } from './config.js';

/**
 * The facet filters of contextual search (Docusaurus `contextualSearch: true`):
 * `language:<locale>` and, as one OR group, `docusaurus_tag:default` plus the tag of each docs
 * plugin's version the reader is in (`docs-<pluginId>-<version>`; the last version when the
 * current page belongs to none of its versions).
 */
export function contextualFacetFilters(shell: Pick<ShellData, 'docs' | 'site'>, pathname: string, locale: string): Array<string | string[]> {
  const tags = ['default'];
  for (const plugin of shell.docs) {
    const inPath = plugin.versions
      .filter((v) => pathname === v.path || pathname.startsWith(v.path.endsWith('/') ? v.path : `${v.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
    const version = inPath ?? plugin.versions.find((v) => v.isLast) ?? plugin.versions[0];
    if (version) tags.push(`docs-${plugin.pluginId}-${version.name}`);
  }
  return [`language:${locale}`, tags.map((t) => `docusaurus_tag:${t}`)];
}

/** Merges contextual filters into the site's own `searchParameters.facetFilters` (both kept, ANDed). */
export function withFacetFilters(parameters: Record<string, unknown>, filters: Array<string | string[]>): Record<string, unknown> {
  const own = parameters.facetFilters;
  const ownList = own === undefined ? [] : Array.isArray(own) ? own : [own];
  return { ...parameters, facetFilters: [...filters, ...ownList] };
}

/**
 * The `searchParameters` the dialog sends: the site's own, plus the contextual filters of the page
 * at `pathname` when `contextualSearch` is on (the locale is the site build's `currentLocale`, as
 * Docusaurus filters by `i18n.currentLocale`: records carry the locale name, not `htmlLang`). `warm()` prefetches what the same parameters need.
 */
export function dialogSearchParameters(config: Pick<SearchConfig, 'contextualSearch' | 'searchParameters'>, shell: Pick<ShellData, 'docs' | 'site'>, pathname: string): Record<string, unknown> {
  if (!config.contextualSearch) return config.searchParameters;
  const locale = shell.site.currentLocale ?? shell.site.defaultLocale;
  return withFacetFilters(config.searchParameters, contextualFacetFilters(shell, pathname, locale));
}
