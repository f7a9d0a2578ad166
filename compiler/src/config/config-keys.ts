import { closest, distance } from 'fastest-levenshtein';
import type { Diagnostic } from '../diagnostics/index.js';

/**
 * Top-level options of Docusaurus 3.7's `docusaurus.config.js` (its `ConfigSchema`; the API page
 * "docusaurus.config.js"). Docusaurus rejects any other top-level key.
 */
const DOCUSAURUS_OPTIONS: readonly string[] = [
  'title', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'i18n', 'future', 'noIndex', 'onBrokenLinks', 'onBrokenAnchors',
  'onBrokenMarkdownLinks', 'onDuplicateRoutes', 'tagline', 'organizationName', 'projectName', 'deploymentBranch', 'githubHost',
  'githubPort', 'themeConfig', 'plugins', 'themes', 'presets', 'markdown', 'customFields', 'staticDirectories', 'headTags',
  'scripts', 'clientModules', 'ssrTemplate', 'stylesheets', 'titleDelimiter', 'baseUrlIssueBanner', 'webpack',
];

/** Docusaurus options that change nothing sitegraph builds (deployment, theme packages): accepted silently. */
const WITHOUT_EFFECT: readonly string[] = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'];

/** How far (edit distance) a name may be from a known one to be offered as "did you mean". */
const MAX_SUGGESTION_DISTANCE = 3;

/** What {@link optionKeyDiagnostics} checks one options object against. */
export interface OptionKeyRules {
  /** The config file, for the diagnostics. */
  file: string;
  /** Where the object is, prefixed to the key in messages (`''` for the top level, else e.g. `plugins[1].options.`). */
  where: string;
  /** Every option Docusaurus accepts in this object. */
  docusaurus: readonly string[];
  /** The options sitegraph reads (its schema's keys). */
  implemented: readonly string[];
  /** Docusaurus options that change nothing sitegraph builds: accepted silently. */
  withoutEffect?: readonly string[];
  /** Level of an unknown key (see {@link configKeyDiagnostics}). */
  strictness: 'error' | 'warning';
  /** Sentence appended to an unknown-key message (where data of one's own belongs). */
  advice?: string;
}

/**
 * Checks the keys of one options object (issue #13 item 11, as Docusaurus's own validation
 * does): a key Docusaurus does not know is an error (or a warning, per `strictness`) suggesting
 * the nearest known name ("did you mean …?"); a Docusaurus option sitegraph does not implement is
 * a warning that says it is ignored. Non-objects give nothing (the schema reports them).
 *
 * @returns diagnostics in the order of the keys
 */
export function optionKeyDiagnostics(raw: unknown, rules: OptionKeyRules): Diagnostic[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const known = [...new Set([...rules.docusaurus, ...rules.implemented])].sort();
  const out: Diagnostic[] = [];
  for (const key of Object.keys(raw)) {
    if (rules.implemented.includes(key) || rules.withoutEffect?.includes(key)) continue;
    const name = `${rules.where}${key}`;
    if (rules.docusaurus.includes(key)) {
      out.push({ level: 'warning', code: 'config/unsupported-option', message: `"${name}" is a Docusaurus option sitegraph does not implement; it is ignored.`, file: rules.file });
      continue;
    }
    const near = closest(key, known);
    const hint = near !== undefined && distance(key.toLowerCase(), near.toLowerCase()) <= MAX_SUGGESTION_DISTANCE ? ` Did you mean "${rules.where}${near}"?` : '';
    out.push({
      level: rules.strictness,
      code: 'config/unknown-option',
      message: `Unknown option "${name}".${hint}${rules.advice ? ` ${rules.advice}` : ''}`,
      file: rules.file,
    });
  }
  return out;
}

/**
 * Checks the top-level keys of a raw site config with {@link optionKeyDiagnostics}, pointing at
 * `customFields` for data of one's own.
 *
 * @param raw the parsed `site.json` or the `sitegraph.config.ts` export
 * @param file the config file, for the diagnostics
 * @param implemented the options sitegraph reads (the keys of its config schema)
 * @param strictness the level of an unknown key: `error` for an authored config
 *   (`sitegraph.config.ts`), `warning` for `site.json`, an interchange extract of a Docusaurus
 *   config that tools (corpus exporters, generators) annotate with keys of their own
 * @returns errors and warnings, in the order of the keys
 */
export function configKeyDiagnostics(raw: unknown, file: string, implemented: readonly string[], strictness: 'error' | 'warning' = 'error'): Diagnostic[] {
  return optionKeyDiagnostics(raw, { file, where: '', docusaurus: DOCUSAURUS_OPTIONS, implemented, withoutEffect: WITHOUT_EFFECT, strictness, advice: 'Put data of your own in "customFields".' });
}
