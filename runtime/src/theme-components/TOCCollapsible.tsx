import { useThemeConfig } from '../client/runtime-context.js';
import { tocLevels } from '../toc/filter-toc.js';
import { TocCollapsible } from '../toc/TableOfContents.js';
import type { FlatTocItem } from '../toc/toc-shape.js';

/** Props of `@theme/TOCCollapsible`: Docusaurus's (`toc` flat: `value`, `id`, `level`; heading levels; `className`). */
export interface TOCCollapsibleProps {
  toc: readonly FlatTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * `@theme/TOCCollapsible`: the collapsible "On this page" box (a doc page's `DocItem/TOC/Mobile`
 * renders it as the site swizzles it), its list through `@theme/TOCItems`, with the headings within the levels given, else
 * `themeConfig.tableOfContents`'s, else 2 to 3; nothing without headings.
 */
export default function TOCCollapsible({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCCollapsibleProps) {
  const { min, max } = tocLevels({ toc_min_heading_level: minHeadingLevel, toc_max_heading_level: maxHeadingLevel }, useThemeConfig());
  return <TocCollapsible toc={toc} minHeadingLevel={min} maxHeadingLevel={max} className={className} />;
}
