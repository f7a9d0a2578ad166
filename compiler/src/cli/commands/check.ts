import { compileAsync } from '../../api/compile-site.js';
import { loadSite } from '../../content/index.js';
import { printDiagnostics } from '../print-diagnostics.js';

/**
 * `sitegraph check [siteDir]`: compile without writing, print every diagnostic; exit code 1
 * when there are errors (they throw as CompileError and are printed by the caller), else 0.
 */
export async function checkCommand(siteDir: string, verbose: boolean): Promise<number> {
  const input = await loadSite(siteDir);
  const { graph } = await compileAsync(input);
  printDiagnostics(graph.diagnostics, verbose);
  const warnings = graph.diagnostics.filter((d) => d.level === 'warning').length;
  process.stdout.write(`${graph.routesPaths.length} routes, 0 errors, ${warnings} warnings\n`);
  return 0;
}
