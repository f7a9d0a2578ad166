import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mapDocusaurusConfig } from '../config/docusaurus/map-docusaurus-config.js';
import { takeMarkdownPlugins } from '../config/docusaurus/take-markdown-plugins.js';
import type { MarkdownPlugins } from '../markdown/index.js';
import { takeEditUrlFunction, type EditUrlFunction } from '../config/edit-url-function.js';
import { siteConfigWarnings, validateSiteConfig, type SiteConfig, type ValidateSiteConfigOptions } from '../config/index.js';
import { CompileError, fail, type Diagnostic } from '../diagnostics/index.js';
import { parseJsonFile } from '../json/index.js';
import { importUserModule } from './import-user-module.js';
import { userCodeError } from './user-code-error.js';

/**
 * The config files a site folder may hold, in order of precedence: sitegraph's own typed config,
 * then a Docusaurus config under every name Docusaurus 3 looks for, then `site.json` (options as
 * data, as in `../shared/corpora`). The first that exists is read; the others are not.
 */
export const CONFIG_FILE_NAMES: readonly string[] = [
  'sitegraph.config.ts',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'site.json',
];

/** The site's validated config, the file it came from (site-relative), and the config's warnings. */
export interface LoadedConfig {
  config: SiteConfig;
  configFile: string;
  configWarnings: Diagnostic[];
  /** The remark/rehype plugins of the content plugin instances that have some, by `<plugin>@<id>`. */
  markdownPlugins: Map<string, MarkdownPlugins>;
  /** The docs and blog instances' `editUrl` functions, by `<plugin>@<id>`. */
  editUrlFunctions: Map<string, EditUrlFunction>;
}

/**
 * The config file {@link loadConfig} reads in `root` (the first of {@link CONFIG_FILE_NAMES}
 * that exists), or undefined when there is none.
 */
export function findConfigFile(root: string): string | undefined {
  return CONFIG_FILE_NAMES.find((name) => existsSync(path.join(root, name)));
}

/**
 * Reads and validates a site's config (impure: file system, and the config's own code).
 *
 * - `sitegraph.config.ts` and `docusaurus.config.*` are modules, evaluated with jiti as
 *   Docusaurus evaluates its config (ESM, CJS or TypeScript; their imports resolve from the site
 *   folder, so the site's own `node_modules` work). The export may be an object, a function or
 *   an async function, which is called. A Docusaurus config is mapped to sitegraph's shape by
 *   `mapDocusaurusConfig` (presets, plugins by package name, themes).
 * - `site.json` is data.
 * All three go through the same validation (`validateSiteConfig`).
 *
 * @param root the site folder, absolute
 * @throws CompileError `site/missing-folder` when `root` is not a folder, `config/missing` when
 *   it has no config file, `config/load-failed` when evaluating a config module throws (a module
 *   it imports is missing, or its own code fails), `config/invalid-json` for an unparsable
 *   `site.json`, `config/invalid` and `config/unknown-option` for bad options,
 *   `config/missing-file` for a `customCss` or `clientModules` file that does not exist
 */
export async function loadConfig(root: string): Promise<LoadedConfig> {
  return assertFilesExist(root, await readConfig(root));
}

