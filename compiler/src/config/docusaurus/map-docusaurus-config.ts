import path from 'node:path';
import { errorDiagnostic, type Diagnostic } from '../../diagnostics/index.js';
import { entryLabel, normaliseModuleEntry, type ModuleEntry } from './module-entry.js';
import { knownPackage, type ModuleKind } from './module-names.js';
import { presetClassicEntries } from './preset-classic.js';
import { dataOnly } from './data-only.js';
import type { MarkdownPlugins } from '../../markdown/index.js';
import { takeMarkdownPlugins } from './take-markdown-plugins.js';
import { takeEditUrlFunction, type EditUrlFunction } from '../edit-url-function.js';
import { isRecord } from '../../json/is-record.js';

/** What sitegraph does with each Docusaurus package it knows. */
type Handling = 'content-docs' | 'content-blog' | 'content-pages' | 'theme-classic' | 'analytics' | 'aliases' | 'built-in' | 'without-effect' | 'not-supported';

/**
 * The Docusaurus packages sitegraph knows, and what it does for each: the content plugins are
 * compiled, the classic, Algolia search and Mermaid themes are the runtime's own, the Google tag
 * and Tag Manager plugins become `analytics`, the sitemap is
 * always written, Sass is compiled (docusaurus-plugin-sass), module aliases become `aliases`
 * (docusaurus-plugin-module-alias), debug and svgr change nothing a build outputs here; the rest are known by name
 * (so a shorthand is named in full in the warning) but not run.
 */
const PACKAGES: Record<string, Handling> = {
  '@docusaurus/plugin-content-docs': 'content-docs',
  '@docusaurus/plugin-content-blog': 'content-blog',
  '@docusaurus/plugin-content-pages': 'content-pages',
  '@docusaurus/theme-classic': 'theme-classic',
  '@docusaurus/theme-search-algolia': 'built-in',
  '@docusaurus/plugin-sitemap': 'built-in',
  '@docusaurus/plugin-debug': 'without-effect',
  '@docusaurus/plugin-svgr': 'without-effect',
  '@docusaurus/theme-mermaid': 'built-in',
  '@docusaurus/theme-live-codeblock': 'not-supported',
  '@docusaurus/plugin-google-gtag': 'analytics',
  '@docusaurus/plugin-google-tag-manager': 'analytics',
  '@docusaurus/plugin-google-analytics': 'not-supported',
  '@docusaurus/plugin-client-redirects': 'not-supported',
  '@docusaurus/plugin-ideal-image': 'not-supported',
  '@docusaurus/plugin-pwa': 'not-supported',
  '@docusaurus/plugin-vercel-analytics': 'not-supported',
  '@docusaurus/plugin-rsdoctor': 'without-effect',
  // The build compiles `.scss`/`.sass` with the site's own Sass compiler (runtime `site-sass-plugin`).
  'docusaurus-plugin-sass': 'built-in',
  // Its `alias` option (webpack's `resolve.alias`) becomes the config's `aliases`.
  'docusaurus-plugin-module-alias': 'aliases',
};
const KNOWN = new Set(Object.keys(PACKAGES));
/** The `analytics` key of each analytics plugin's options. */
const ANALYTICS_KEYS: Record<string, 'gtag' | 'googleTagManager'> = {
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-google-tag-manager': 'googleTagManager',
};
const PRESET_CLASSIC = '@docusaurus/preset-classic';
const KNOWN_PRESETS = new Set([PRESET_CLASSIC]);

/** Top-level keys the mapping consumes; the rest go on to the site config's validation. */
const CONSUMED = new Set(['presets', 'plugins', 'themes', 'future', 'markdown', 'themeConfig', 'customFields']);

/** Plugin options that are paths, which configs often make absolute (`path.resolve(__dirname, …)`, `require.resolve(…)`). */
const PATH_OPTIONS = ['path', 'sidebarPath'];


/** The site config {@link mapDocusaurusConfig} makes, and what it found on the way. */
export interface MappedDocusaurusConfig {
  /** A raw site config in sitegraph's shape (`plugins: [{plugin, id, options}]`), to validate. */
  config: Record<string, unknown>;
  /** Where each of `config.plugins` came from in the Docusaurus config (`presets[0].docs`), for messages. */
  pluginLabels: string[];
  /** The remark/rehype plugins of each content plugin instance that has some, by `<plugin>@<id>` (`content-docs@default`). */
  markdownPlugins: Map<string, MarkdownPlugins>;
  /** The docs and blog instances' `editUrl` functions, by `<plugin>@<id>` (`content-docs@default`). */
  editUrlFunctions: Map<string, EditUrlFunction>;
  /** Errors (unknown preset options, malformed entries, paths outside the site) and warnings (what is not run). */
  diagnostics: Diagnostic[];
}

