import { createHash } from 'node:crypto';
import type { SearchRecord, SearchSection } from '../graph/search-schema.js';
import type { OutputFile } from '../output/index.js';

/** Where all records of a build are written (DocSearch-shaped JSON array; `search push` reads it). */
export const RECORDS_FILE = 'search/records.json';

/**
 * `graph.search` and the files a build writes for it: `search/records.json` and, per index, the
 * prebuilt engine index `search/<name>.<hash8>.json` (format 'sitegraph-search-index' v1, which
 * the runtime's `loadSearchEngine` reads; the hash is of the file's text, so a changed index gets
 * a new URL and an unchanged one keeps its browser cache).
 */
export function searchIndices(records: readonly SearchRecord[], site: { title: string; defaultLocale: string; themeConfig: Record<string, unknown> }): {
  section: SearchSection;
  files: OutputFile[];
} {
  const name = searchIndexName(site);
  const files: OutputFile[] = [{ path: RECORDS_FILE, content: `${JSON.stringify(records)}\n` }];
  const index = JSON.stringify({ format: 'sitegraph-search-index', formatVersion: 1, indexName: name, records });
  const file = `search/${name}.${createHash('sha256').update(index).digest('hex').slice(0, 8)}.json`;
  files.push({ path: file, content: index });
  const tags = [...new Set(records.map((r) => r.docusaurus_tag))].sort();
  return { section: { indices: [{ name, language: site.defaultLocale, tags, recordCount: records.length, file }] }, files };
}

/** `themeConfig.algolia.indexName` when set, else the site title slugged ('My Site!' → 'my-site'). */
export function searchIndexName(site: { title: string; themeConfig: Record<string, unknown> }): string {
  const algolia = site.themeConfig['algolia'] as { indexName?: unknown } | undefined;
  if (typeof algolia?.indexName === 'string' && /^[A-Za-z0-9._-]+$/.test(algolia.indexName)) return algolia.indexName;
  const slug = site.title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug || 'site';
}
