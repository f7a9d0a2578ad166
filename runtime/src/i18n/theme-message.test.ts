import { afterEach, describe, expect, it } from 'vitest';
import { setCodeTranslations } from '../docusaurus/code-translations.js';
import { EN, THEME_CATALOGUES, THEME_MESSAGE_IDS } from './theme-catalogues.js';
import { setThemeLocale, themeMessage, themePlural } from './theme-message.js';
import { themeCodeTranslations } from './theme-code-translations.js';

/** The locale as a build of it sets it: its language, and its catalogue under `code.json` in the shell. */
function asLocale(locale: string, codeJson: Record<string, string> = {}): void {
  setThemeLocale(locale);
  setCodeTranslations(themeCodeTranslations(locale, codeJson));
}

afterEach(() => {
  setThemeLocale('en');
  setCodeTranslations({});
});

describe('theme strings', () => {
  it('every catalogue has every id, and translates it (no English left)', () => {
    for (const [language, catalogue] of Object.entries(THEME_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), language).toEqual([...THEME_MESSAGE_IDS].sort());
      if (language === 'en') continue;
      for (const id of THEME_MESSAGE_IDS) expect(catalogue[id], `${language} ${id}`).not.toBe(EN[id]);
    }
    expect(Object.keys(THEME_CATALOGUES).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'zh']);
  });
  it('a translation lacking an id the English catalogue has is named by language and id', () => {
    const missing = (catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>) =>
      Object.entries(catalogues).flatMap(([language, catalogue]) => THEME_MESSAGE_IDS.filter((id) => !(id in catalogue)).map((id) => `${language}: ${id}`));
    expect(missing(THEME_CATALOGUES)).toEqual([]);
    const { 'theme.SearchBar.label': _dropped, ...partial } = THEME_CATALOGUES.fr!;
    expect(missing({ ...THEME_CATALOGUES, fr: partial })).toEqual(['fr: theme.SearchBar.label']);
  });

  it('translations keep the English placeholders (a plural form may leave its count out)', () => {
    const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
    for (const [language, catalogue] of Object.entries(THEME_CATALOGUES)) {
      for (const id of THEME_MESSAGE_IDS) {
        const english = names(EN[id]);
        const forms = catalogue[id].split('|');
        if (EN[id].includes('|')) {
          for (const form of forms) expect(english, `${language} ${id}: ${form}`).toEqual(expect.arrayContaining(names(form)));
          expect(names(catalogue[id]), `${language} ${id}`).toEqual(english);
        } else {
          expect(forms, `${language} ${id} has no plural forms`).toHaveLength(1);
          expect(names(catalogue[id]), `${language} ${id}`).toEqual(english);
        }
      }
    }
  });

  it('fill {name} placeholders with values, leaving unknown ones as written', () => {
    expect(themeMessage('theme.docs.versionBadge.label', { versionLabel: '2.x' })).toBe('Version: 2.x');
    asLocale('de');
    expect(themeMessage('theme.SearchBar.seeAll', { count: 12 })).toBe('Alle 12 Ergebnisse ansehen');
    asLocale('de', { 'theme.SearchBar.seeAll': '{count} / {total}' });
    expect(themeMessage('theme.SearchBar.seeAll', { count: 12 })).toBe('12 / {total}');
  });

  it('come from the locale language catalogue, code.json winning, English for other languages', () => {
    asLocale('fr-CA');
    expect(themeMessage('theme.docs.paginator.next')).toBe(THEME_CATALOGUES.fr!['theme.docs.paginator.next']);
    asLocale('fr-CA', { 'theme.docs.paginator.next': 'Suivant' });
    expect(themeMessage('theme.docs.paginator.next')).toBe('Suivant');
    asLocale('pt-BR');
    expect(themeMessage('theme.docs.paginator.next')).toBe('Next');
  });
});

describe('plural theme messages', () => {
  it('pick the form of the locale plural category, in CLDR order', () => {
    const cases: Array<[string, number, string]> = [
      ['en', 1, 'One min read'],
      ['en', 4, '4 min read'],
      ['fr', 1, 'Une minute de lecture'],
      ['fr', 3, '3 minutes de lecture'],
      ['ja', 1, '1分で読めます'],
      ['ar', 2, 'دقيقتان للقراءة'],
      ['ar', 5, '5 دقائق للقراءة'],
      ['ar', 11, '11 دقيقة للقراءة'],
    ];
    for (const [locale, n, text] of cases) {
      asLocale(locale);
      expect(themePlural('theme.blog.post.readingTime.plurals', n, { readingTime: n }), `${locale} ${n}`).toBe(text);
    }
  });

  it('use the last form when code.json gives fewer forms than the language has', () => {
    asLocale('ar', { 'theme.blog.post.readingTime.plurals': '{readingTime} min' });
    expect(themePlural('theme.blog.post.readingTime.plurals', 2, { readingTime: 2 })).toBe('2 min');
  });
});
