import type { TocItem } from '../data/site-data.js';
import { TOCInline as PageTOCInline } from '../content/components/TOCInline.js';
import { filterToc } from '../toc/filter-toc.js';
import { TocTree } from '../toc/TocTree.js';

/** Props of `@theme/TOCInline`: Docusaurus's (`toc` optional here: the current page's by default). */
export interface TOCInlineProps {
  toc?: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** `@theme/TOCInline`: a table of contents inside a page body. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  if (!toc) return <PageTOCInline minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />;
  return (
    <div className="toc-inline">
      <TocTree items={filterToc(toc, minHeadingLevel, maxHeadingLevel)} />
    </div>
  );
}
