import { useContext } from 'react';
import type { IndexCard, SidebarItem } from '../data/site-data.js';
import { IndexCardsContext, IndexCardView } from '../docs/IndexCardView.js';

/**
 * The card of a sidebar item: its own `description` from the sidebar (else `customProps.description`);
 * a category without one counts its items.
 */
export function sidebarItemCard(item: SidebarItem): IndexCard | null {
  if (item.type === 'html') return null;
  const description = item.description ?? (typeof item.customProps?.description === 'string' ? item.customProps.description : null);
  if (item.type === 'category') return { type: 'category', label: item.label, href: item.href ?? null, description, count: item.items.length };
  return { type: 'link', label: item.label, href: item.href, description };
}

/**
 * `@theme/DocCard`: the card of one sidebar item (`item`), as on generated-index pages; there a
 * link's description is the compiler's (the doc's description, as Docusaurus's card shows it).
 */
export default function DocCard({ item }: { item: SidebarItem }) {
  const known = useContext(IndexCardsContext);
  const card = sidebarItemCard(item);
  const described = card?.href && card.type === 'link' ? known?.get(card.href) : undefined;
  return card ? <IndexCardView card={described && !card.description ? { ...card, description: described.description } : card} /> : null;
}
