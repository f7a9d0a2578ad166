import type { ShellData } from '../data/site-data.js';

/** What `useDocusaurusContext()` returns, as Docusaurus's (the parts the graph holds). */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    trailingSlash: boolean | undefined;
    favicon: string | undefined;
    themeConfig: Record<string, unknown>;
    customFields: Record<string, unknown>;
    i18n: DocusaurusContext['i18n'];
    [key: string]: unknown;
  };
  siteMetadata: { docusaurusVersion: string; siteVersion: string | undefined; pluginVersions: Record<string, unknown> };
  globalData: Record<string, Record<string, unknown>>;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    localeConfigs: Record<string, { label: string; htmlLang: string; direction: string; calendar: string; path: string }>;
  };
  codeTranslations: Record<string, string>;
}

/** The docs plugins' global data as Docusaurus's `docusaurus-plugin-content-docs` publishes it. */
function docsGlobalData(shell: ShellData): Record<string, unknown> {
  const byId: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const plugin of shell.docs) {
    byId[plugin.pluginId] = {
      path: plugin.path,
      versions: plugin.versions.map((v) => ({
        name: v.name,
        label: v.label,
        isLast: v.isLast,
        path: v.path,
        mainDocId: Object.entries(v.docs).find(([, d]) => d.path === v.mainDocPath)?.[0],
        docs: Object.entries(v.docs).map(([id, d]) => ({ id, path: d.path })),
        draftIds: v.drafts,
        sidebars: Object.fromEntries(Object.entries(v.sidebars).map(([id, s]) => [id, { link: s }])),
      })),
      breadcrumbs: plugin.breadcrumbs,
    };
  }
  return byId;
}

/**
 * The Docusaurus context of a site, from the shell data every page carries. `siteConfig` has the
 * site's options, `themeConfig` and `customFields`; `i18n.localeConfigs` has every locale's
 * config, as Docusaurus's context does, though each locale is a build of its own.
 */
export function docusaurusContext(shell: ShellData): DocusaurusContext {
  const site = shell.site;
  const locale = site.currentLocale ?? site.defaultLocale;
  const localeConfigs: DocusaurusContext['i18n']['localeConfigs'] = {};
  for (const { locale: l, label, htmlLang, direction, calendar, path } of site.localeLinks ?? []) {
    localeConfigs[l] = { label, htmlLang, direction, calendar, path };
  }
  // The current locale's own entry from the shell's `locale`, which every shell has.
  localeConfigs[locale] = { label: localeConfigs[locale]?.label ?? locale, htmlLang: site.locale.htmlLang, direction: site.locale.direction, calendar: site.locale.calendar, path: localeConfigs[locale]?.path ?? locale };
  const i18n: DocusaurusContext['i18n'] = { defaultLocale: site.defaultLocale, locales: site.locales, currentLocale: locale, localeConfigs };
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash ?? undefined,
      favicon: site.favicon ?? undefined,
      themeConfig: shell.themeConfig as Record<string, unknown>,
      customFields: site.customFields ?? {},
      i18n,
    },
    siteMetadata: { docusaurusVersion: '3.7.0', siteVersion: undefined, pluginVersions: {} },
    globalData: { 'docusaurus-plugin-content-docs': docsGlobalData(shell) },
    i18n,
    codeTranslations: {},
  };
}
