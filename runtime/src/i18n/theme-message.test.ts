import { afterEach, describe, expect, it } from 'vitest';
import { setCodeTranslations } from '../docusaurus/code-translations.js';
import { EN, THEME_CATALOGUES, THEME_MESSAGE_IDS } from './theme-catalogues.js';
import { setThemeLocale, themeMessage, themePlural } from './theme-message.js';

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
  it('come from the locale language catalogue, code.json winning, English for other languages', () => {
    setThemeLocale('fr-CA');
    expect(themeMessage('theme.docs.paginator.next')).toBe(THEME_CATALOGUES.fr!['theme.docs.paginator.next']);
    setCodeTranslations({ 'theme.docs.paginator.next': 'Suivant' });
    expect(themeMessage('theme.docs.paginator.next')).toBe('Suivant');
    setCodeTranslations({});
    setThemeLocale('pt-BR');
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
      setThemeLocale(locale);
      expect(themePlural('theme.blog.post.readingTime.plurals', n, { readingTime: n }), `${locale} ${n}`).toBe(text);
    }
  });

  it('use the last form when code.json gives fewer forms than the language has', () => {
    setThemeLocale('ar');
    setCodeTranslations({ 'theme.blog.post.readingTime.plurals': '{readingTime} min' });
    expect(themePlural('theme.blog.post.readingTime.plurals', 2, { readingTime: 2 })).toBe('2 min');
  });
});
