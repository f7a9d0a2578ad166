import type { IndexCard, SidebarItem } from '../data/site-data.js';
import { IndexCardView } from '../docs/DocGeneratedIndexPage.js';

/** The card of a sidebar item: a category counts its items, a link shows its `customProps.description`. */
export function sidebarItemCard(item: SidebarItem): IndexCard | null {
  if (item.type === 'html') return null;
  const description = typeof item.customProps?.description === 'string' ? item.customProps.description : null;
  if (item.type === 'category') return { type: 'category', label: item.label, href: item.href ?? null, description, count: item.items.length };
  return { type: 'link', label: item.label, href: item.href, description };
}

/** `@theme/DocCard`: the card of one sidebar item (`item`), as on generated-index pages. */
export default function DocCard({ item }: { item: SidebarItem }) {
  const card = sidebarItemCard(item);
  return card ? <IndexCardView card={card} /> : null;
}
