import { useThemeComponent } from '../../../swizzle/use-theme-component.js';
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
  const TOC = useThemeComponent('TOC', ThemeTOC);
  const toc = useDocTocItems();
  if (!toc.length) return null;
  // As Docusaurus passes it: the flat list (a swizzled TOC may map it, as electron's does).
  return <TOC toc={flattenToc(toc)} className="theme-doc-toc-desktop" />;
}
