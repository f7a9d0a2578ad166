import type { TocLevels } from '../markdown/index.js';

/**
 * Heading levels of a page's table of contents, as the Docusaurus classic theme picks them:
 * front matter `toc_min_heading_level` / `toc_max_heading_level`, else the theme's
 * `tableOfContents.minHeadingLevel` / `maxHeadingLevel`, else 2 to 3 (SPEC: levels 2 to 3).
 */
export function tocLevels(frontMatter: Record<string, unknown>, themeConfig: Record<string, unknown>): TocLevels {
  const theme = (themeConfig.tableOfContents ?? {}) as { minHeadingLevel?: unknown; maxHeadingLevel?: unknown };
  const min = num(frontMatter.toc_min_heading_level) ?? num(theme.minHeadingLevel) ?? 2;
  const max = num(frontMatter.toc_max_heading_level) ?? num(theme.maxHeadingLevel) ?? 3;
  return { minHeadingLevel: min, maxHeadingLevel: Math.max(min, max) };
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6 ? v : undefined;
}
