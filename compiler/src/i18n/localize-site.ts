import type { PluginInstance, SiteConfig } from '../config/index.js';
import { versioningPaths } from '../content/content-roots.js';
import type { SiteInput, SiteLocale } from '../content/site-input.js';
import { CompileError, fail, type Diagnostic } from '../diagnostics/index.js';
import { localeFolder, localizedBaseUrl, pluginLocaleFolder } from './locale-layout.js';
import { parseTranslationFile, type TranslationMessages } from './translation-file.js';
import { translateFooter, translateNavbar } from './translate-theme-config.js';

/**
 * The input of one locale of a site, as Docusaurus 3.7.0 loads a locale (`docusaurus build
 * --locale <l>`), from an input that holds the site's `i18n/` folder:
 *
 * - `baseUrl` becomes the locale's ({@link localizedBaseUrl}: `/fr/` beside `/`);
 * - every content file a plugin reads (docs of each version, blog posts and their `authors.yml`
 *   and `tags.yml`, Markdown pages) whose translation exists in the locale's folder
 *   (`i18n/fr/docusaurus-plugin-content-docs/current/intro.md` for `docs/intro.md`,
 *   `…/version-2.0/…` for `versioned_docs/version-2.0/…`, `…-blog/…`, `…-pages/…`) is read from
 *   the translation; a file without one falls back to the default locale's; a translation without
 *   a file of the default locale is not read (Docusaurus lists the default content folder);
 * - the JSON translation files apply: `docusaurus-theme-classic/navbar.json` and `footer.json`
 *   to the theme config, a blog's `options.json` to its title, description and sidebar title,
 *   docs `current.json` / `version-<name>.json` (kept in `locale.docsTranslations` for the docs
 *   stage: version label and sidebar labels), `code.json` (kept in `locale.code`).
 *
 * Pure. The default locale is localized too (its `i18n/<default>/` folder, when there is one).
 *
 * @throws CompileError `i18n/unknown-locale` when `locale` is not in `i18n.locales`; the errors of
 *   {@link parseTranslationFile} for every bad translation file (all at once)
 */
export function localizeSiteInput(input: SiteInput, locale: string): SiteInput {
  const { config } = input;
  if (!config.i18n.locales.includes(locale)) {
    fail('i18n/unknown-locale', `Unknown locale "${locale}": the site's i18n.locales are ${config.i18n.locales.map((l) => `"${l}"`).join(', ')}.`, { file: input.configFile });
  }
  const errors: Diagnostic[] = [];
  const read = (file: string): TranslationMessages | undefined => {
    const text = input.files.get(file);
    if (text === undefined) return undefined;
    try {
      return parseTranslationFile(text, file);
    } catch (error) {
      if (!(error instanceof CompileError)) throw error;
      errors.push(...error.diagnostics);
      return undefined;
    }
  };

  const files = new Map(input.files);
  const translatedFrom = new Map<string, string>();
  const docsTranslations = new Map<string, TranslationMessages>();
  const plugins: PluginInstance[] = [];
  for (const plugin of config.plugins) {
    const folder = pluginLocaleFolder(config, locale, plugin);
    for (const [file, text] of input.files) {
      if (!file.startsWith(`${folder}/`)) continue;
      const target = contentFileOf(plugin, file.slice(folder.length + 1));
      if (target === null || !input.files.has(target)) continue;
      files.set(target, text);
      translatedFrom.set(target, file);
    }
    if (plugin.plugin === 'content-docs') {
      for (const file of input.files.keys()) {
        const m = new RegExp(`^${escape(folder)}/(current|version-[^/]+)\\.json$`).exec(file);
        const messages = m ? read(file) : undefined;
        if (messages) docsTranslations.set(`${plugin.id}/${m![1]}`, messages);
      }
      plugins.push(plugin);
    } else if (plugin.plugin === 'content-blog') {
      const options = read(`${folder}/options.json`);
      plugins.push(options ? { ...plugin, options: translateBlogOptions(plugin.options, options) } : plugin);
    } else {
      plugins.push(plugin);
    }
  }
  const theme = `${localeFolder(config, locale)}/docusaurus-theme-classic`;
  const navbar = read(`${theme}/navbar.json`);
  const footer = read(`${theme}/footer.json`);
  const code = read(`${localeFolder(config, locale)}/code.json`);
  if (errors.length > 0) throw new CompileError(errors);

  let themeConfig = config.themeConfig;
  if (navbar && isObject(themeConfig.navbar)) themeConfig = { ...themeConfig, navbar: translateNavbar(themeConfig.navbar, navbar) };
  if (footer && isObject(themeConfig.footer)) themeConfig = { ...themeConfig, footer: translateFooter(themeConfig.footer, footer) };
  const localized: SiteConfig = { ...config, baseUrl: localizedBaseUrl(config, locale), themeConfig, plugins };
  const siteLocale: SiteLocale = { name: locale, siteBaseUrl: config.baseUrl, translatedFrom, docsTranslations, code: code ?? new Map() };
  return { ...input, config: localized, files, locale: siteLocale };
}

/**
 * The content file a file of a plugin's translation folder translates (path relative to that
 * folder), or null when it translates none: docs `current/<rest>` → `<path>/<rest>` and
 * `version-<v>/<rest>` → `versioned_docs/version-<v>/<rest>`; blog `<rest>` → `<path>/<rest>`;
 * pages `<rest>` → `<path>/<rest>` for Markdown pages only (a React page is code the bundler
 * reads from its own place).
 */
export function contentFileOf(plugin: { plugin: PluginInstance['plugin']; id: string; options: { path: string } }, rel: string): string | null {
  const root = normalise(plugin.options.path);
  const under = (dir: string, rest: string): string => (dir === '.' ? rest : `${dir}/${rest}`);
  if (plugin.plugin === 'content-docs') {
    const slash = rel.indexOf('/');
    if (slash < 0) return null;
    const version = rel.slice(0, slash);
    const rest = rel.slice(slash + 1);
    if (version === 'current') return under(root, rest);
    if (version.startsWith('version-')) return `${versioningPaths(plugin.id).versionedDocsDir}/${version}/${rest}`;
    return null;
  }
  if (plugin.plugin === 'content-blog') return rel === 'options.json' ? null : under(root, rel);
  return /\.mdx?$/i.test(rel) ? under(root, rel) : null;
}

/**
 * Diagnostics with the files of translated content named by their translation
 * (`docs/intro.md` → `i18n/fr/docusaurus-plugin-content-docs/current/intro.md`): the compile
 * reads a translation under its default path, its errors belong to the translation.
 */
export function relocateDiagnostics<T extends Diagnostic>(diagnostics: readonly T[], locale: SiteLocale | undefined): T[] {
  if (!locale || locale.translatedFrom.size === 0) return [...diagnostics];
  return diagnostics.map((d) => {
    const file = d.file === undefined ? undefined : locale.translatedFrom.get(d.file);
    return file === undefined ? d : { ...d, file };
  });
}

/** A blog's options with its `options.json` translations: `title`, `description`, `sidebar.title`. */
function translateBlogOptions<O extends { blogTitle: string; blogDescription: string; blogSidebarTitle: string }>(options: O, messages: TranslationMessages): O {
  return {
    ...options,
    blogTitle: messages.get('title') ?? options.blogTitle,
    blogDescription: messages.get('description') ?? options.blogDescription,
    blogSidebarTitle: messages.get('sidebar.title') ?? options.blogSidebarTitle,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function normalise(p: string): string {
  const n = p.replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return n === '' ? '.' : n;
}
