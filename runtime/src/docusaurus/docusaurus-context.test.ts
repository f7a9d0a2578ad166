import { describe, expect, it } from 'vitest';
import type { ShellData } from '../data/site-data.js';
import { docusaurusContext } from './docusaurus-context.js';

const shell = {
  site: { title: 'Orbit', tagline: 'T', url: 'https://x.test', baseUrl: '/b/', trailingSlash: null, titleDelimiter: '|', noIndex: false, defaultLocale: 'en', currentLocale: 'en', locales: ['en', 'fr'], locale: { htmlLang: 'en-US', direction: 'ltr', calendar: 'gregory' }, localeLinks: [], favicon: 'img/f.svg', customFields: { answer: 42 } },
  themeConfig: { navbar: { title: 'Orbit' } },
  docs: [
    {
      pluginId: 'default',
      path: '/b/docs',
      breadcrumbs: true,
      versions: [{ name: 'current', label: 'Next', path: '/b/docs', isLast: true, mainDocPath: '/b/docs/intro', sidebars: { main: { path: '/b/docs/intro', label: 'Intro' } }, docs: { intro: { path: '/b/docs/intro', title: 'Intro' } }, drafts: [] }],
    },
  ],
} as unknown as ShellData;

describe('docusaurusContext', () => {
  it('gives siteConfig, i18n and the docs global data from the shell', () => {
    const ctx = docusaurusContext(shell);
    expect(ctx.siteConfig).toMatchObject({ title: 'Orbit', tagline: 'T', url: 'https://x.test', baseUrl: '/b/', trailingSlash: undefined, favicon: 'img/f.svg', themeConfig: { navbar: { title: 'Orbit' } }, customFields: { answer: 42 } });
    expect(ctx.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'en', localeConfigs: { en: { label: 'en', htmlLang: 'en-US', direction: 'ltr', calendar: 'gregory', path: 'en', url: 'https://x.test', baseUrl: '/b/' } } });
    const both = docusaurusContext({
      ...shell,
      site: {
        ...shell.site,
        localeLinks: [
          { locale: 'en', label: 'English', htmlLang: 'en-US', direction: 'ltr', calendar: 'gregory', path: 'en', baseUrl: '/b/' },
          { locale: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl', calendar: 'islamic', path: 'ar-folder', baseUrl: '/b/ar/' },
        ],
      },
    });
    expect(both.i18n.localeConfigs.ar).toEqual({ label: 'العربية', htmlLang: 'ar', direction: 'rtl', calendar: 'islamic', path: 'ar-folder', url: 'https://x.test', baseUrl: '/b/ar/' });
    expect(both.i18n.localeConfigs.en!.label).toBe('English');
    expect(ctx.globalData['docusaurus-plugin-content-docs']!.default).toEqual({
      path: '/b/docs',
      breadcrumbs: true,
      versions: [{ name: 'current', label: 'Next', isLast: true, path: '/b/docs', mainDocId: 'intro', docs: [{ id: 'intro', path: '/b/docs/intro' }], draftIds: [], sidebars: { main: { link: { path: '/b/docs/intro', label: 'Intro' } } } }],
    });
  });
});
