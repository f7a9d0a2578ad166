import type { SidebarItem } from '../data/site-data.js';

function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return strip(a) === strip(b);
}

/** True when `item` is the page at `pathname` or (a category) contains it. */
export function isActiveSidebarItem(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link') return samePath(item.href, pathname);
  if (item.type === 'category') return (!!item.href && samePath(item.href, pathname)) || item.items.some((i) => isActiveSidebarItem(i, pathname));
  return false;
}

/**
 * Breadcrumbs of the page at `pathname` in a sidebar: the categories from the root down to the
 * active item, then the item itself; null when the page is not in the sidebar.
 */
export function sidebarBreadcrumbs(items: readonly SidebarItem[], pathname: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type === 'link' && samePath(item.href, pathname)) return [item];
    if (item.type === 'category') {
      if (item.href && samePath(item.href, pathname)) return [item];
      const inner = sidebarBreadcrumbs(item.items, pathname);
      if (inner) return [item, ...inner];
    }
  }
  return null;
}
