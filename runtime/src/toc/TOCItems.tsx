import { useThemeConfig } from '../client/runtime-context.js';
import type { TocItem } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { filterToc, tocIds, tocLevels } from './filter-toc.js';
import { useActiveHeading } from './active-heading.js';
import { treeifyToc, type FlatTocItem } from './toc-shape.js';
import { TocTree } from './TocTree.js';

/**
 * Props of `@theme/TOCItems`, as Docusaurus's: `toc` (the flat list of headings; a tree is taken
 * too), the heading levels to show (default `themeConfig.tableOfContents`'s, else 2 to 3), the
 * list's `className`, each link's `linkClassName`, and `linkActiveClassName`, given to the link
 * of the heading being read (no highlighting without it).
 */
export interface TOCItemsProps {
  toc: readonly (FlatTocItem | TocItem)[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}

/**
 * `@theme/TOCItems`: the headings of `toc` within the levels, nested, through `@theme/TOCItems/Tree`
 * as the site swizzles it; the desktop TOC, the collapsible one and `TOCInline` render it.
 */
export function TOCItems({ toc, minHeadingLevel, maxHeadingLevel, className = 'table-of-contents', linkClassName = 'table-of-contents__link', linkActiveClassName }: TOCItemsProps) {
  const { min, max } = tocLevels({ toc_min_heading_level: minHeadingLevel, toc_max_heading_level: maxHeadingLevel }, useThemeConfig());
  const items = filterToc(treeifyToc(toc), min, max);
  const activeId = useActiveHeading(linkActiveClassName ? tocIds(items) : []);
  const Tree = useThemeComponent('TOCItems/Tree', TocTree);
  return <Tree toc={items} className={className} linkClassName={linkClassName} activeId={activeId} linkActiveClassName={linkActiveClassName} />;
}
