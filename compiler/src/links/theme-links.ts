import { isRecord } from '../json/is-record.js';
/** A link the theme renders on every page, and where it is set in the config. */
export interface ThemeLink {
  url: string;
  /** The option's path, e.g. `themeConfig.navbar.items[2].to`. */
  where: string;
}


/**
 * The internal-looking links of the navbar and footer (`to` and `href` of items, dropdown items,
 * footer columns or simple footer items, the logos' `href`), which Docusaurus's `Link` renders
 * on every page and its broken-link checker therefore sees. External URLs are listed too; the
 * checker skips them as it skips them in pages.
 */
export function themeConfigLinks(themeConfig: Readonly<Record<string, unknown>>): ThemeLink[] {
  const out: ThemeLink[] = [];
  const item = (value: unknown, where: string): void => {
    if (!isRecord(value)) return;
    for (const key of ['to', 'href'] as const) {
      if (typeof value[key] === 'string') out.push({ url: value[key], where: `${where}.${key}` });
    }
    if (Array.isArray(value.items)) value.items.forEach((child, i) => item(child, `${where}.items[${i}]`));
  };
  const navbar = themeConfig.navbar;
  if (isRecord(navbar)) {
    item(navbar.logo, 'themeConfig.navbar.logo');
    if (Array.isArray(navbar.items)) navbar.items.forEach((child, i) => item(child, `themeConfig.navbar.items[${i}]`));
  }
  const footer = themeConfig.footer;
  if (isRecord(footer)) {
    item(footer.logo, 'themeConfig.footer.logo');
    // Columns (`[{title, items}]`) or a simple footer's items: `item` walks either.
    if (Array.isArray(footer.links)) footer.links.forEach((child, i) => item(child, `themeConfig.footer.links[${i}]`));
  }
  return out;
}
