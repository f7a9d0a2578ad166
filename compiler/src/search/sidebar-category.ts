/**
 * hierarchy.lvl0 of a doc as the DocSearch crawler's Docusaurus template reads it: the label of
 * the outermost active sidebar category (`.menu__link--sublist.menu__link--active`), that is the
 * top-level category that contains the doc; 'Documentation' (the template's default) otherwise.
 */
export function sidebarCategoryLabel(sidebarItems: unknown, docId: string): string | null {
  if (!Array.isArray(sidebarItems)) return null;
  for (const item of sidebarItems as SidebarItem[]) {
    if (item?.type === 'category' && containsDoc(item, docId)) return typeof item.label === 'string' ? item.label : null;
  }
  return null;
}

interface SidebarItem {
  type?: string;
  label?: unknown;
  docId?: unknown;
  items?: unknown;
  link?: { type?: string; id?: unknown } | null;
}

function containsDoc(item: SidebarItem, docId: string): boolean {
  if (item.docId === docId) return true;
  if (item.link && item.link.id === docId) return true;
  return Array.isArray(item.items) && (item.items as SidebarItem[]).some((child) => containsDoc(child, docId));
}

/** lvl0 of pages outside any docs sidebar. */
export const DEFAULT_LVL0 = 'Documentation';
/** lvl0 of blog posts (the blog's navbar item, as the crawler template reads it). */
export const BLOG_LVL0 = 'Blog';
