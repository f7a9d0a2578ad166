import type { TocItem } from '../data/site-data.js';

/**
 * Keeps the TOC items whose level is within [min, max]; the children of a dropped item move up
 * to its place (so an h3 under a hidden h2 still shows when h3 is in range).
 */
export function filterToc(items: readonly TocItem[], min: number, max: number): TocItem[] {
  return items.flatMap((item) => {
    const children = filterToc(item.children, min, max);
    return item.level >= min && item.level <= max ? [{ ...item, children }] : children;
  });
}

/** TOC heading levels: front matter, else `themeConfig.tableOfContents`, else 2 to 3 (SPEC §9). */
export function tocLevels(
  frontMatter: { toc_min_heading_level?: number; toc_max_heading_level?: number },
  themeConfig: Record<string, unknown>,
): { min: number; max: number } {
  const tc = (themeConfig.tableOfContents ?? {}) as { minHeadingLevel?: number; maxHeadingLevel?: number };
  const min = frontMatter.toc_min_heading_level ?? tc.minHeadingLevel ?? 2;
  const max = frontMatter.toc_max_heading_level ?? tc.maxHeadingLevel ?? 3;
  return { min, max: Math.max(min, max) };
}

/** Ids of every item, depth first. */
export function tocIds(items: readonly TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...tocIds(i.children)]);
}

/**
 * The table of contents a doc page shows: none with `hide_table_of_contents`, else the doc's
 * headings within its levels ({@link tocLevels}).
 */
export function docTocItems(
  doc: { frontMatter: { hide_table_of_contents?: boolean; toc_min_heading_level?: number; toc_max_heading_level?: number }; content: { toc: readonly TocItem[] } },
  themeConfig: Record<string, unknown>,
): TocItem[] {
  if (doc.frontMatter.hide_table_of_contents) return [];
  const { min, max } = tocLevels(doc.frontMatter, themeConfig);
  return filterToc(doc.content.toc, min, max);
}