/**
 * Maps an evaluated `docusaurus.config.*` (its export, after calling it if it is a function) to
 * sitegraph's site config, as Docusaurus 3.7 loads plugins: `presets` expanded
 * (`@docusaurus/preset-classic`, see {@link presetClassicEntries}), then the plugins and themes
 * in Docusaurus's order (preset plugins, preset themes, the site's plugins, the site's themes),
 * names resolved by Docusaurus's module shorthands. Pure: the config is data here.
 *
 * - The content plugins (docs, blog, pages; `[name, options]` with `options.id` for more than one
 *   instance) become `plugins` entries; absolute `path`/`sidebarPath` options become
 *   site-relative.
 * - theme-classic's `customCss` becomes `customCss` (site-relative paths).
 * - `clientModules` become site-relative paths.
 * - The gtag and Google Tag Manager plugins' options (or the classic preset's `gtag` and
 *   `googleTagManager`) become `analytics.gtag` and `analytics.googleTagManager`.
 * - A plugin, theme or preset sitegraph does not run (a third-party package, a local module, an
 *   inline function) is one `config/unsupported-plugin` warning naming it: its routes and
 *   content are missing, and the build goes on.
 * - The remark/rehype plugin lists of a content plugin are taken out of its options into
 *   `markdownPlugins` (see `takeMarkdownPlugins`); the compiler runs them.
 * - A docs or blog instance's `editUrl` given as a function is taken out into
 *   `editUrlFunctions`; the compiler calls it for each file, as Docusaurus does.
 * - Other options that are functions (the pages plugin's `editUrl`, `sidebarItemsGenerator`,
 *   `createFeedItems`, `markdown.parseFrontMatter`…) are left out with a
 *   `config/unsupported-option` warning each: sitegraph reads options as data.
 * - `markdown.hooks.onBrokenMarkdownLinks` (Docusaurus 3.9) sets `onBrokenMarkdownLinks`.
 *
 * @param raw the config's export
 * @param siteDir the site folder, absolute (to make absolute paths site-relative)
 * @param file the config file, site-relative, for diagnostics
 */