async function readConfig(root: string): Promise<LoadedConfig> {
  if (!isFolder(root)) fail('site/missing-folder', `No such folder: ${root}`);
  const configFile = findConfigFile(root);
  if (configFile === undefined) {
    fail('config/missing', `No site config in ${root}: expected one of ${CONFIG_FILE_NAMES.join(', ')}.`);
  }
  if (configFile === 'site.json') {
    const raw = parseJsonFile(await readFile(path.join(root, configFile), 'utf8'), configFile, 'config/invalid-json');
    return validated(raw, configFile);
  }
  const exported = await evaluateConfig(path.join(root, configFile), configFile);
  if (configFile === 'sitegraph.config.ts') {
    const warnings: Diagnostic[] = [];
    const { markdownPlugins, editUrlFunctions } = takeInstanceCode(exported, root, (code, message) => warnings.push({ level: 'warning', code, message, file: configFile }));
    const loaded = validated(exported, configFile);
    return { ...loaded, markdownPlugins, editUrlFunctions, configWarnings: [...warnings, ...loaded.configWarnings] };
  }
  const mapped = mapDocusaurusConfig(exported, root, configFile);
  const options = { pluginLabels: mapped.pluginLabels };
  // The mapping's errors and the validation's are reported together.
  const errors = mapped.diagnostics.filter((d) => d.level === 'error');
  let loaded: LoadedConfig | undefined;
  try {
    loaded = validated(mapped.config, configFile, options);
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    errors.push(...error.diagnostics);
  }
  if (loaded === undefined || errors.length > 0) throw new CompileError(errors);
  return { ...loaded, markdownPlugins: mapped.markdownPlugins, editUrlFunctions: mapped.editUrlFunctions, configWarnings: [...mapped.diagnostics, ...loaded.configWarnings] };
}

/**
 * The code in a `sitegraph.config.ts`'s `plugins[i].options`, taken out of the options (in place)
 * as a Docusaurus config's is: remark/rehype plugin lists (see `takeMarkdownPlugins`), and a docs
 * or blog instance's `editUrl` function.
 */
function takeInstanceCode(
  raw: unknown,
  siteDir: string,
  warn: (code: string, message: string) => void,
): Pick<LoadedConfig, 'markdownPlugins' | 'editUrlFunctions'> {
  const markdownPlugins = new Map<string, MarkdownPlugins>();
  const editUrlFunctions = new Map<string, EditUrlFunction>();
  const plugins = (raw as { plugins?: unknown } | null)?.plugins;
  if (!Array.isArray(plugins)) return { markdownPlugins, editUrlFunctions };
  plugins.forEach((entry: unknown, i) => {
    const e = entry as { plugin?: unknown; id?: unknown; options?: unknown } | null;
    if (e === null || typeof e !== 'object' || e.options === null || typeof e.options !== 'object') return;
    const key = `${String(e.plugin)}@${typeof e.id === 'string' ? e.id : 'default'}`;
    const lists = takeMarkdownPlugins(e.options as Record<string, unknown>, `plugins[${i}].options`, warn);
    if (lists) markdownPlugins.set(key, { ...lists, siteDir });
    const editUrl = takeEditUrlFunction(String(e.plugin), e.options as Record<string, unknown>);
    if (editUrl) editUrlFunctions.set(key, editUrl);
  });
  return { markdownPlugins, editUrlFunctions };
}

function validated(raw: unknown, configFile: string, options: ValidateSiteConfigOptions = {}): LoadedConfig {
  return { config: validateSiteConfig(raw, configFile, options), configFile, configWarnings: siteConfigWarnings(raw, configFile, options), markdownPlugins: new Map(), editUrlFunctions: new Map() };
}

/**
 * Each `customCss` and `clientModules` file must exist, as Docusaurus requires (it resolves them
 * when it loads the config), so a wrong path is named here rather than by the bundler.
 */
function assertFilesExist(root: string, loaded: LoadedConfig): LoadedConfig {
  const missing = (key: 'customCss' | 'clientModules', what: string) =>
    loaded.config[key]
      .filter((rel) => !existsSync(path.join(root, rel)))
      .map((rel) => ({ level: 'error' as const, code: 'config/missing-file', message: `The ${what} "${rel}" set in ${key} does not exist.`, file: loaded.configFile }));
  const problems = [...missing('customCss', 'stylesheet'), ...missing('clientModules', 'module')];
  if (problems.length > 0) throw new CompileError(problems);
  return loaded;
}

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** The config module's export: its default export (or the module), called when it is a function. */
async function evaluateConfig(abs: string, configFile: string): Promise<unknown> {
  const mod = (await importUserModule(abs, configFile, 'config/load-failed')) as { default?: unknown } | null;
  const exported = mod !== null && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
  if (typeof exported !== 'function') return exported;
  try {
    return await (exported as () => unknown)();
  } catch (error) {
    throw userCodeError(error, abs, configFile, 'config/load-failed');
  }
}
