/**
 * Table of contents as Docusaurus 3.7.0 builds it: the mdx-loader exports a flat list of every
 * heading of level 2 or more with text (`remark/toc`), each `value` an HTML string of the
 * heading's inline content (`toValue`); the theme nests it (`treeifyTOC`) and keeps the
 * configured levels (`filterTOC`, after nesting).
 */
import type { Heading, Nodes, PhrasingContent } from 'mdast';
/** One heading of the flat TOC (Docusaurus `TOCItem`). */
export interface TocEntry {
    /** Heading content as HTML: text escaped, inline code as `<code>`, emphasis as `<em>`, … */
    value: string;
    /** Anchor id. */
    id: string;
    /** Heading level, 2 to 6. */
    level: number;
}
/** One node of the nested TOC (Docusaurus theme `TOCTreeNode`). */
export interface TocTreeNode extends TocEntry {
    children: TocTreeNode[];
}
/** Heading levels shown in a TOC (theme `tableOfContents` / front matter `toc_*_heading_level`). */
export interface TocLevels {
    minHeadingLevel: number;
    maxHeadingLevel: number;
}
/** Docusaurus 3.7.0's default TOC levels (`themeConfig.tableOfContents`). */
export declare const DEFAULT_TOC_LEVELS: TocLevels;
/** Escapes text as the `escape-html` package does (`&`, `<`, `>`, `"`, `'`). */
export declare function escapeHtml(text: string): string;
/**
 * The TOC `value` of a heading: its children as HTML, Docusaurus's way. Text is escaped;
 * inline code, emphasis, strong and delete keep their tags; links keep only their content;
 * inline JSX elements become `<name class="…">content</name>` (only the class survives); any
 * other node contributes its plain text.
 */
export declare function headingToHtml(node: Heading | PhrasingContent | Nodes): string;
/**
 * Nests a flat TOC: each heading becomes a child of the closest previous heading of a lower
 * level (Docusaurus `treeifyTOC`).
 */
export declare function treeifyToc(flat: readonly TocEntry[]): TocTreeNode[];
/**
 * Keeps the nodes whose level is within `levels`; children of a dropped node move up to its
 * place (Docusaurus `filterTOC`, applied after nesting).
 */
export declare function filterToc(toc: readonly TocTreeNode[], levels: TocLevels): TocTreeNode[];
