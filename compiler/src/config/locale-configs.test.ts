import { describe, expect, it } from 'vitest';
import { resolveLocaleConfigs } from './locale-configs.js';

describe('resolveLocaleConfigs', () => {
  it('applies Docusaurus defaults and keeps what is written', () => {
    const configs = resolveLocaleConfigs(['en', 'fr', 'ar'], { fr: { label: 'Français', calendar: 'gregory', htmlLang: 'fr-FR' } });
    expect(configs).toEqual({
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr' },
      ar: { label: expect.any(String), direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' },
    });
  });
});
