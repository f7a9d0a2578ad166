import { afterEach, describe, expect, it } from 'vitest';
import { setCodeTranslations } from '../../docusaurus/code-translations.js';
import { setThemeLocale } from '../../i18n/theme-message.js';
import { themeCodeTranslations } from '../../i18n/theme-code-translations.js';
import { docSearchTranslations } from './docsearch-translations.js';

afterEach(() => {
  setThemeLocale('en');
  setCodeTranslations({});
});

const leaves = (value: object): string[] => Object.values(value).flatMap((v: unknown) => (typeof v === 'string' ? [v] : leaves(v as object)));

describe('docSearchTranslations', () => {
  it("gives DocSearch every text of its dialog in the locale's language, code.json winning", () => {
    const english = leaves(docSearchTranslations());
    expect(english).toHaveLength(25);
    setThemeLocale('ja');
    setCodeTranslations(themeCodeTranslations('ja'));
    const japanese = leaves(docSearchTranslations());
    expect(japanese.filter((text, i) => text === english[i])).toEqual([]);
    setCodeTranslations(themeCodeTranslations('ja', { 'theme.SearchModal.footer.closeText': 'pour quitter' }));
    expect(docSearchTranslations().footer?.closeText).toBe('pour quitter');
  });
});
