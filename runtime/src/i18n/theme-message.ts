import { codeMessage } from '../docusaurus/code-translations.js';
import { EN, THEME_CATALOGUES, type ThemeMessageId } from './theme-catalogues.js';

let language = 'en';

/** Sets the locale whose catalogue the theme's strings come from (the site build's `currentLocale`). */
export function setThemeLocale(locale: string | undefined): void {
  language = (locale ?? 'en').split(/[-_]/)[0]!.toLowerCase();
}

/**
 * A string of the theme in the current locale: the locale's `code.json` entry for `id`, else the
 * built-in catalogue of its language (fr, de, es, ja, zh, ar), else English.
 */
export function themeMessage(id: ThemeMessageId): string {
  return codeMessage(id, THEME_CATALOGUES[language]?.[id] ?? EN[id]);
}
