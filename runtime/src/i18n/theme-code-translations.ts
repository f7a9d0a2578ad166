import { THEME_CATALOGUES } from './theme-catalogues.js';
import { localeLanguage } from './theme-message.js';

/**
 * A locale's `codeTranslations` as the build hands them to the browser: the theme's built-in
 * catalogue of the locale's language (fr, de, es, ja, zh, ar), then the locale's `code.json`
 * over it, as Docusaurus merges its theme's default translations with `code.json`. Merged at
 * build time so the browser bundle holds the English catalogue only. English adds nothing.
 */
export function themeCodeTranslations(locale: string, codeJson: Readonly<Record<string, string>> = {}): Record<string, string> {
  const language = localeLanguage(locale);
  const builtIn = language === 'en' ? undefined : THEME_CATALOGUES[language];
  return { ...builtIn, ...codeJson };
}
