import { CompileError, errorDiagnostic } from '../diagnostics/index.js';

/** Whether `error` is V8's stack overflow (`RangeError: Maximum call stack size exceeded`). */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/**
 * The error for a file whose nesting (block quotes, lists, elements inside one another) is too
 * deep to compile: a one-line diagnostic naming the file instead of a stack trace. Null when
 * `error` is something else.
 */
export function nestingError(error: unknown, file: string): CompileError | null {
  if (!isStackOverflow(error)) return null;
  return new CompileError([
    errorDiagnostic('markdown/too-deeply-nested', 'The Markdown is nested too deeply to compile (block quotes, lists or elements inside one another thousands of levels deep); flatten it.', { file }),
  ]);
}
