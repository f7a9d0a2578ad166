import { useThemeConfig } from '../../../client/runtime-context.js';
import { useCurrentDoc } from '../../../docs/current-doc.js';
import { useThemeComponent } from '../../../swizzle/use-theme-component.js';
import { tocLevels } from '../../../toc/filter-toc.js';
import { useDocTocItems } from '../../../toc/use-doc-toc.js';
import { flattenToc } from '../../../toc/toc-shape.js';
import ThemeTOC from '../../TOC.js';

/**
 * `@theme/DocItem/TOC/Desktop`: the displayed doc's "On this page" column (`@theme/TOC`, as
 * the site swizzles it, with class `theme-doc-toc-desktop`), within the doc's heading levels
 * (`toc_min_heading_level`/`toc_max_heading_level`, else `themeConfig.tableOfContents`);
 * nothing outside a doc page, with `hide_table_of_contents`, or without headings.
 */
export default function DocItemTOCDesktop() {
  const doc = useCurrentDoc();
  const themeConfig = useThemeConfig();
  const TOC = useThemeComponent('TOC', ThemeTOC);
  const toc = useDocTocItems();
  if (!doc || !toc.length) return null;
  // As Docusaurus passes them: every heading of the doc, flat (a swizzled TOC may map it, as electron's does), and the doc's heading levels.
  const { min, max } = tocLevels(doc.frontMatter, themeConfig);
  return <TOC toc={flattenToc(doc.content.toc)} minHeadingLevel={min} maxHeadingLevel={max} className="theme-doc-toc-desktop" />;
}
