import { compareDiagnostics, formatDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { isUserError } from '../safety/index.js';

/**
 * Writes diagnostics to stderr, one line each (errors and warnings; info only when verbose),
 * sorted by file, line and column so all of a build's problems read as one list.
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], verbose = false): void {
  for (const d of [...diagnostics].sort(compareDiagnostics)) {
    if (d.level === 'info' && !verbose) continue;
    process.stderr.write(`${formatDiagnostic(d)}\n`);
  }
}

/**
 * Prints an error that ended a command: a {@link UserError} (or a file-system error naming its
 * path) as one line; anything else is an internal error, printed as a short message asking
 * for a report, with the stack trace only when `verbose`.
 */
export function printFailure(error: unknown, verbose: boolean): void {
  const e = error instanceof Error ? error : new Error(String(error));
  if (isUserError(e)) {
    process.stderr.write(`error [${e.code}] ${e.message}\n`);
    return;
  }
  const sys = e as NodeJS.ErrnoException;
  if (typeof sys.code === 'string' && typeof sys.path === 'string' && /^E[A-Z]+$/.test(sys.code)) {
    process.stderr.write(`error [fs/${sys.code.toLowerCase()}] ${sys.path}: ${e.message}\n`);
  } else {
    process.stderr.write(
      `error [internal] ${e.message.split('\n')[0]}\nThis is a bug in sitegraph: please report it to its maintainers with the command you ran` +
        `${verbose ? '' : ' (run again with --verbose to include the stack trace)'}.\n`,
    );
  }
  if (verbose && e.stack) process.stderr.write(`${e.stack}\n`);
}
