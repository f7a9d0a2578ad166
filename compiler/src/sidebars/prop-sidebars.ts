/**
 * Theme sidebars: loaded sidebars as the theme receives them (Docusaurus 3.7.0
 * `toSidebarsProp` semantics). Doc and ref items become links to the doc; categories get an
 * `href` from their link; links and html items pass through.
 */

import type { NavigationDoc } from './navigation.js';
import type {
  LoadedSidebars,
  PropSidebarItem,
  PropSidebarItemCategory,
  PropSidebarItemDocLink,
  PropSidebars,
  SidebarItem,
  SidebarItemDoc,
} from './types.js';

/**
 * Converts loaded sidebars to theme sidebars.
 *
 * - doc/ref item → `{type: 'link', label, href, docId, unlisted, className?, customProps?}`:
 *   label = `sidebar_label` ?? item label ?? title; className from the item;
 *   customProps = item's ?? `sidebar_custom_props`. Unlisted docs stay, flagged
 *   `unlisted: true` (the theme hides them in production).
 * - category → same keys without `link`, plus `href` (doc permalink or generated-index
 *   permalink), `linkUnlisted: true` when it links an unlisted doc, and customProps falling
 *   back to the linked doc's `sidebar_custom_props`.
 *
 * Every doc id must be in `docsById` (checked before by {@link checkSidebarDocIds}).
 */
export function toPropSidebars(sidebars: LoadedSidebars, docsById: ReadonlyMap<string, NavigationDoc>): PropSidebars {
  const docOf = (id: string): NavigationDoc => {
    const doc = docsById.get(id);
    if (!doc) throw new Error(`toPropSidebars: unknown doc id "${id}" (check doc ids first)`);
    return doc;
  };

  const docLink = (item: SidebarItemDoc): PropSidebarItemDocLink => {
    const doc = docOf(item.id);
    const fm = doc.frontMatter;
    const link: PropSidebarItemDocLink = {
      type: 'link',
      label: (fm.sidebar_label as string | undefined) ?? item.label ?? doc.title,
      href: doc.permalink,
      docId: doc.id,
      unlisted: doc.unlisted,
    };
    if (item.className !== undefined) link.className = item.className;
    const customProps = item.customProps ?? (fm.sidebar_custom_props as Record<string, unknown> | undefined);
    if (customProps !== undefined) link.customProps = customProps;
    return link;
  };

  const convert = (item: SidebarItem): PropSidebarItem => {
    if (item.type === 'doc' || item.type === 'ref') return docLink(item);
    if (item.type !== 'category') return item as PropSidebarItem;
    const { link, items, ...rest } = item;
    const category: PropSidebarItemCategory = { ...rest, items: items.map(convert) };
    if (link?.type === 'doc') {
      const doc = docOf(link.id);
      category.href = doc.permalink;
      if (doc.unlisted) category.linkUnlisted = true;
      const customProps = item.customProps ?? (doc.frontMatter.sidebar_custom_props as Record<string, unknown> | undefined);
      if (customProps !== undefined) category.customProps = customProps;
    } else if (link?.type === 'generated-index') {
      category.href = link.permalink;
    }
    return category;
  };

  return sidebars.map(({ id, items }) => ({ id, items: items.map(convert) }));
}
