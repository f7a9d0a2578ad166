import { z } from 'zod';
import { CompileError, type Diagnostic } from '../diagnostics/index.js';
import { configKeyDiagnostics } from './config-keys.js';
import { pluginOptionKeyDiagnostics } from './plugin-option-keys.js';
import { siteConfigSchema, type SiteConfig } from './site-config.js';

/** Options of {@link validateSiteConfig} and {@link siteConfigWarnings}. */
export interface ValidateSiteConfigOptions {
  /**
   * Where each `plugins` entry came from in the config the user wrote, for messages (a
   * `docusaurus.config.*` mapped by `mapDocusaurusConfig`: `presets[0].docs`, `plugins[2][1]`).
   */
  pluginLabels?: readonly string[];
}

/**
 * Validates raw site configuration data and applies every default.
 *
 * Plugin options get their ids copied from the instance (`options.id === id`), and every
 * problem is reported at once.
 *
 * @param raw the parsed `site.json` or the default export of `sitegraph.config.ts`
 * @param file config file name relative to the site folder, for errors
 * @param options labels of the plugin entries for messages
 * @throws CompileError `config/invalid` with one diagnostic per problem, each naming the option
 *   path, and `config/unknown-option` for each key of `sitegraph.config.ts` (top level and plugin
 *   options) that Docusaurus does not know (a warning in `site.json`: {@link siteConfigWarnings})
 */
export function validateSiteConfig(raw: unknown, file: string, options: ValidateSiteConfigOptions = {}): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  const unknownKeys = keyDiagnostics(raw, file, options).filter((d) => d.level === 'error');
  if (!result.success || unknownKeys.length > 0) {
    throw new CompileError([...unknownKeys, ...(result.success ? [] : result.error.issues.map((issue) => issueToDiagnostic(issue, file)))]);
  }
  const config = result.data;
  for (const p of config.plugins) p.options.id = p.id;
  const seen = new Set<string>();
  const duplicates: Diagnostic[] = [];
  for (const p of config.plugins) {
    const key = `${p.plugin}@${p.id}`;
    if (seen.has(key)) {
      duplicates.push({
        level: 'error',
        code: 'config/duplicate-plugin-id',
        message: `Two "${p.plugin}" plugin instances have the id "${p.id}"; give each instance a unique id.`,
        file,
      });
    }
    seen.add(key);
  }
  if (duplicates.length) throw new CompileError(duplicates);
  return config;
}

function issueToDiagnostic(issue: z.core.$ZodIssue, file: string): Diagnostic {
  const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
  return { level: 'error', code: 'config/invalid', message: `${where}: ${issue.message}`, file };
}

/** The top-level options sitegraph reads. */
const SITEGRAPH_OPTIONS: readonly string[] = Object.keys(siteConfigSchema.shape);

/**
 * The warnings of a raw site config that validated: each Docusaurus option sitegraph does not
 * implement, and in `site.json` each key Docusaurus does not know (see `configKeyDiagnostics`),
 * so none is dropped silently.
 */
export function siteConfigWarnings(raw: unknown, file: string, options: ValidateSiteConfigOptions = {}): Diagnostic[] {
  return keyDiagnostics(raw, file, options).filter((d) => d.level === 'warning');
}

/** The key checks of the top level and of every plugin's options. */
function keyDiagnostics(raw: unknown, file: string, options: ValidateSiteConfigOptions): Diagnostic[] {
  const strictness = strictnessOf(file);
  return [...configKeyDiagnostics(raw, file, SITEGRAPH_OPTIONS, strictness), ...pluginOptionKeyDiagnostics(raw, file, strictness, options.pluginLabels)];
}

/** Unknown keys are errors in an authored config, warnings in a `site.json` extract (see `configKeyDiagnostics`). */
function strictnessOf(file: string): 'error' | 'warning' {
  return file.endsWith('site.json') ? 'warning' : 'error';
}
