import { CompileError, compareDiagnostics, type Diagnostic } from './diagnostic.js';

/**
 * Gathers the errors of work done file by file, so that a build reports every file's errors
 * at once (issue #13 item 10) instead of stopping at the first: `attempt` runs a step and
 * keeps the diagnostics of a {@link CompileError} it throws (other errors pass through);
 * `throwIfAny` then throws one CompileError holding all of them, sorted by file and line.
 */
export class ErrorCollector {
  readonly errors: Diagnostic[] = [];

  /** Runs `step`; returns its result, or undefined when it threw a CompileError (kept). */
  attempt<T>(step: () => T): T | undefined {
    try {
      return step();
    } catch (error) {
      if (!(error instanceof CompileError)) throw error;
      this.errors.push(...error.diagnostics);
      return undefined;
    }
  }

  /** Throws a CompileError with every diagnostic kept, when there is one. */
  throwIfAny(): void {
    if (this.errors.length > 0) throw new CompileError([...this.errors].sort(compareDiagnostics));
  }
}
