/**
 * Diagnostics are data first, text second (as unified's VFileMessage): every problem the
 * compiler finds is a {@link Diagnostic} in the graph, and is also printed on stderr by the CLI.
 */

/** How bad a diagnostic is. `error` fails the build; `warning` and `info` do not. */
export type DiagnosticLevel = 'error' | 'warning' | 'info';

/** One problem found while loading or compiling a site. */
export interface Diagnostic {
  /** Severity: `error` fails the build. */
  level: DiagnosticLevel;
  /** Stable machine-readable rule id, e.g. `frontmatter/invalid-yaml`, `sidebars/unknown-doc`. */
  code: string;
  /** Human-readable message; says what is wrong and, where possible, how to fix it. */
  message: string;
  /** File the problem is in, posix path relative to the site folder. */
  file?: string;
  /** 1-based line in `file`, where known. */
  line?: number;
  /** 1-based column in `file`, where known. */
  column?: number;
}

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
