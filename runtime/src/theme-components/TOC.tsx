import type { TocItem } from '../data/site-data.js';
import { filterToc } from '../toc/filter-toc.js';
import { TableOfContents } from '../toc/TableOfContents.js';
import { treeifyToc, type FlatTocItem } from '../toc/toc-shape.js';

/** Props of `@theme/TOC`, as Docusaurus's: `toc` is the flat list of headings (`useDoc().toc`); a tree is taken too. */
export interface TOCProps {
  toc: readonly (FlatTocItem | TocItem)[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * `@theme/TOC`: the desktop "On this page" column, highlighting the current heading: `toc` nested
 * by level, within `minHeadingLevel`–`maxHeadingLevel` when given.
 */
export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  const tree = treeifyToc(toc);
  const items = minHeadingLevel || maxHeadingLevel ? filterToc(tree, minHeadingLevel ?? 2, maxHeadingLevel ?? 3) : tree;
  return <TableOfContents items={items} className={className} />;
}
