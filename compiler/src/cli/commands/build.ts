import path from 'node:path';
import { compile } from '../../compile.js';
import { loadSite } from '../../content/index.js';
import { writeOutput } from '../../output/index.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Options of `sitegraph build`. */
export interface BuildCommandOptions {
  siteDir: string;
  outDir: string;
  graphOnly: boolean;
  verbose: boolean;
}

/**
 * `sitegraph build [siteDir] [--out dist] [--graph-only]`: load, compile, write `graph.json`
 * and the per-route files. Returns the process exit code (errors throw CompileError).
 */
export async function buildCommand(o: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const input = await loadSite(o.siteDir);
  const result = compile(input);
  printDiagnostics(result.graph.diagnostics, o.verbose);
  if (!o.graphOnly) {
    process.stderr.write('The full build (client bundle and prerender) is not available yet: use --graph-only.\n');
    return 2;
  }
  await writeOutput(o.outDir, result.files);
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `Compiled ${result.graph.routesPaths.length} routes to ${path.relative(process.cwd(), path.resolve(o.outDir)) || '.'} in ${ms} ms\n`,
  );
  return 0;
}
