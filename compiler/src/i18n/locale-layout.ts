import type { PluginInstance, SiteConfig } from '../config/index.js';
import { PLUGIN_NAMES } from '../graph/graph-schema.js';

/**
 * Where a locale's translations live, as Docusaurus 3.7.0 lays them out: under
 * `<i18n.path>/<localeConfigs[locale].path>/` (`i18n/fr/`), one folder per content plugin
 * instance, `<plugin package name>` for the `default` instance and `<name>-<id>` for another
 * (`docusaurus-plugin-content-docs-community`).
 */
export function localeFolder(config: SiteConfig, locale: string): string {
  const root = i18nRoot(config);
  const written = config.i18n.localeConfigs[locale]?.path;
  return `${root}/${trimSlashes(written ?? locale)}`;
}

/** The site-relative folder of all locales' translations (`i18n.path`, default `i18n`). */
export function i18nRoot(config: SiteConfig): string {
  const written = (config.i18n as { path?: unknown }).path;
  return typeof written === 'string' && trimSlashes(written) !== '' ? trimSlashes(written) : 'i18n';
}

/** A plugin instance's translation folder of a locale: `i18n/fr/docusaurus-plugin-content-blog[-<id>]`. */
export function pluginLocaleFolder(config: SiteConfig, locale: string, plugin: Pick<PluginInstance, 'plugin' | 'id'>): string {
  const name = PLUGIN_NAMES[plugin.plugin];
  return `${localeFolder(config, locale)}/${plugin.id === 'default' ? name : `${name}-${plugin.id}`}`;
}

/**
 * The name of a docs version's translation folder and JSON file (`current`, or `version-<name>`
 * for a versioned one), as Docusaurus names them: `…-docs/current/intro.md`,
 * `…-docs/version-2.0.json`.
 */
export function versionTranslationName(versionName: string): string {
  return versionName === 'current' ? 'current' : `version-${versionName}`;
}

/**
 * The base URL a locale is served at, as `docusaurus build` lays locales out: the default locale
 * at `baseUrl`, another at `baseUrl<locale>/` (the URL segment is the locale name; `path` names
 * only the translations folder in Docusaurus 3.7.0).
 */
export function localizedBaseUrl(config: Pick<SiteConfig, 'baseUrl' | 'i18n'>, locale: string): string {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  return locale === config.i18n.defaultLocale ? base : `${base}${locale}/`;
}

function trimSlashes(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/^\/+|\/+$/g, '');
}
