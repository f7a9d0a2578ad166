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
    /** Every locale's options; `url` and `baseUrl` where its pages are served. */
    localeConfigs: Record<string, { label: string; htmlLang: string; direction: string; calendar: string; path: string; url: string; baseUrl: string }>;
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
 * `i18n.localeConfigs`: every locale of the shell's `localeLinks` (which the shell builds from the
 * same locale configs as its current `locale`), or the current one alone when it lists none.
 */
function localeConfigs(site: ShellData['site'], current: string): DocusaurusContext['i18n']['localeConfigs'] {
  const links = site.localeLinks?.length ? site.localeLinks : [{ locale: current, label: current, ...site.locale, path: current, baseUrl: site.baseUrl }];
  return Object.fromEntries(links.map(({ locale, label, htmlLang, direction, calendar, path, baseUrl }) => [locale, { label, htmlLang, direction, calendar, path, url: site.url, baseUrl }]));
}

/**
 * The Docusaurus context of a site, from the shell data every page carries. `siteConfig` has the
 * site's options, `themeConfig` and `customFields` (the shell carries them when the site has
 * some). `i18n.localeConfigs` has every locale, as Docusaurus's (locale dropdowns read the other
 * locales' labels and `htmlLang` there).
 */
export function docusaurusContext(shell: ShellData): DocusaurusContext {
  const site = shell.site;
  const locale = site.currentLocale ?? site.defaultLocale;
  const i18n: DocusaurusContext['i18n'] = {
    defaultLocale: site.defaultLocale,
    locales: site.locales,
    currentLocale: locale,
    localeConfigs: localeConfigs(site, locale),
  };
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
