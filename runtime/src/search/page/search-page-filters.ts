import type { ShellData } from '../../data/site-data.js';
import type { SearchConfig } from '../config.js';
import { withFacetFilters } from '../contextual-filters.js';

/**
 * The `searchParameters` of the search page (SPEC §2: search filtered by the current locale): the
 * site's own, plus `language:<locale>` for the site build's `currentLocale`, whether contextual
 * search is on or not, as Docusaurus's search page always refines `language` to
 * `i18n.currentLocale`. The site's own `facetFilters` are kept (ANDed).
 */
export function searchPageParameters(config: Pick<SearchConfig, 'searchParameters'>, site: Pick<ShellData['site'], 'currentLocale' | 'defaultLocale'>): Record<string, unknown> {
  return withFacetFilters(config.searchParameters, [`language:${site.currentLocale ?? site.defaultLocale}`]);
}
