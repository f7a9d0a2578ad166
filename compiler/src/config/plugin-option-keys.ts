import type { Diagnostic } from '../diagnostics/index.js';
import { blogOptionsSchema, feedOptionsSchema } from './blog-options.js';
import { optionKeyDiagnostics } from './config-keys.js';
import { docsOptionsSchema } from './docs-options.js';
import {
  DOCUSAURUS_BLOG_OPTIONS,
  DOCUSAURUS_DOCS_OPTIONS,
  DOCUSAURUS_FEED_OPTIONS,
  DOCUSAURUS_PAGES_OPTIONS,
} from './docusaurus-plugin-options.js';
import { pagesOptionsSchema } from './pages-options.js';
import { isRecord } from '../json/is-record.js';

/** Docusaurus's option names and sitegraph's schema keys, per plugin kind of the site config. */
const PLUGIN_RULES: Record<string, { docusaurus: readonly string[]; implemented: readonly string[] }> = {
  'content-docs': { docusaurus: DOCUSAURUS_DOCS_OPTIONS, implemented: Object.keys(docsOptionsSchema.shape) },
  'content-blog': { docusaurus: DOCUSAURUS_BLOG_OPTIONS, implemented: Object.keys(blogOptionsSchema.shape) },
  'content-pages': { docusaurus: DOCUSAURUS_PAGES_OPTIONS, implemented: Object.keys(pagesOptionsSchema.shape) },
};


/**
 * The option-key diagnostics of every plugin instance of a raw site config (`plugins[i].options`,
 * and blog `feedOptions` inside them; docs `versions.<name>` are strict in the schema itself): unknown keys with "did you
 * mean", Docusaurus options sitegraph ignores as warnings (see `optionKeyDiagnostics`). Entries of
 * a plugin kind sitegraph does not know are left to the schema.
 *
 * @param raw the parsed site config
 * @param file the config file, for the diagnostics
 * @param strictness level of an unknown key (`error` in `sitegraph.config.ts`, `warning` in `site.json`)
 * @param labels where each plugin entry came from in the config the user wrote (for a
 *   `docusaurus.config.*`, `presets[0].docs`), used in messages instead of `plugins[i].options`
 */
export function pluginOptionKeyDiagnostics(raw: unknown, file: string, strictness: 'error' | 'warning', labels?: readonly string[]): Diagnostic[] {
  if (!isRecord(raw) || !Array.isArray(raw.plugins)) return [];
  const out: Diagnostic[] = [];
  raw.plugins.forEach((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.plugin !== 'string' || !isRecord(entry.options)) return;
    const rules = PLUGIN_RULES[entry.plugin];
    if (!rules) return;
    const where = labels?.[index] !== undefined ? `${labels[index]}.` : `plugins[${index}].options.`;
    out.push(...optionKeyDiagnostics(entry.options, { file, where, strictness, ...rules }));
    if (entry.plugin === 'content-blog') {
      out.push(...optionKeyDiagnostics(entry.options.feedOptions, { file, where: `${where}feedOptions.`, strictness, docusaurus: DOCUSAURUS_FEED_OPTIONS, implemented: Object.keys(feedOptionsSchema.shape) }));
    }
  });
  return out;
}
