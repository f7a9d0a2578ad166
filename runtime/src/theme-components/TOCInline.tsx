import type { TocItem } from '../data/site-data.js';
import { TOCInline as PageTOCInline } from '../content/components/TOCInline.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { TOCItems as ThemeTOCItems } from '../toc/TOCItems.js';
import type { FlatTocItem } from '../toc/toc-shape.js';

/** Props of `@theme/TOCInline`: Docusaurus's (`toc` flat or a tree; optional here: the current page's by default). */
export interface TOCInlineProps {
  toc?: readonly (FlatTocItem | TocItem)[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/**
 * `@theme/TOCInline`: a table of contents inside a page body, its list through `@theme/TOCItems`
 * as the site swizzles it, within the levels given (default `themeConfig.tableOfContents`'s,
 * else 2 to 3).
 */
export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps) {
  const TOCItems = useThemeComponent('TOCItems', ThemeTOCItems);
  if (!toc) return <PageTOCInline minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />;
  return (
    <div className="toc-inline">
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
    </div>
  );
}
