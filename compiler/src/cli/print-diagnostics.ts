import { formatDiagnostic, type Diagnostic } from '../diagnostics/index.js';

/** Writes diagnostics to stderr, one line each (errors and warnings; info only when verbose). */
export function printDiagnostics(diagnostics: readonly Diagnostic[], verbose = false): void {
  for (const d of diagnostics) {
    if (d.level === 'info' && !verbose) continue;
    process.stderr.write(`${formatDiagnostic(d)}\n`);
  }
}
