import type { SidebarItem } from '../data/site-data.js';
import { isActiveSidebarItem } from '../docs/sidebar-breadcrumbs.js';

/** Whether a category starts expanded on the page at `activePath` (the sidebar's own rule). */
export function startsExpanded(category: Extract<SidebarItem, { type: 'category' }>, activePath: string): boolean {
  return !(category.collapsible && category.collapsed) || isActiveSidebarItem(category, activePath);
}

/**
 * The part of a sidebar that the page at `activePath` renders before any interaction: the
 * children of categories that start collapsed are dropped (collapsed content is not rendered).
 * Pages inline this pruned sidebar, so big sidebars do not weigh on every page; the full sidebar
 * (a shared file) is loaded after hydration and renders identically.
 */
export function pruneSidebar(items: readonly SidebarItem[], activePath: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (!startsExpanded(item, activePath)) return { ...item, items: [] };
    return { ...item, items: pruneSidebar(item.items, activePath) };
  });
}
