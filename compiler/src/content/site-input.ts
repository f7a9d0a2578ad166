import type { SiteConfig } from '../config/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { MarkdownPlugins } from '../markdown/index.js';
import type { EditUrlFunction } from '../config/edit-url-function.js';
import type { FileHistory } from './file-history.js';
import type { TranslationMessages } from '../i18n/translation-file.js';

/** A non-text file the site references (image, PDF, …): only its identity travels, not its bytes. */
export interface AssetFile {
  /** Size in bytes. */
  size: number;
  /** Hex SHA-256 of the bytes; emitted file names use a prefix of it. */
  sha256: string;
}

/**
 * Everything the pure compiler needs, read from disk by {@link loadSite}. Nothing in the
 * compiler touches the file system: the same SiteInput always compiles to the same graph.
 *
 * All paths are posix paths relative to the site folder; maps are in code-point order of path.
 */
export interface SiteInput {
  /** Validated configuration with every default applied. */
  config: SiteConfig;
  /** The config file the configuration came from (`site.json` or `sitegraph.config.ts`). */
  configFile: string;
  /** Text of every content file (Markdown, MDX, JSON, YAML, and page modules) under the plugins' folders. */
  files: ReadonlyMap<string, string>;
  /** Binary and other non-text files under the plugins' folders and `static/`. */
  assets: ReadonlyMap<string, AssetFile>;
  /**
   * The files of {@link files} that are Markdown partials imported from outside the plugins'
   * folders and `static/` (through an alias, or `@site/src/…`), sorted; absent when none.
   */
  importedPartials?: readonly string[];
  /**
   * Sidebars modules (`.js`, `.cjs`, `.mjs`, `.ts`) evaluated at load time, keyed by path.
   * JSON sidebars files are in {@link files} and parsed by the compiler.
   */
  evaluatedModules: Readonly<Record<string, unknown>>;
  /** `production` removes draft content, as `docusaurus build` does; `development` keeps it. */
  mode: 'production' | 'development';
  /**
   * Commit history of content files by site-relative path (last update, first commit), read by
   * {@link loadSite} only for the files that need it; absent or empty outside a Git repository.
   */
  fileHistory?: ReadonlyMap<string, FileHistory>;
  /** Warnings of loading (no Git, shallow clone, …): they join the graph's diagnostics. */
  loadDiagnostics?: readonly Diagnostic[];
  /**
   * The remark/rehype plugins of the config's content plugin instances, by `<plugin>@<id>`
   * (`content-docs@default`); absent or empty when none has any. Functions: the compile stays
   * deterministic as long as the plugins are.
   */
  markdownPlugins?: ReadonlyMap<string, MarkdownPlugins>;
  /**
   * The docs and blog instances' `editUrl` functions, by `<plugin>@<id>`; absent or empty when
   * none is a function. Called once per doc or post: the compile stays deterministic as long as
   * they are.
   */
  editUrlFunctions?: ReadonlyMap<string, EditUrlFunction>;
  /**
   * The locale this input builds and its translations, set by `localizeSiteInput` (i18n/);
   * absent: the default locale, untranslated.
   */
  locale?: SiteLocale;
}

/** The locale a {@link SiteInput} builds (Docusaurus `i18n.currentLocale`) and its translations. */
export interface SiteLocale {
  /** The locale name, one of `i18n.locales`. */
  name: string;
  /** The site's `baseUrl` as configured (`config.baseUrl` is the locale's: `/fr/` beside `/`). */
  siteBaseUrl: string;
  /** Content files read from a translation: default-locale path → translation path (`i18n/fr/…`). */
  translatedFrom: ReadonlyMap<string, string>;
  /** Docs translation files (`current.json`, `version-<v>.json`) by `<pluginId>/<current|version-<v>>`. */
  docsTranslations: ReadonlyMap<string, TranslationMessages>;
  /** The locale's `code.json` messages by id (empty without one). */
  code: TranslationMessages;
}

/** The locale `input` builds (Docusaurus's `i18n.currentLocale`): its `locale`'s name, else the default locale. */
export function currentLocale(input: Pick<SiteInput, 'config' | 'locale'>): string {
  return input.locale?.name ?? input.config.i18n.defaultLocale;
}

/** Text file extensions that {@link loadSite} reads as text. */
export const TEXT_EXTENSIONS: readonly string[] = ['.md', '.mdx', '.json', '.yml', '.yaml', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'];

/** Builds a SiteInput from in-memory files (tests, fast-check arbitraries, tools): no disk access. */
export function siteInputFromFiles(
  config: SiteConfig,
  files: Record<string, string>,
  options: {
    assets?: Record<string, AssetFile>;
    evaluatedModules?: Record<string, unknown>;
    mode?: SiteInput['mode'];
    configFile?: string;
    fileHistory?: Record<string, FileHistory>;
    markdownPlugins?: ReadonlyMap<string, MarkdownPlugins>;
    editUrlFunctions?: ReadonlyMap<string, EditUrlFunction>;
  } = {},
): SiteInput {
  return {
    config,
    configFile: options.configFile ?? 'site.json',
    files: sortedMap(Object.entries(files)),
    assets: sortedMap(Object.entries(options.assets ?? {})),
    evaluatedModules: options.evaluatedModules ?? {},
    mode: options.mode ?? 'production',
    ...(options.fileHistory ? { fileHistory: sortedMap(Object.entries(options.fileHistory)) } : {}),
    ...(options.markdownPlugins && options.markdownPlugins.size > 0 ? { markdownPlugins: options.markdownPlugins } : {}),
    ...(options.editUrlFunctions && options.editUrlFunctions.size > 0 ? { editUrlFunctions: options.editUrlFunctions } : {}),
  };
}

/** A Map whose iteration order is the code-point order of its keys, whatever order they came in. */
export function sortedMap<V>(entries: Iterable<[string, V]>): Map<string, V> {
  return new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
