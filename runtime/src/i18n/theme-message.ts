import { codeMessage } from '../docusaurus/code-translations.js';
import { EN } from './catalogues/en.js';
import type { ThemeMessageId } from './theme-catalogues.js';

let plurals = new Intl.PluralRules('en');

/** The language subtag of a locale (`fr-CA` → `fr`, `zh_Hans` → `zh`): what the theme's catalogues are keyed by. */
export function localeLanguage(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}

/** Sets the locale whose plural rules the theme's strings follow (the site build's `currentLocale`; its catalogue comes with the shell's `codeTranslations`). */
export function setThemeLocale(locale: string | undefined): void {
  try {
    plurals = new Intl.PluralRules((locale ?? 'en').replace(/_/g, '-'));
  } catch {
    plurals = new Intl.PluralRules(localeLanguage(locale ?? 'en'));
  }
}

/** CLDR's plural categories in their canonical order, which is the order of a message's `|` forms. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * A theme message with plural forms (`One min read|{readingTime} min read`, Docusaurus's
 * `usePluralForm`): the forms are those of the current locale's plural categories in CLDR's
 * order; `count` picks one (the last form when the message has fewer), and `{name}` placeholders
 * take `values`.
 */
export function themePlural(id: ThemeMessageId, count: number, values: Readonly<Record<string, string | number>>): string {
  return fillPlaceholders(pluralForm(themeMessage(id), count), values);
}

/**
 * The form of `message` (plural forms separated by `|`, in CLDR's order of the current locale's
 * categories) that `count` takes, as Docusaurus's `usePluralForm().selectMessage`: the last form
 * when the message has fewer forms than the locale has categories.
 */
export function pluralForm(message: string, count: number): string {
  const forms = message.split('|');
  const categories = CATEGORY_ORDER.filter((c) => plurals.resolvedOptions().pluralCategories.includes(c));
  const index = Math.max(0, categories.indexOf(plurals.select(count)));
  return forms[Math.min(index, forms.length - 1)]!;
}

/** `text` with each `{name}` whose name is in `values` replaced by its value (others left as written). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A string of the theme in the current locale: the locale's `code.json` entry for `id`, else the
 * built-in catalogue of its language (fr, de, es, ja, zh, ar), which the build merged under
 * `code.json` into the shell's `codeTranslations` (`shell-data.ts`), else English; `{name}`
 * placeholders take `values` (as Docusaurus's `translate(…, values)`).
 */
export function themeMessage(id: ThemeMessageId, values?: Readonly<Record<string, string | number>>): string {
  const text = codeMessage(id, EN[id]);
  return values ? fillPlaceholders(text, values) : text;
}
