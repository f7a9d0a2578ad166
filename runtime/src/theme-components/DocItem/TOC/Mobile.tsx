import { useDocTocItems } from '../../../toc/use-doc-toc.js';
import { TocCollapsible } from '../../../toc/TableOfContents.js';

/**
 * `@theme/DocItem/TOC/Mobile`: the displayed doc's collapsible "On this page" box (class
 * `theme-doc-toc-mobile`), within the doc's heading levels; nothing outside a doc page, with
 * `hide_table_of_contents`, or without headings.
 */
export default function DocItemTOCMobile() {
  const toc = useDocTocItems();
  return <TocCollapsible items={toc} className="theme-doc-toc-mobile" />;
}
