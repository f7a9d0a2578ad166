import { parseArgs } from 'node:util';
import { isCompileError } from '../diagnostics/index.js';
import { printDiagnostics, printFailure } from './print-diagnostics.js';
import { parseJobs } from './parse-jobs.js';
import { parsePort } from './parse-port.js';
import { commandUsage, usage } from './usage.js';
import { UsageError } from './usage-error.js';
import { COMPILER_VERSION } from '../version.js';

// Each command is imported when it runs: start-up pays only for the modules it uses.

/** What the process running the CLI offers it (see `bin/sitegraph.js`). */
export interface CliHost {
  /** V8's full garbage collection, for `build`'s stage boundaries (`BuildOptions.collectGarbage`). */
  collectGarbage?: () => void;
}

/**
 * Runs the `sitegraph` command line (DESIGN.md "CLI contract") and returns the exit code:
 * 0 success (and `--help`, `-h`, `help [command]`, `--version`), 1 compile errors or failed
 * conformance, 2 usage errors (no or unknown command, unknown option, an option's bad value).
 */
export async function main(argv: readonly string[], host: CliHost = {}): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) return usageFailure('No command given.', usage());
  if (command === '--help' || command === '-h') return printed(usage());
  if (command === '--version') return printed(`${COMPILER_VERSION}\n`);
  if (command === 'help') {
    const text = rest[0] === undefined ? usage() : commandUsage(rest[0]);
    return text === null ? usageFailure(`Unknown command "${rest[0]}".`, usage()) : printed(text);
  }
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
        locale: { type: 'string', multiple: true },
        'batch-size': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', default: false },
      },
    });
    if (values.version) return printed(`${COMPILER_VERSION}\n`);
    if (values.help) {
      const text = commandUsage(command);
      return text === null ? usageFailure(`Unknown command "${command}".`, usage()) : printed(text);
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
          locales: values.locale,
        });
      case 'serve':
        return await (await import('./commands/serve.js')).serveCommand(positionals[0] ?? 'dist', parsePort(values.port));
      case 'dev':
        return await (await import('./commands/dev.js')).devCommand(siteDir, parsePort(values.port), values.verbose, lastLocale(values.locale));
      case 'check':
        return await (await import('./commands/check.js')).checkCommand(siteDir, values.verbose);
      case 'search': {
        if (positionals[0] !== 'push') {
          return usageFailure(`Unknown search command "${positionals[0] ?? ''}".`, commandUsage('search')!);
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
          return usageFailure('conformance needs <corpusDir> and --expected <golden.json>.', commandUsage('conformance')!);
        }
        return await (await import('./commands/conformance.js')).conformanceCommand({
          corpusDir: positionals[0],
          expected: values.expected,
          json: values.json,
          sections: values.sections,
          emit: values.emit,
          locale: lastLocale(values.locale),
        });
      default:
        return usageFailure(`Unknown command "${command}".`, usage());
    }
  } catch (error) {
    if (isCompileError(error)) {
      printDiagnostics(error.diagnostics, true);
      process.stderr.write(`Build failed with ${error.diagnostics.length} error(s); nothing was written.\n`);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      return usageFailure(error.message, commandUsage(command) ?? usage());
    }
    if (error instanceof UsageError) {
      printFailure(error, verbose);
      process.stderr.write(`Run "sitegraph ${command} --help" for its usage.\n`);
      return 2;
    }
    printFailure(error, verbose);
    return 1;
  }
}

/** The locale of a command that serves or checks one (`dev`, `conformance`): the last `--locale` given. */
function lastLocale(values: readonly string[] | undefined): string | undefined {
  return values && values.length > 0 ? values[values.length - 1] : undefined;
}

/** Writes `text` to stdout (help, version): exit code 0. */
function printed(text: string): number {
  process.stdout.write(text);
  return 0;
}

/** Writes a usage error and the usage that applies to stderr: exit code 2. */
function usageFailure(message: string, usageText: string): number {
  process.stderr.write(`${message}\n${usageText}`);
  return 2;
}
