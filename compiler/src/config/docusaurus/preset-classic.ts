import { errorDiagnostic, type Diagnostic } from '../../diagnostics/index.js';
import type { ModuleEntry } from './module-entry.js';
import { isRecord } from '../../json/is-record.js';

/** The options `@docusaurus/preset-classic` accepts (its documented keys, Docusaurus 3.7). */
const PRESET_CLASSIC_KEYS = ['debug', 'docs', 'blog', 'pages', 'sitemap', 'theme', 'googleAnalytics', 'gtag', 'googleTagManager', 'svgr'];


/**
 * The plugins and themes `@docusaurus/preset-classic` adds for its options, as the preset does
 * (documented under "Presets" → "@docusaurus/preset-classic"): theme-classic (with `theme`),
 * theme-search-algolia when `themeConfig.algolia` is set; then the docs, blog and pages plugins
 * unless their option is `false`, the analytics plugins whose option is set, the sitemap unless
 * `false`, and svgr unless `false`. The debug plugin is left out: Docusaurus adds it only to
 * development builds, and it only shows the site's internal data.
 *
 * @param options the preset's options (`presets: [['classic', options]]`), `{}` when absent
 * @param where where the preset is in the config, e.g. `presets[0]`, for labels and messages
 * @param hasAlgolia whether `themeConfig.algolia` is set
 * @returns the plugins then the themes, each labelled, and an error per unknown option (as
 *   Docusaurus, which refuses them)
 */
export function presetClassicEntries(options: unknown, where: string, file: string, hasAlgolia: boolean): { plugins: ModuleEntry[]; themes: ModuleEntry[]; diagnostics: Diagnostic[] } {
  const opts = isRecord(options) ? options : {};
  const diagnostics = Object.keys(opts)
    .filter((key) => !PRESET_CLASSIC_KEYS.includes(key))
    .map((key) =>
      errorDiagnostic('config/unknown-option', `Unknown option "${where}.${key}" of @docusaurus/preset-classic; it accepts ${PRESET_CLASSIC_KEYS.join(', ')}.`, { file }),
    );
  const entry = (name: string, key: string): ModuleEntry => ({ name, options: opts[key] ?? {}, where: `${where}.${key}` });
  const plugins: ModuleEntry[] = [];
  if (opts.docs !== false) plugins.push(entry('@docusaurus/plugin-content-docs', 'docs'));
  if (opts.blog !== false) plugins.push(entry('@docusaurus/plugin-content-blog', 'blog'));
  if (opts.pages !== false) plugins.push(entry('@docusaurus/plugin-content-pages', 'pages'));
  if (opts.googleAnalytics) plugins.push(entry('@docusaurus/plugin-google-analytics', 'googleAnalytics'));
  if (opts.gtag) plugins.push(entry('@docusaurus/plugin-google-gtag', 'gtag'));
  if (opts.googleTagManager) plugins.push(entry('@docusaurus/plugin-google-tag-manager', 'googleTagManager'));
  if (opts.sitemap !== false) plugins.push(entry('@docusaurus/plugin-sitemap', 'sitemap'));
  if (opts.svgr !== false) plugins.push(entry('@docusaurus/plugin-svgr', 'svgr'));
  const themes: ModuleEntry[] = [entry('@docusaurus/theme-classic', 'theme')];
  if (hasAlgolia) themes.push({ name: '@docusaurus/theme-search-algolia', options: {}, where: `${where} (themeConfig.algolia)` });
  return { plugins, themes, diagnostics };
}
