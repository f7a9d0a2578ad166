/**
 * Normalisation of a validated sidebars definition: every shorthand becomes an object item
 * (Docusaurus 3.7.0 `normalization.ts` semantics).
 *
 * - `'doc-id'` → `{type: 'doc', id: 'doc-id'}`
 * - `{"Label": [...]}` (an item, or a whole sidebar) → one `{type: 'category', label, items}`
 *   per key, in key order
 * - doc/ref items with a `label` get `translatable: true` (as Docusaurus marks them)
 */

import type { NormalizedSidebarItem, NormalizedSidebars, NormalizedSidebarItemCategory } from './types.js';
import { isCategoriesShorthand } from './validate-sidebars.js';

function normalizeShorthand(shorthand: Record<string, unknown>): NormalizedSidebarItem[] {
  return Object.entries(shorthand).map(
    ([label, items]): NormalizedSidebarItemCategory => ({
      type: 'category',
      label,
      items: normalizeItems(items as unknown[]),
    }),
  );
}

function normalizeItems(items: readonly unknown[]): NormalizedSidebarItem[] {
  return items.flatMap(normalizeItem);
}

/**
 * Normalises one validated item into one or more items (a shorthand object with several keys
 * yields several categories).
 */
export function normalizeItem(item: unknown): NormalizedSidebarItem[] {
  if (typeof item === 'string') return [{ type: 'doc', id: item }];
  if (isCategoriesShorthand(item)) return normalizeShorthand(item);
  const obj = item as Record<string, unknown> & NormalizedSidebarItem;
  if ((obj.type === 'doc' || obj.type === 'ref') && typeof obj.label === 'string') {
    return [{ ...withoutUndefined(obj), translatable: true } as NormalizedSidebarItem];
  }
  if (obj.type === 'category') {
    return [{ ...withoutUndefined(obj), items: normalizeItems(obj.items as unknown[]) } as NormalizedSidebarItem];
  }
  return [withoutUndefined(obj) as NormalizedSidebarItem];
}

/**
 * Normalises a whole validated sidebars definition (see {@link findSidebarsProblems}).
 *
 * @returns sidebars in definition key order, each as an array of object items
 */
export function normalizeSidebars(sidebars: Record<string, unknown>): NormalizedSidebars {
  return Object.entries(sidebars).map(([id, sidebar]) => ({
    id,
    items: Array.isArray(sidebar) ? normalizeItems(sidebar) : normalizeShorthand(sidebar as Record<string, unknown>),
  }));
}

function withoutUndefined<T extends object>(o: T): T {
  const out = {} as Record<string, unknown>;
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
