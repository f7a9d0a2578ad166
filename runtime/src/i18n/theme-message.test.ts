import { afterEach, describe, expect, it } from 'vitest';
import { setCodeTranslations } from '../docusaurus/code-translations.js';
import { EN, THEME_CATALOGUES, THEME_MESSAGE_IDS } from './theme-catalogues.js';
import { setThemeLocale, themeMessage } from './theme-message.js';

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
