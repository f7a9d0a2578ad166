import { useContent } from '../content-context.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';
import { TOCItems as ThemeTOCItems } from '../../toc/TOCItems.js';
import { flattenToc } from '../../toc/toc-shape.js';

/**
 * The page's table of contents inside its body (MDX `<TOCInline />`), through `@theme/TOCItems`
 * as the site swizzles it, within the levels given (default `themeConfig.tableOfContents`'s,
 * else 2 to 3).
 */
export function TOCInline({ minHeadingLevel, maxHeadingLevel }: { minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const content = useContent();
  const TOCItems = useThemeComponent('TOCItems', ThemeTOCItems);
  return (
    <div className="toc-inline">
      <TOCItems toc={flattenToc(content?.toc ?? [])} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
    </div>
  );
}
