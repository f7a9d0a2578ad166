import type { TranslationMessages } from './translation-file.js';

type Json = Record<string, unknown>;

/**
 * The navbar of `themeConfig` with `docusaurus-theme-classic/navbar.json` applied, with the keys
 * Docusaurus 3.7.0's theme-classic writes: `title`, `logo.alt`, and `item.label.<label>` for
 * every item with a label (dropdown items included). Untranslated texts stay.
 */
export function translateNavbar(navbar: Json, messages: TranslationMessages): Json {
  const out: Json = { ...navbar };
  if (typeof navbar.title === 'string') out.title = messages.get('title') ?? navbar.title;
  if (isObject(navbar.logo) && typeof navbar.logo.alt === 'string') out.logo = { ...navbar.logo, alt: messages.get('logo.alt') ?? navbar.logo.alt };
  if (Array.isArray(navbar.items)) out.items = navbar.items.map((item) => translateItem(item, messages));
  return out;
}

/**
 * The footer of `themeConfig` with `docusaurus-theme-classic/footer.json` applied: `copyright`,
 * `logo.alt`, `link.title.<title>` for a column's title and `link.item.label.<label>` for every
 * link (in columns or a simple footer's single row).
 */
export function translateFooter(footer: Json, messages: TranslationMessages): Json {
  const out: Json = { ...footer };
  if (typeof footer.copyright === 'string') out.copyright = messages.get('copyright') ?? footer.copyright;
  if (isObject(footer.logo) && typeof footer.logo.alt === 'string') out.logo = { ...footer.logo, alt: messages.get('logo.alt') ?? footer.logo.alt };
  if (Array.isArray(footer.links)) {
    out.links = footer.links.map((entry) => {
      if (!isObject(entry)) return entry;
      if (Array.isArray(entry.items)) {
        const title = typeof entry.title === 'string' ? (messages.get(`link.title.${entry.title}`) ?? entry.title) : entry.title;
        return { ...entry, ...(title !== undefined ? { title } : {}), items: entry.items.map((i) => translateLabel(i, messages, 'link.item.label')) };
      }
      return translateLabel(entry, messages, 'link.item.label');
    });
  }
  return out;
}

function translateItem(item: unknown, messages: TranslationMessages): unknown {
  const labelled = translateLabel(item, messages, 'item.label');
  if (!isObject(labelled) || !Array.isArray(labelled.items)) return labelled;
  return { ...labelled, items: labelled.items.map((i) => translateItem(i, messages)) };
}

function translateLabel(item: unknown, messages: TranslationMessages, prefix: string): unknown {
  if (!isObject(item) || typeof item.label !== 'string') return item;
  return { ...item, label: messages.get(`${prefix}.${item.label}`) ?? item.label };
}

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
