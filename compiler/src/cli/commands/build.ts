import path from 'node:path';
import { buildNaming } from '../../api/build-site.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Options of `sitegraph build`. */
export interface BuildCommandOptions {
  siteDir: string;
  outDir: string;
  graphOnly: boolean;
  /** Also write `search/records.json` in a full build (`--search-records`; graph-only builds always do). */
  searchRecords?: boolean;
  verbose: boolean;
  /** Read and write the parse cache (default true; `--no-cache` turns it off). */
  cache: boolean;
  /** Write what compiles even when some files fail (exit code 1 all the same). */
  continueOnError: boolean;
  /** Replace a non-empty output folder that sitegraph did not write (`--force`). */
  force?: boolean;
  /** Threads to use (`--jobs`): Markdown workers beside the main thread, prerender workers (default: the machine's). */
  jobs?: number;
  /** V8's full garbage collection, when the process exposes it (`BuildOptions.collectGarbage`). */
  collectGarbage?: () => void;
  /** Locales to build (`--locale`, repeatable; default every locale of `i18n.locales`). */
  locales?: readonly string[];
}

/**
 * `sitegraph build [siteDir] [--out dist] [--graph-only]`: the public {@link build} with its
 * diagnostics, warnings and a summary printed. Returns the process exit code: 1 when the graph
 * holds errors (`--continue-on-error`), else 0; compile errors otherwise throw CompileError
 * (nothing written) for the caller to print. An up-to-date graph-only build prints what the
 * build it repeats printed and returns that build's exit code.
 */
export async function buildCommand(o: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  // No option names: refusals of the output folder speak of the flags, --out and --force.
  const result = await buildNaming(o.siteDir, {
    outDir: o.outDir,
    graphOnly: o.graphOnly,
    searchRecords: o.searchRecords,
    cache: o.cache,
    continueOnError: o.continueOnError,
    force: o.force,
    jobs: o.jobs,
    collectGarbage: o.collectGarbage,
    ...(o.locales && o.locales.length > 0 ? { locales: o.locales } : {}),
    onDiagnostics: (diagnostics) => printDiagnostics(diagnostics, o.verbose),
  });
  for (const w of result.warnings) process.stderr.write(`warning ${w}\n`);
  const locales = result.locales ? ` (locales ${result.locales.map((l) => `${l.locale}: ${l.routes}`).join(', ')})` : '';
  if (o.verbose && !o.graphOnly) process.stdout.write(`Prerendered ${result.pages} pages (${JSON.stringify(result.timings)})\n`);
  const errors = result.diagnostics.filter((d) => d.level === 'error').length;
  const note = result.upToDate
    ? `parsed 0 of ${result.cacheEntries} Markdown files, up to date (build record ${result.recordFile})`
    : `parsed ${result.parsed} of ${result.cacheEntries} Markdown files${result.cacheFile ? `, cache ${result.cacheFile}` : ', cache off'}`;
  process.stdout.write(
    `Compiled ${result.routes} routes${locales} to ${path.relative(process.cwd(), result.outDir) || '.'} in ${Math.round(performance.now() - started)} ms` +
      (o.verbose ? ` (${note})` : '') +
      (errors ? `; ${errors} file error(s) skipped` : '') +
      '\n',
  );
  return errors ? 1 : 0;
}
