import { useThemeConfig } from '../../../client/runtime-context.js';
import { useCurrentDoc } from '../../../docs/current-doc.js';
import { useThemeComponent } from '../../../swizzle/use-theme-component.js';
import { tocLevels } from '../../../toc/filter-toc.js';
import { flattenToc } from '../../../toc/toc-shape.js';
import { useDocTocItems } from '../../../toc/use-doc-toc.js';
import ThemeTOCCollapsible from '../../TOCCollapsible.js';

/**
 * `@theme/DocItem/TOC/Mobile`: the displayed doc's collapsible "On this page" box (class
 * `theme-doc-toc-mobile`), within the doc's heading levels; nothing outside a doc page, with
 * `hide_table_of_contents`, or without headings. Rendered through `@theme/TOCCollapsible`, as the
 * site swizzles it.
 */
export default function DocItemTOCMobile() {
  const doc = useCurrentDoc();
  const themeConfig = useThemeConfig();
  const toc = useDocTocItems();
  const TOCCollapsible = useThemeComponent('TOCCollapsible', ThemeTOCCollapsible);
  if (!doc || !toc.length) return null;
  // As Docusaurus passes them: every heading of the doc, flat, and the doc's heading levels.
  const { min, max } = tocLevels(doc.frontMatter, themeConfig);
  return <TOCCollapsible toc={flattenToc(doc.content.toc)} minHeadingLevel={min} maxHeadingLevel={max} className="theme-doc-toc-mobile" />;
}
