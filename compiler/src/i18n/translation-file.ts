import { CompileError, errorDiagnostic, fail, type Diagnostic } from '../diagnostics/index.js';
import { parseJsonFile } from '../json/parse-json-file.js';
import { locateJsonPath } from '../sidebars/json-locations.js';

/** Messages of one translation file by key (`{"<key>": {"message": "…", "description": "…"}}` → key → message). */
export type TranslationMessages = ReadonlyMap<string, string>;

/**
 * Parses a Docusaurus JSON translation file (`code.json`, `current.json`,
 * `docusaurus-theme-classic/navbar.json`, `options.json`, …): an object whose every value is
 * `{message, description?}`, as `docusaurus write-translations` writes them. SPEC §5: a
 * translation declaration needs both its id (the key) and its message.
 *
 * @param text the file's text
 * @param file the site-relative path, named in errors
 * @returns the messages by key, in the file's order
 * @throws CompileError `i18n/invalid-json` (syntax error, with line), `i18n/invalid-translation-file`
 *   when the file is not an object, `i18n/missing-message` for every entry without a string
 *   `message` (or with an empty key), each at its line
 */
export function parseTranslationFile(text: string, file: string): TranslationMessages {
  const value = parseJsonFile(text, file, 'i18n/invalid-json');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fail('i18n/invalid-translation-file', 'A translation file must be a JSON object of {"<id>": {"message": "…"}} entries.', { file, line: 1 });
  }
  const messages = new Map<string, string>();
  const errors: Diagnostic[] = [];
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const message = entry !== null && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
    if (key === '' || typeof message !== 'string') {
      const what = key === '' ? 'has an empty id' : `"${key}" has no string "message"`;
      errors.push(errorDiagnostic('i18n/missing-message', `Translation ${what}: a translation needs both an id and a message.`, { file, line: locateJsonPath(text, [key]) }));
      continue;
    }
    messages.set(key, message);
  }
  if (errors.length > 0) throw new CompileError(errors);
  return messages;
}
