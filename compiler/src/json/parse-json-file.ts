import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { fail } from '../diagnostics/index.js';

/** Readable names of jsonc-parser's error codes (`PropertyNameExpected` → `property name expected`). */
function describe(error: ParseError): string {
  return printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** 1-based line and column of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/**
 * Parses a JSON file of the site (`site.json`, `versions.json`, a sidebars file). A syntax error
 * is a diagnostic at the line and column of the first problem (JSON.parse gives at best a
 * character offset), found by jsonc-parser in strict mode; valid files take JSON.parse's fast path.
 *
 * @param file site-relative path, for the diagnostic
 * @param code the diagnostic code, e.g. `config/invalid-json`
 * @throws CompileError `code` naming file, line, column and what is wrong
 */
export function parseJsonFile(text: string, file: string, code: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const errors: ParseError[] = [];
    parse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    const first = errors[0];
    if (!first) fail(code, `${file} is not valid JSON: ${(error as Error).message}`, { file });
    const at = lineAndColumn(text, first.offset);
    return fail(code, `${file} is not valid JSON: ${describe(first)}.`, { file, ...at });
  }
}
