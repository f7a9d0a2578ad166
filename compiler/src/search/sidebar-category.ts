/**
 * hierarchy.lvl0 of each doc of a sidebar as the DocSearch crawler's Docusaurus template reads
 * it: the label of the outermost active sidebar category (`.menu__link--sublist.menu__link--active`),
 * that is the first top-level category that contains the doc (as an item or as the category's
 * link); null for a category without a string label. Docs outside every category are absent
 * (the caller uses 'Documentation', the template's default). One walk of the sidebar: linear in
 * its items, where asking per doc was quadratic on a large sidebar.
 *
 * @returns doc id → label
 */
export function sidebarCategoryLabels(sidebarItems: unknown): Map<string, string | null> {
  const labels = new Map<string, string | null>();
  if (!Array.isArray(sidebarItems)) return labels;
  for (const item of sidebarItems as SidebarItem[]) {
    if (item?.type !== 'category') continue;
    const label = typeof item.label === 'string' ? item.label : null;
    forEachDocId(item, (docId) => {
      if (!labels.has(docId)) labels.set(docId, label);
    });
  }
  return labels;
}

interface SidebarItem {
  type?: string;
  label?: unknown;
  docId?: unknown;
  items?: unknown;
  link?: { type?: string; id?: unknown } | null;
}

/** Every doc id an item and its descendants name (`docId`, and a category's `link.id`). */
function forEachDocId(item: SidebarItem, visit: (docId: string) => void): void {
  if (typeof item.docId === 'string') visit(item.docId);
  if (item.link && typeof item.link.id === 'string') visit(item.link.id);
  if (Array.isArray(item.items)) for (const child of item.items as SidebarItem[]) if (child) forEachDocId(child, visit);
}

/** lvl0 of pages outside any docs sidebar. */
export const DEFAULT_LVL0 = 'Documentation';
/** lvl0 of blog posts (the blog's navbar item, as the crawler template reads it). */
export const BLOG_LVL0 = 'Blog';
