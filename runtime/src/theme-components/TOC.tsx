import type { TocItem } from '../data/site-data.js';
import { filterToc } from '../toc/filter-toc.js';
import { TableOfContents } from '../toc/TableOfContents.js';

/** Props of `@theme/TOC`, as Docusaurus's. */
export interface TOCProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/** `@theme/TOC`: the desktop "On this page" column, highlighting the current heading. */
export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  const items = minHeadingLevel || maxHeadingLevel ? filterToc(toc, minHeadingLevel ?? 2, maxHeadingLevel ?? 3) : toc;
  return <TableOfContents items={items} className={className} />;
}
