import type { SiteGraph } from '../graph/index.js';
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

/**
 * {@link fetchedByReaders} for the files of `graph`, whose search index also has files browsers
 * never fetch: the whole index when it has parts (browsers load parts), and a part's one-file
 * index when the part is also written as term shards (browsers load the shards; `sitegraph serve`
 * reads the one file, uncompressed). At 50,000 docs these are 476 MB of the output.
 */
export function fetchedByReadersOf(graph: Pick<SiteGraph, 'search'>): (rel: string) => boolean {
  const skipped = new Set<string>();
  for (const index of graph.search?.indices ?? []) {
    if (index.parts && index.parts.length > 0) skipped.add(index.file);
    for (const part of index.parts ?? []) if (part.sharded) skipped.add(part.file);
  }
  return (rel) => fetchedByReaders(rel) && !skipped.has(rel);
}
