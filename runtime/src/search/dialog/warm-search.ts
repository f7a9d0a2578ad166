import type { ShellData } from '../../data/site-data.js';
import type { SearchConfig } from '../config.js';
import { dialogSearchParameters } from '../contextual-filters.js';
import { isFacetFilters } from '../engine/facet-filters.js';
import { importEngine } from '../client/import-engine.js';
import { siteTransport } from '../client/site-transport.js';

/**
 * Starts loading what the first query needs (nothing for hosted search): the engine and the index
 * parts the dialog's query on the page at `pathname` would load (contextual search: that page's
 * language and docs versions). A chunk of its own, apart from the dialog's, so that the button
 * starts both downloads at once.
 */
export function warmSearch(config: SearchConfig, shell: ShellData, pathname: string): void {
  const filters = dialogSearchParameters(config, shell, pathname)['facetFilters'];
  siteTransport(config, shell.search, importEngine).warm(isFacetFilters(filters) ? filters : undefined);
}
