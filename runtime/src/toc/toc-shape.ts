import type { TocItem } from '../data/site-data.js';

/** A heading of Docusaurus's flat table of contents (`TOCItem`): its text as HTML, anchor id and level (2 for `##`). */
export interface FlatTocItem {
  value: string;
  id: string;
  level: number;
}

/** The tree `items` in document order as Docusaurus's flat list (what `useDoc().toc` and `@theme/TOC`'s `toc` are). */
export function flattenToc(items: readonly TocItem[]): FlatTocItem[] {
  return items.flatMap((i) => [{ value: i.value, id: i.id, level: i.level }, ...flattenToc(i.children)]);
}

/**
 * A flat list of headings as a tree: each heading is a child of the nearest heading before it of
 * a lower level (as Docusaurus's TOC nests its flat list). Items that are already trees are
 * flattened first, so either shape gives the same tree.
 */
export function treeifyToc(items: readonly (FlatTocItem | TocItem)[]): TocItem[] {
  const flat = items.flatMap((i) => ('children' in i && Array.isArray(i.children) ? flattenToc([i as TocItem]) : [{ value: i.value, id: i.id, level: i.level }]));
  const roots: TocItem[] = [];
  const open: TocItem[] = [];
  for (const { value, id, level } of flat) {
    const node: TocItem = { value, id, level, children: [] };
    while (open.length && open[open.length - 1]!.level >= level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}
