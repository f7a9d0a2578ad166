import { useContent } from '../content-context.js';
import { TocTree } from '../../toc/TocTree.js';
import { filterToc } from '../../toc/filter-toc.js';

/** The page's table of contents inside its body (MDX `<TOCInline />`). */
export function TOCInline({ minHeadingLevel = 2, maxHeadingLevel = 3 }: { minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const content = useContent();
  const items = filterToc(content?.toc ?? [], minHeadingLevel, maxHeadingLevel);
  return (
    <div className="toc-inline">
      <TocTree items={items} />
    </div>
  );
}
