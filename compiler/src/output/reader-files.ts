import { RECORDS_FILE } from '../search/search-indices.js';

/**
 * Whether readers' browsers fetch a file of a built site, by its path relative to the output
 * folder. Not fetched: `graph.json`, the page chunks (`chunks/<hash>.json`, whose content the
 * runtime embeds in each route's data file) and the search records (`search/records.json`, for
 * `sitegraph search push` and other search engines); they are there for tools and CI. A full
 * build precompresses only the files readers fetch: at 5,000 docs the others are 270 of 860 MB.
 */
export function fetchedByReaders(rel: string): boolean {
  return rel !== 'graph.json' && rel !== RECORDS_FILE && !rel.startsWith('chunks/');
}
