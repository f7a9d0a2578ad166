import { parseArgs } from 'node:util';
import { CompileError } from '../diagnostics/index.js';
import { printDiagnostics, printFailure } from './print-diagnostics.js';
import { parseJobs } from './parse-jobs.js';
import { parsePort } from './parse-port.js';

// Each command is imported when it runs: start-up pays only for the modules it uses.

const USAGE = `Usage:
  sitegraph build [siteDir=.] [--out dist] [--graph-only] [--search-records] [--no-cache] [--continue-on-error] [--force] [--jobs N] [--verbose]
  sitegraph serve [dist] [--port 3000]
  sitegraph dev [siteDir=.] [--port 3000] [--verbose]
  sitegraph check [siteDir=.] [--verbose]
  sitegraph search push [dist|siteDir=dist] [--index NAME] [--host URL]... [--batch-size N]   (ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY)
  sitegraph conformance <corpusDir> --expected <golden.json> [--json] [--sections a,b] [--emit out.json]
`;

/** What the process running the CLI offers it (see `bin/sitegraph.js`). */
export interface CliHost {
  /** V8's full garbage collection, for `build`'s stage boundaries (`BuildOptions.collectGarbage`). */
  collectGarbage?: () => void;
}

/**
 * Runs the `sitegraph` command line (DESIGN.md "CLI contract") and returns the exit code:
 * 0 success, 1 compile errors or failed conformance, 2 usage errors.
 */
export async function main(argv: readonly string[], host: CliHost = {}): Promise<number> {
  const [command, ...rest] = argv;
  const verbose = rest.includes('--verbose');
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: {
        out: { type: 'string', default: 'dist' },
        port: { type: 'string', default: '3000' },
        jobs: { type: 'string' },
        'graph-only': { type: 'boolean', default: false },
        'search-records': { type: 'boolean', default: false },
        'no-cache': { type: 'boolean', default: false },
        'continue-on-error': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        expected: { type: 'string' },
        json: { type: 'boolean', default: false },
        sections: { type: 'string' },
        emit: { type: 'string' },
        index: { type: 'string' },
        host: { type: 'string', multiple: true },
        'batch-size': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help || !command || command === 'help') {
      process.stdout.write(USAGE);
      return command ? 0 : 2;
    }
    const siteDir = positionals[0] ?? '.';
    switch (command) {
      case 'build':
        return await (await import('./commands/build.js')).buildCommand({
          siteDir,
          outDir: values.out,
          graphOnly: values['graph-only'],
          searchRecords: values['search-records'],
          verbose: values.verbose,
          cache: !values['no-cache'],
          continueOnError: values['continue-on-error'],
          force: values.force,
          jobs: values.jobs === undefined ? undefined : parseJobs(values.jobs),
          collectGarbage: host.collectGarbage,
        });
      case 'serve':
        return await (await import('./commands/serve.js')).serveCommand(positionals[0] ?? 'dist', parsePort(values.port));
      case 'dev':
        return await (await import('./commands/dev.js')).devCommand(siteDir, parsePort(values.port), values.verbose);
      case 'check':
        return await (await import('./commands/check.js')).checkCommand(siteDir, values.verbose);
      case 'search': {
        if (positionals[0] !== 'push') {
          process.stderr.write(`Unknown search command "${positionals[0] ?? ''}".\n${USAGE}`);
          return 2;
        }
        return await (await import('./commands/search-push.js')).searchPushCommand({
          dir: positionals[1] ?? 'dist',
          indexName: values.index,
          hosts: values.host ?? [],
          batchSize: values['batch-size'] === undefined ? undefined : parseJobs(values['batch-size'], '--batch-size', 'a record count'),
          env: process.env,
          out: (line) => process.stdout.write(`${line}\n`),
        });
      }
      case 'conformance':
        if (!positionals[0] || !values.expected) {
          process.stderr.write(`conformance needs <corpusDir> and --expected <golden.json>\n${USAGE}`);
          return 2;
        }
        return await (await import('./commands/conformance.js')).conformanceCommand({
          corpusDir: positionals[0],
          expected: values.expected,
          json: values.json,
          sections: values.sections,
          emit: values.emit,
        });
      default:
        process.stderr.write(`Unknown command "${command}".\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof CompileError) {
      printDiagnostics(error.diagnostics, true);
      process.stderr.write(`Build failed with ${error.diagnostics.length} error(s); nothing was written.\n`);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${error.message}\n${USAGE}`);
      return 2;
    }
    printFailure(error, verbose);
    return 1;
  }
}
