import { useThemeConfig } from '../client/runtime-context.js';
import type { TocItem } from '../data/site-data.js';
import { useCurrentDoc } from '../docs/current-doc.js';
import { docTocItems } from './filter-toc.js';

type Doc = Parameters<typeof docTocItems>[0];
const tocByDoc = new WeakMap<Doc, { themeConfig: Record<string, unknown>; items: TocItem[] }>();

/**
 * The displayed doc's table of contents ({@link docTocItems}); empty outside a doc page. Computed
 * once per doc data and theme config, since the doc layout and both TOC parts ask for it on every
 * render.
 */
export function useDocTocItems(): TocItem[] {
  const doc = useCurrentDoc();
  const themeConfig = useThemeConfig();
  if (!doc) return [];
  const cached = tocByDoc.get(doc);
  if (cached?.themeConfig === themeConfig) return cached.items;
  const items = docTocItems(doc, themeConfig);
  tocByDoc.set(doc, { themeConfig, items });
  return items;
}
