import { createHash } from 'node:crypto';
import type { SearchRecord } from '../graph/search-schema.js';
import type { BodyBlock } from './hast-blocks.js';

/** What every record of one page shares. */
export interface PageSearchInfo {
  /** Page URL (baseUrl and trailingSlash applied), without anchor. */
  url: string;
  /** The page title: its lvl1 record. */
  title: string;
  /** hierarchy.lvl0: sidebar category or section name ('Documentation', 'Blog'). */
  lvl0: string;
  pageRank: number;
  language: string;
  docusaurusTag: string;
  version: string;
}

/** DocSearch's `weight.level` of each record type. */
const LEVEL_WEIGHT = [0, 100, 90, 80, 70, 60, 50] as const;

/**
 * The records of one page: its title (lvl1), then each heading (h2…h6 → lvl2…lvl6) and content
 * block in order, each with the hierarchy of the headings above it and the url of the nearest
 * one. A leading h1 equal to the title is the title itself, not a second record.
 */
export function pageRecords(page: PageSearchInfo, blocks: readonly BodyBlock[]): SearchRecord[] {
  const hierarchy: Array<string | null> = [page.lvl0, page.title, null, null, null, null, null];
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  // Ids are `<prefix>-<position>`; every record of the page shares the prefix (hashed once a page).
  const idPrefix = recordIdPrefix(page.url);
  const push = (type: SearchRecord['type'], level: number, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${idPrefix}-${position}`,
      url: anchor === null ? page.url : `${page.url}#${anchor}`,
      url_without_anchor: page.url,
      anchor,
      type,
      content,
      hierarchy: { lvl0: hierarchy[0]!, lvl1: hierarchy[1]!, lvl2: hierarchy[2]!, lvl3: hierarchy[3]!, lvl4: hierarchy[4]!, lvl5: hierarchy[5]!, lvl6: hierarchy[6]! },
      weight: { pageRank: page.pageRank, level, position },
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      version: page.version,
    });
  };
  push('lvl1', LEVEL_WEIGHT[1], null);
  blocks.forEach((block, i) => {
    if (block.kind === 'content') {
      push('content', 0, block.text);
      return;
    }
    if (block.level === 1 && i === 0 && block.text === page.title) return;
    const level = Math.max(2, block.level);
    hierarchy[level] = block.text;
    for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[deeper] = null;
    anchor = block.id;
    push(`lvl${level}` as SearchRecord['type'], LEVEL_WEIGHT[level]!, null);
  });
  return records;
}

/**
 * What a record's id (`<prefix>-<position>`) starts with: 12 hex of its page url's SHA-256, so
 * the same page and place give the same id in every build.
 */
function recordIdPrefix(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 12);
}
