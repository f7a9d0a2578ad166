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

/**
 * Checks the top-level keys of a raw site config (issue #13 item 11, as Docusaurus's own
 * validation does): a key Docusaurus does not know is an error that suggests the nearest known
 * name ("did you mean …?") and points at `customFields` for data of one's own; a Docusaurus
 * option sitegraph does not implement is a warning that says it is ignored.
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
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const known = [...new Set([...DOCUSAURUS_OPTIONS, ...implemented])].sort();
  const out: Diagnostic[] = [];
  for (const key of Object.keys(raw)) {
    if (implemented.includes(key) || WITHOUT_EFFECT.includes(key)) continue;
    if (DOCUSAURUS_OPTIONS.includes(key)) {
      out.push({ level: 'warning', code: 'config/unsupported-option', message: `"${key}" is a Docusaurus option sitegraph does not implement; it is ignored.`, file });
      continue;
    }
    const near = closest(key, known);
    const hint = distance(key.toLowerCase(), near.toLowerCase()) <= MAX_SUGGESTION_DISTANCE ? ` Did you mean "${near}"?` : '';
    out.push({
      level: strictness === 'error' ? 'error' : 'warning',
      code: 'config/unknown-option',
      message: `Unknown option "${key}".${hint} Put data of your own in "customFields".`,
      file,
    });
  }
  return out;
}
