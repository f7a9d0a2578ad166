import { createHash } from 'node:crypto';
import type { SearchIndexPart, SearchRecord, SearchSection } from '../graph/search-schema.js';
import type { OutputFile } from '../output/index.js';
import { encodeCompactIndex } from './compact-index.js';

/** Where all records of a build are written (DocSearch-shaped JSON array; `search push` reads it). */
export const RECORDS_FILE = 'search/records.json';

/**
 * `graph.search` and the files a build writes for it: `search/records.json`; per index, the
 * whole prebuilt engine index `search/<name>.<hash8>.json` (`file`, for tools that load all of
 * it) and one part per `docusaurus_tag` value, `search/<name>.<tagSlug>.<hash8>.json` (`parts`,
 * what the browser and `sitegraph serve` load: only the parts a request's facet filters can
 * match). Every file is format 'sitegraph-search-index' version 2 (see `encodeCompactIndex`); the
 * hash is of the file's text, so a changed file gets a new URL and an unchanged one keeps its
 * browser cache, and a rerun writes the same bytes.
 */
export function searchIndices(records: readonly SearchRecord[], site: { title: string; defaultLocale: string; themeConfig: Record<string, unknown> }): {
  section: SearchSection;
  files: OutputFile[];
} {
  const name = searchIndexName(site);
  const files: OutputFile[] = [{ path: RECORDS_FILE, content: `${JSON.stringify(records)}\n` }];
  const whole = indexFile(name, null, records);
  files.push(whole);
  const parts: SearchIndexPart[] = [];
  for (const group of partGroups(records)) {
    const file = indexFile(name, group.tag, group.records);
    files.push(file);
    parts.push({ tag: group.tag, version: group.version, language: group.language, recordCount: group.records.length, file: file.path });
  }
  const tags = [...new Set(records.map((r) => r.docusaurus_tag))].sort();
  return { section: { indices: [{ name, language: site.defaultLocale, tags, recordCount: records.length, file: whole.path, parts }] }, files };
}

/** `themeConfig.algolia.indexName` when set, else the site title slugged ('My Site!' → 'my-site'). */
export function searchIndexName(site: { title: string; themeConfig: Record<string, unknown> }): string {
  const algolia = site.themeConfig['algolia'] as { indexName?: unknown } | undefined;
  if (typeof algolia?.indexName === 'string' && /^[A-Za-z0-9._-]+$/.test(algolia.indexName)) return algolia.indexName;
  const slug = site.title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug || 'site';
}

/** The records of each (docusaurus_tag, version, language), in record order, groups sorted by tag then version then language. */
function partGroups(records: readonly SearchRecord[]): Array<{ tag: string; version: string; language: string; records: SearchRecord[] }> {
  const groups = new Map<string, { tag: string; version: string; language: string; records: SearchRecord[] }>();
  for (const record of records) {
    const key = JSON.stringify([record.docusaurus_tag, record.version, record.language]);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { tag: record.docusaurus_tag, version: record.version, language: record.language, records: [] }));
    group.records.push(record);
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.values()].sort((a, b) => order(a.tag, b.tag) || order(a.version, b.version) || order(a.language, b.language));
}

/** One index file: the compact index of `records`, named by index, part tag (slugged) and content hash. */
function indexFile(name: string, tag: string | null, records: readonly SearchRecord[]): OutputFile {
  const content = JSON.stringify(encodeCompactIndex(name, records));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const slug = tag === null ? '' : `${tag.replace(/[^A-Za-z0-9._-]+/g, '-') || 'untagged'}.`;
  return { path: `search/${name}.${slug}${hash}.json`, content };
}
