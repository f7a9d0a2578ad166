import type { ReportingSeverity } from '../config/index.js';
import { CompileError, type Diagnostic } from '../diagnostics/index.js';

/** A problem to report at the severity an option chose. */
export interface Reportable {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

/**
 * Reports a problem as a `on…` option (`onInlineAuthors`, `onUntruncatedBlogPosts`) asks, as
 * Docusaurus's `logger.report(severity)`: `ignore` → nothing, `log` → an info diagnostic,
 * `warn` → a warning, `throw` → a CompileError.
 *
 * @returns the diagnostics to keep (none or one)
 * @throws CompileError with the problem as an error when the severity is `throw`
 */
export function report(severity: ReportingSeverity, problem: Reportable): Diagnostic[] {
  if (severity === 'ignore') return [];
  const diagnostic: Diagnostic = {
    level: severity === 'throw' ? 'error' : severity === 'log' ? 'info' : 'warning',
    code: problem.code,
    message: problem.message,
  };
  if (problem.file !== undefined) diagnostic.file = problem.file;
  if (problem.line !== undefined) diagnostic.line = problem.line;
  if (diagnostic.level === 'error') throw new CompileError([diagnostic]);
  return [diagnostic];
}
