import { createSearchEngine, type SearchEngine, type SearchRecord } from '../search/engine/index.js';
import { createSearchService, searchServiceConfig, type SearchMiddleware } from '../search/http/index.js';
import type { DevState } from './dev-state.js';

/**
 * The dev server's search service: the hosted protocol (`POST /1/indexes/*\/queries`, as
 * `sitegraph serve` answers it) over the records of the site as it is now
 * (`DevContent.search`), so a search after an edit finds the edited text. The engine is rebuilt
 * only when the records changed (the compiler recomputes only edited pages' records); the first
 * query compiles every page that is not compiled yet. Credentials and CORS as `serve`.
 */
export function createDevSearchService(o: { state: () => DevState; base: string; env?: Record<string, string | undefined> }): SearchMiddleware {
  let built: { name: string; records: readonly SearchRecord[]; engine: SearchEngine } | null = null;
  const engines = (name: string): SearchEngine | undefined => {
    const index = o.state().content?.search;
    if (!index || index.name !== name) return undefined;
    const records = index.records();
    if (!built || built.name !== name || built.records !== records) built = { name, records, engine: createSearchEngine(name, records) };
    return built.engine;
  };
  const config = () => searchServiceConfig(o.state().graph.site.themeConfig as Record<string, unknown>, o.env ?? process.env);
  return createSearchService({
    engines,
    searchCredentials: () => config().searchCredentials,
    writeCredentials: () => config().writeCredentials,
    corsOrigins: config().corsOrigins,
    baseUrl: o.base,
  });
}
