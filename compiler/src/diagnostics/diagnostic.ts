/**
 * Diagnostics are data first, text second (as unified's VFileMessage): every problem the
 * compiler finds is a {@link Diagnostic} in the graph, and is also printed on stderr by the CLI.
 */

import type { z } from 'zod';
import type { diagnosticSchema } from '../graph/diagnostics-section.js';

/** How bad a diagnostic is. `error` fails the build; `warning` and `info` do not. */
export type DiagnosticLevel = Diagnostic['level'];

/**
 * One problem found while loading or compiling a site: level, stable `code` (e.g.
 * `frontmatter/invalid-yaml`), message, and the site-relative file with 1-based line and column
 * where known (`z.infer` of the graph's diagnostic schema).
 */
export type Diagnostic = z.infer<typeof diagnosticSchema>;

/**
 * Thrown when compilation cannot produce a correct graph. Carries every error found, so a
 * user sees all problems at once; nothing is written when it is thrown.
 */
export class CompileError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'CompileError';
    this.diagnostics = diagnostics;
  }
}

/**
 * Whether `error` is a {@link CompileError}, also one made by another copy of this package (the
 * runtime's build throws the one of the `@sitegraph/compiler` it imports, which the bundled CLI
 * does not share).
 */
export function isCompileError(error: unknown): error is CompileError {
  return error instanceof CompileError || (error instanceof Error && error.name === 'CompileError' && Array.isArray((error as Partial<CompileError>).diagnostics));
}

/** Builds an error-level diagnostic; the common case when throwing {@link CompileError}. */
export function errorDiagnostic(
  code: string,
  message: string,
  place: { file?: string; line?: number; column?: number } = {},
): Diagnostic {
  return { level: 'error', code, message, ...definedOnly(place) };
}

/** Throws a {@link CompileError} holding one error diagnostic. */
export function fail(
  code: string,
  message: string,
  place: { file?: string; line?: number; column?: number } = {},
): never {
  throw new CompileError([errorDiagnostic(code, message, place)]);
}

/**
 * Formats a diagnostic as one line for a terminal: `file:line:column: level [code] message`.
 * Place parts that are unknown are left out.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.file
    ? `${d.file}${d.line !== undefined ? `:${d.line}` : ''}${d.line !== undefined && d.column !== undefined ? `:${d.column}` : ''}: `
    : '';
  return `${place}${d.level} [${d.code}] ${d.message}`;
}

/** Orders diagnostics deterministically: by file, line, column, code, then message. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    cmp(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    cmp(a.code, b.code) ||
    cmp(a.message, b.message)
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
