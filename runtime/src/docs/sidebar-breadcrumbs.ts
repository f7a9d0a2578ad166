import type { SidebarItem } from '../data/site-data.js';
import { comparablePath, samePath } from '../router/same-path.js';

type Category = Extract<SidebarItem, { type: 'category' }>;
const subtreePaths = new WeakMap<Category, Set<string>>();

/** Comparable paths of a category and everything inside it (computed once per sidebar object). */
function pathsOf(category: Category): Set<string> {
  let set = subtreePaths.get(category);
  if (!set) {
    set = new Set();
    if (category.href) set.add(comparablePath(category.href));
    for (const item of category.items) {
      if (item.type === 'link') set.add(comparablePath(item.href));
      else if (item.type === 'category') for (const p of pathsOf(item)) set.add(p);
    }
    subtreePaths.set(category, set);
  }
  return set;
}

/** True when `item` is the page at `pathname` or (a category) contains it. */
export function isActiveSidebarItem(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link') return samePath(item.href, pathname);
  if (item.type === 'category') return pathsOf(item).has(comparablePath(pathname));
  return false;
}

/**
 * Breadcrumbs of the page at `pathname` in a sidebar: the categories from the root down to the
 * active item, then the item itself; null when the page is not in the sidebar.
 */
export function sidebarBreadcrumbs(items: readonly SidebarItem[], pathname: string): SidebarItem[] | null {
  const target = comparablePath(pathname);
  const walk = (list: readonly SidebarItem[]): SidebarItem[] | null => {
    for (const item of list) {
      if (item.type === 'link' && comparablePath(item.href) === target) return [item];
      if (item.type === 'category' && pathsOf(item).has(target)) {
        if (item.href && comparablePath(item.href) === target) return [item];
        const inner = walk(item.items);
        if (inner) return [item, ...inner];
      }
    }
    return null;
  };
  return walk(items);
}