export function mapDocusaurusConfig(raw: unknown, siteDir: string, file: string): MappedDocusaurusConfig {
  const diagnostics: Diagnostic[] = [];
  if (!isRecord(raw)) {
    return { config: {}, pluginLabels: [], markdownPlugins: new Map(), editUrlFunctions: new Map(), diagnostics: [errorDiagnostic('config/invalid', 'The config must export an object, or a function that returns one.', { file })] };
  }
  const warn = (code: string, message: string) => diagnostics.push({ level: 'warning', code, message, file });
  const fail = (message: string) => diagnostics.push(errorDiagnostic('config/invalid', message, { file }));
  const themeConfig = dataOnly(raw.themeConfig ?? {}, 'themeConfig', warn);
  const entries = moduleEntries(raw, isRecord(themeConfig) && themeConfig.algolia !== undefined, file, diagnostics, fail);

  const plugins: Record<string, unknown>[] = [];
  const pluginLabels: string[] = [];
  const customCss: string[] = [];
  const analytics: Record<string, unknown> = {};
  const markdownPlugins = new Map<string, MarkdownPlugins>();
  const editUrlFunctions = new Map<string, EditUrlFunction>();
  const aliases: Record<string, string> = {};
  for (const { entry, kind } of entries) {
    const pkg = typeof entry.name === 'string' ? knownPackage(entry.name, kind, KNOWN) : null;
    const handling = pkg === null ? 'not-supported' : PACKAGES[pkg]!;
    const options = isRecord(entry.options) ? entry.options : {};
    if (handling === 'content-docs' || handling === 'content-blog' || handling === 'content-pages') {
      const id = typeof options.id === 'string' ? options.id : 'default';
      const own = { ...options };
      const lists = takeMarkdownPlugins(own, entry.where, warn);
      if (lists) markdownPlugins.set(`${handling}@${id}`, { ...lists, siteDir });
      const editUrl = takeEditUrlFunction(handling, own);
      if (editUrl) editUrlFunctions.set(`${handling}@${id}`, editUrl);
      plugins.push({ plugin: handling, id, options: pluginOptions(own, entry.where, siteDir, warn, fail) });
      pluginLabels.push(entry.where);
    } else if (handling === 'theme-classic') {
      for (const css of [options.customCss ?? []].flat()) {
        if (typeof css === 'string') customCss.push(sitePath(css, siteDir, `${entry.where}.customCss`, fail));
        else fail(`"${entry.where}.customCss" must be a path or a list of paths.`);
      }
    } else if (handling === 'analytics') {
      // Validated with the rest of the site config (`analytics.gtag`, `analytics.googleTagManager`).
      analytics[ANALYTICS_KEYS[pkg!]!] = dataOnly(entry.options ?? {}, entry.where, warn);
    } else if (handling === 'built-in') {
      if (pkg === '@docusaurus/plugin-sitemap' && Object.keys(options).length > 0) {
        warn('config/unsupported-option', `The options of "${entry.where}" (${pkg}) are ignored: sitegraph writes sitemap.xml with its own settings.`);
      }
      if (pkg === 'docusaurus-plugin-sass' && Object.keys(options).length > 0) {
        warn('config/unsupported-option', `The options of "${entry.where}" (${pkg}) are ignored: sitegraph compiles Sass with the site's own compiler and its defaults (imports from the file's folder and node_modules).`);
      }
    } else if (handling === 'aliases') {
      Object.assign(aliases, moduleAliases(options, entry.where, siteDir, warn));
    } else if (handling === 'not-supported') {
      warn('config/unsupported-plugin', `"${entry.where}": ${kind} ${pkg ?? shownName(entry, siteDir)} is not supported by sitegraph and is skipped; the routes, content and client code it would add are missing.`);
    }
  }

  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (!CONSUMED.has(key) && value !== undefined) config[key] = value;
  config.plugins = plugins;
  config.themeConfig = themeConfig;
  if (raw.customFields !== undefined) config.customFields = dataOnly(raw.customFields, 'customFields', warn);
  if (customCss.length > 0) config.customCss = customCss;
  if (Object.keys(analytics).length > 0) config.analytics = analytics;
  if (Object.keys(aliases).length > 0) config.aliases = aliases;
  if (Array.isArray(raw.clientModules)) {
    // Docusaurus resolves them from the site folder; `require.resolve(…)` gives absolute paths.
    config.clientModules = raw.clientModules.map((m, i) => (typeof m === 'string' ? sitePath(m, siteDir, `clientModules[${i}]`, fail) : m));
  }
  if (raw.markdown !== undefined) Object.assign(config, markdownOptions(raw.markdown, config, warn));
  if (isRecord(raw.future) && raw.future.experimental_router === 'hash') {
    warn('config/unsupported-option', '"future.experimental_router: hash" is ignored: sitegraph builds a site with browser-history routes.');
  }
  return { config, pluginLabels, markdownPlugins, editUrlFunctions, diagnostics };
}

/**
 * Import names the runtime resolves itself: Docusaurus's own aliases, which
 * docusaurus-plugin-module-alias refuses too, and the packages the runtime bundles one copy of.
 */
const RESERVED_ALIASES = ['@site', '@generated', '@docusaurus', '@theme', '@theme-original', '@theme-init', 'react', 'react-dom', 'react-router', 'react-router-dom'];

/**
 * The `alias` option of docusaurus-plugin-module-alias as the config's `aliases`: each target a
 * site-relative path. A name the runtime resolves itself, a target outside the site folder or
 * one that is not a string is left out with a `config/unsupported-option` warning.
 */
function moduleAliases(options: Record<string, unknown>, where: string, siteDir: string, warn: (code: string, message: string) => void): Record<string, string> {
  const out: Record<string, string> = {};
  const alias = isRecord(options.alias) ? options.alias : {};
  for (const [name, target] of Object.entries(alias)) {
    const reserved = RESERVED_ALIASES.find((r) => name === r || name.startsWith(`${r}/`));
    if (reserved !== undefined) {
      warn('config/unsupported-option', `"${where}.alias['${name}']" is ignored: sitegraph resolves "${reserved}" itself (its theme, its one copy of React and the router).`);
      continue;
    }
    if (typeof target !== 'string') {
      warn('config/unsupported-option', `"${where}.alias['${name}']" is ignored: it must be a path.`);
      continue;
    }
    const rel = path.isAbsolute(target) ? path.relative(siteDir, target) : target;
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      warn('config/unsupported-option', `"${where}.alias['${name}']" (${target}) is ignored: it is outside the site folder, and sitegraph reads only from inside it.`);
      continue;
    }
    out[name] = path.posix.normalize(rel.split(path.sep).join('/')).replace(/(.)\/+$/, '$1');
  }
  return out;
}

