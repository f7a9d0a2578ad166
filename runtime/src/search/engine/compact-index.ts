import type { CompactSearchIndex } from '@sitegraph/compiler';
import { COMPACT_RECORD_TYPES as TYPES, COMPACT_TYPE_LEVELS as LEVELS } from '@sitegraph/compiler/search-text';
import type { SearchRecord } from './types.js';

/** The types' levels by the type's index (as a sharded index's record entries number the types). */
export const TYPE_LEVELS: readonly number[] = TYPES.map((type) => LEVELS[type]);

/**
 * The full DocSearch records of a version 2 index file (written by the compiler's
 * `encodeCompactIndex`; the format is described on its `CompactSearchRecord`), in file order,
 * each with its keys in the order of the build's records.
 *
 * @throws Error when a record names a page or type that does not exist, or has no objectID to derive.
 */
export function decodeCompactIndex(file: Pick<CompactSearchIndex, 'pages' | 'records'>): SearchRecord[] {
  const records: SearchRecord[] = new Array(file.records.length);
  let page = -1;
  let hierarchy: Array<string | null> = [];
  let anchor: string | null = null;
  let position = -1;
  file.records.forEach((entry, n) => {
    const id = entry.p ?? (page < 0 ? 0 : page);
    const shared = file.pages[id];
    if (!shared) throw new Error(`search index: record ${n} names page ${id}, which does not exist`);
    if (id !== page) {
      page = id;
      hierarchy = [null, null, null, null, null, null];
      anchor = null;
      position = -1;
    }
    const type = TYPES[entry.t ?? 7];
    if (!type) throw new Error(`search index: record ${n} has unknown type ${String(entry.t)}`);
    if (entry.h) {
      const keep = entry.k ?? 0;
      hierarchy = [...hierarchy.slice(0, keep), ...entry.h];
      while (hierarchy.length < 6) hierarchy.push(null);
    }
    if (entry.a !== undefined) anchor = entry.a;
    position = entry.i ?? position + 1;
    const [url, lvl0, language, tag, version, pageRank, idBase] = shared;
    if (entry.o === undefined && idBase === null) throw new Error(`search index: record ${n} has no objectID`);
    records[n] = {
      objectID: entry.o ?? `${idBase}-${position}`,
      url: entry.u ?? (anchor === null ? url : `${url}#${anchor}`),
      url_without_anchor: url,
      anchor,
      type,
      content: entry.c ?? null,
      hierarchy: { lvl0, lvl1: hierarchy[0]!, lvl2: hierarchy[1]!, lvl3: hierarchy[2]!, lvl4: hierarchy[3]!, lvl5: hierarchy[4]!, lvl6: hierarchy[5]! },
      weight: { pageRank, level: entry.l ?? LEVELS[type], position },
      language,
      docusaurus_tag: tag,
      version,
    };
  });
  return records;
}
