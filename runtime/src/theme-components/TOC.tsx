import type { TocItem } from '../data/site-data.js';
import { tocLevels } from '../toc/filter-toc.js';
import { TableOfContents } from '../toc/TableOfContents.js';
import type { FlatTocItem } from '../toc/toc-shape.js';
import { useThemeConfig } from '../client/runtime-context.js';

/** Props of `@theme/TOC`, as Docusaurus's: `toc` is the flat list of headings (`useDoc().toc`); a tree is taken too. */
export interface TOCProps {
  toc: readonly (FlatTocItem | TocItem)[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * `@theme/TOC`: the "On this page" column beside a doc, blog post or Markdown page (each renders
 * it as the site swizzles it), highlighting the current heading: `toc` nested by level, within
 * `minHeadingLevel`–`maxHeadingLevel` (default `themeConfig.tableOfContents`'s, else 2 to 3),
 * its list through `@theme/TOCItems`.
 */
export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  const { min, max } = tocLevels({ toc_min_heading_level: minHeadingLevel, toc_max_heading_level: maxHeadingLevel }, useThemeConfig());
  return <TableOfContents toc={toc} minHeadingLevel={min} maxHeadingLevel={max} className={className} />;
}
