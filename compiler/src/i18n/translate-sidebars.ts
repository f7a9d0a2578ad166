import type { LoadedSidebars, SidebarItem } from '../sidebars/types.js';
import type { TranslationMessages } from './translation-file.js';

/**
 * A docs version's loaded sidebars with its translation file (`current.json`,
 * `version-<name>.json`) applied, with the keys Docusaurus 3.7.0's docs plugin writes, where
 * `<name>` is an item's `key` when it has one, else its label:
 *
 * - `sidebar.<sidebarId>.category.<name>` → a category's label;
 * - `sidebar.<sidebarId>.category.<name>.link.generated-index.title` / `.description` → its
 *   generated-index page's title and description;
 * - `sidebar.<sidebarId>.link.<name>` → a link's label;
 * - `sidebar.<sidebarId>.doc.<name>` → the label a doc item sets in the sidebars file.
 *
 * Untranslated texts stay. Pure: `sidebars` is not changed.
 */
export function translateLoadedSidebars(sidebars: LoadedSidebars, messages: TranslationMessages | undefined): LoadedSidebars {
  if (!messages || messages.size === 0) return sidebars;
  return sidebars.map(({ id, items }) => ({ id, items: items.map((item) => translateItem(item, `sidebar.${id}`, messages)) }));
}

function translateItem(item: SidebarItem, prefix: string, messages: TranslationMessages): SidebarItem {
  if (item.type === 'category') {
    const name = `${prefix}.category.${item.key ?? item.label}`;
    const link = item.link?.type === 'generated-index' ? translateIndexLink(item.link, name, messages) : item.link;
    return { ...item, label: messages.get(name) ?? item.label, link, items: item.items.map((i) => translateItem(i, prefix, messages)) };
  }
  if (item.type === 'link') return { ...item, label: messages.get(`${prefix}.link.${item.key ?? item.label}`) ?? item.label };
  if (item.type === 'doc' && item.label !== undefined) {
    const label = messages.get(`${prefix}.doc.${item.key ?? item.label}`);
    return label === undefined ? item : { ...item, label };
  }
  return item;
}

function translateIndexLink<L extends { title?: string; description?: string }>(link: L, name: string, messages: TranslationMessages): L {
  const title = messages.get(`${name}.link.generated-index.title`);
  const description = messages.get(`${name}.link.generated-index.description`);
  return { ...link, ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) };
}