/** An entry's name for messages, a path inside the site shown site-relative. */
function shownName(entry: ModuleEntry, siteDir: string): string {
  if (typeof entry.name !== 'string' || !path.isAbsolute(entry.name)) return entryLabel(entry);
  const rel = path.relative(siteDir, entry.name);
  return rel.startsWith('..') || path.isAbsolute(rel) ? entry.name : rel.split(path.sep).join('/');
}

/** The entries of `presets` (expanded), `plugins` and `themes`, in Docusaurus's order, each with its kind. */
function moduleEntries(
  raw: Record<string, unknown>,
  hasAlgolia: boolean,
  file: string,
  diagnostics: Diagnostic[],
  fail: (message: string) => void,
): { entry: ModuleEntry; kind: ModuleKind }[] {
  const list = (key: 'presets' | 'plugins' | 'themes'): ModuleEntry[] => {
    const value = raw[key] ?? [];
    if (!Array.isArray(value)) {
      fail(`"${key}" must be a list.`);
      return [];
    }
    const out: ModuleEntry[] = [];
    value.forEach((item, i) => {
      const entry = normaliseModuleEntry(item, `${key}[${i}]`);
      if (entry === null) return;
      if ('problem' in entry) fail(entry.problem);
      else out.push(entry);
    });
    return out;
  };
  const presetPlugins: ModuleEntry[] = [];
  const presetThemes: ModuleEntry[] = [];
  for (const preset of list('presets')) {
    const pkg = typeof preset.name === 'string' ? knownPackage(preset.name, 'preset', KNOWN_PRESETS) : null;
    if (pkg !== PRESET_CLASSIC) {
      diagnostics.push({ level: 'warning', code: 'config/unsupported-plugin', message: `"${preset.where}": preset ${entryLabel(preset)} is not supported by sitegraph and is skipped; the plugins and themes it would add are missing.`, file });
      continue;
    }
    const expanded = presetClassicEntries(preset.options, preset.where, file, hasAlgolia);
    diagnostics.push(...expanded.diagnostics);
    presetPlugins.push(...expanded.plugins);
    presetThemes.push(...expanded.themes);
  }
  const tag = (kind: ModuleKind) => (entry: ModuleEntry) => ({ entry, kind });
  return [...presetPlugins.map(tag('plugin')), ...presetThemes.map(tag('theme')), ...list('plugins').map(tag('plugin')), ...list('themes').map(tag('theme'))];
}

/**
 * A content plugin's options as data: every function left out with a warning each, absolute
 * paths made site-relative. The remark/rehype lists must have been taken out before
 * (`takeMarkdownPlugins`).
 */
function pluginOptions(
  options: Record<string, unknown>,
  where: string,
  siteDir: string,
  warn: (code: string, message: string) => void,
  fail: (message: string) => void,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    const data = dataOnly(value, `${where}.${key}`, warn);
    if (data === undefined) continue;
    out[key] = PATH_OPTIONS.includes(key) && typeof data === 'string' ? sitePath(data, siteDir, `${where}.${key}`, fail) : data;
  }
  return out;
}

/**
 * A path option as the site config holds it: site-relative with `/`. An absolute path inside the
 * site folder is made relative; one outside it is an error (content is read only from inside
 * the site folder).
 */
function sitePath(value: string, siteDir: string, where: string, fail: (message: string) => void): string {
  if (!path.isAbsolute(value)) return path.posix.normalize(value.split(path.sep).join('/'));
  const rel = path.relative(siteDir, value);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    fail(`"${where}" (${value}) is outside the site folder; sitegraph reads content only from inside it.`);
    return value;
  }
  return rel === '' ? '.' : rel.split(path.sep).join('/');
}

/**
 * `markdown` as data (functions such as `parseFrontMatter` and `preprocessor` left out with a
 * warning), and `markdown.hooks.onBrokenMarkdownLinks` (Docusaurus 3.9's place for it) as the
 * top-level `onBrokenMarkdownLinks` unless that is set.
 */
function markdownOptions(markdown: unknown, config: Record<string, unknown>, warn: (code: string, message: string) => void): Record<string, unknown> {
  const data = dataOnly(markdown, 'markdown', warn);
  if (!isRecord(data)) return { markdown: data };
  const { hooks, ...rest } = data;
  const out: Record<string, unknown> = { markdown: rest };
  if (isRecord(hooks)) {
    if (typeof hooks.onBrokenMarkdownLinks === 'string' && config.onBrokenMarkdownLinks === undefined) out.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
    const others = Object.keys(hooks).filter((k) => k !== 'onBrokenMarkdownLinks');
    if (others.length > 0) warn('config/unsupported-option', `"markdown.hooks.${others.join('", "markdown.hooks.')}" ${others.length > 1 ? 'are' : 'is'} ignored.`);
  }
  return out;
}
