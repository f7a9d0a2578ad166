/** Transport 1 of the search engine: the embedded hosted-protocol service of `serve` and `dev`. */
import { builtSearchIndices } from './built-indices.js';
import { createSearchService, type SearchMiddleware } from './search-service.js';
import { searchServiceConfig } from './service-config.js';

export { builtSearchIndices } from './built-indices.js';
export { credentialsAccepted, type SearchCredentials } from './credentials.js';
export { MAX_BODY_BYTES } from './read-body.js';
export { createSearchService, type SearchMiddleware, type SearchServiceOptions } from './search-service.js';
export { SEARCH_ENV, searchServiceConfig } from './service-config.js';

/**
 * The search service of a built site (`sitegraph serve`): its indices from `dir`'s `graph.json`,
 * credentials and CORS from the built themeConfig and `env` (see {@link searchServiceConfig}).
 */
export function searchServiceForBuild(dir: string, baseUrl: string, env: Record<string, string | undefined> = process.env): SearchMiddleware {
  const built = builtSearchIndices(dir);
  const config = () => searchServiceConfig(built.themeConfig(), env);
  return createSearchService({
    engines: (name, facetFilters) => built.engine(name, facetFilters),
    searchCredentials: () => config().searchCredentials,
    writeCredentials: () => config().writeCredentials,
    corsOrigins: config().corsOrigins,
    baseUrl,
  });
}
