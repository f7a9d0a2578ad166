/**
 * Table of contents as Docusaurus 3.7.0 builds it: the mdx-loader exports a flat list of every
 * heading of level 2 or more with text (`remark/toc`), each `value` an HTML string of the
 * heading's inline content (`toValue`); the theme nests it (`treeifyTOC`) and keeps the
 * configured levels (`filterTOC`, after nesting).
 */
import type { Heading, Nodes, PhrasingContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';

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
export const DEFAULT_TOC_LEVELS: TocLevels = { minHeadingLevel: 2, maxHeadingLevel: 3 };

/** Escapes text as the `escape-html` package does (`&`, `<`, `>`, `"`, `'`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));
}

/**
 * The TOC `value` of a heading: its children as HTML, Docusaurus's way. Text is escaped;
 * inline code, emphasis, strong and delete keep their tags; links keep only their content;
 * inline JSX elements become `<name class="…">content</name>` (only the class survives); any
 * other node contributes its plain text.
 */
export function headingToHtml(node: Heading | PhrasingContent | Nodes): string {
  switch (node.type) {
    case 'text':
      return escapeHtml(node.value);
    case 'heading':
    case 'link':
      return childrenToHtml(node.children);
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'emphasis':
      return `<em>${childrenToHtml(node.children)}</em>`;
    case 'strong':
      return `<strong>${childrenToHtml(node.children)}</strong>`;
    case 'delete':
      return `<del>${childrenToHtml(node.children)}</del>`;
    case 'mdxJsxTextElement':
      return jsxToHtml(node);
    default:
      return toString(node);
  }
}

function childrenToHtml(children: readonly Nodes[]): string {
  let out = '';
  for (const child of children) out += headingToHtml(child);
  return out;
}

function jsxToHtml(element: MdxJsxTextElement): string {
  const attributes = element.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
  const classAttribute = attributes.find((a) => a.name === 'className') ?? attributes.find((a) => a.name === 'class');
  const classString = classAttribute ? ` class="${escapeHtml(attributeText(classAttribute.value))}"` : '';
  const tag = String(element.name);
  return `<${tag}${classString}>${childrenToHtml(element.children)}</${tag}>`;
}

/** `String(value)` of a JSX attribute value as JavaScript would print it. */
function attributeText(value: MdxJsxAttribute['value']): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return value;
  return '[object Object]';
}

/**
 * Nests a flat TOC: each heading becomes a child of the closest previous heading of a lower
 * level (Docusaurus `treeifyTOC`).
 */
export function treeifyToc(flat: readonly TocEntry[]): TocTreeNode[] {
  const nodes: TocTreeNode[] = flat.map((e) => ({ value: e.value, id: e.id, level: e.level, children: [] }));
  const lastIndexAtLevel = [-1, -1, -1, -1, -1, -1, -1];
  const roots: TocTreeNode[] = [];
  nodes.forEach((node, index) => {
    let parent = -1;
    for (let level = 2; level < node.level && level < 7; level++) parent = Math.max(parent, lastIndexAtLevel[level]!);
    if (node.level >= 0 && node.level < 7) lastIndexAtLevel[node.level] = index;
    if (parent >= 0) nodes[parent]!.children.push(node);
    else roots.push(node);
  });
  return roots;
}

/**
 * Keeps the nodes whose level is within `levels`; children of a dropped node move up to its
 * place (Docusaurus `filterTOC`, applied after nesting).
 */
export function filterToc(toc: readonly TocTreeNode[], levels: TocLevels): TocTreeNode[] {
  return toc.flatMap((node) => {
    const children = filterToc(node.children, levels);
    if (node.level >= levels.minHeadingLevel && node.level <= levels.maxHeadingLevel) return [{ ...node, children }];
    return children;
  });
}

/**
 * The TOC levels of a page, as the Docusaurus 3.7.0 theme picks them: the front matter's
 * `toc_min_heading_level` / `toc_max_heading_level` when set (numbers 2 to 6), else the theme
 * config's `tableOfContents.minHeadingLevel` / `maxHeadingLevel`, else 2 and 3.
 */
export function tocLevelsFor(frontMatter: Readonly<Record<string, unknown>>, themeConfig: Readonly<Record<string, unknown>> = {}): TocLevels {
  const table = themeConfig['tableOfContents'];
  const theme = table !== null && typeof table === 'object' ? (table as Record<string, unknown>) : {};
  const level = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : undefined);
  return {
    minHeadingLevel: level(frontMatter['toc_min_heading_level']) ?? level(theme['minHeadingLevel']) ?? DEFAULT_TOC_LEVELS.minHeadingLevel,
    maxHeadingLevel: level(frontMatter['toc_max_heading_level']) ?? level(theme['maxHeadingLevel']) ?? DEFAULT_TOC_LEVELS.maxHeadingLevel,
  };
}
