import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMain, type MainRun } from './run-main.test-support.js';
import { COMMAND_USAGE } from './usage.js';

const PACKAGE_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** What `main(argv)` wrote to stdout and stderr, and its exit code. */
function run(...argv: string[]): Promise<MainRun> {
  return runMain(argv);
}

describe('sitegraph CLI conventions (in-process main)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([['--help'], ['-h'], ['help']])('%s prints every command\'s usage on stdout and exits 0', async (flag) => {
    const r = await run(flag);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const command of Object.keys(COMMAND_USAGE)) expect(r.stdout).toContain(`sitegraph ${command}`);
  });

  it.each(Object.keys(COMMAND_USAGE).flatMap((command) => [[command, '--help'], [command, '-h'], ['help', command]]))('%s %s prints that command\'s usage and exits 0', async (...argv) => {
    const command = argv[0] === 'help' ? argv[1]! : argv[0]!;
    const r = await run(...argv);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(`Usage: sitegraph ${command} `)).toBe(true);
    expect(r.stdout).toContain(COMMAND_USAGE[command]!);
  });

  it('--version prints the package version and exits 0', async () => {
    expect(await run('--version')).toEqual({ code: 0, stdout: `${PACKAGE_VERSION}\n`, stderr: '' });
    expect((await run('build', '--version')).stdout).toBe(`${PACKAGE_VERSION}\n`);
  });

  it.each([
    [['serve', '--port', 'abc'], 'cli/bad-port'],
    [['dev', '--port', '70000'], 'cli/bad-port'],
    [['build', '--jobs', '0'], 'cli/bad-jobs'],
    [['build', '--jobs', 'many'], 'cli/bad-jobs'],
    [['search', 'push', '--batch-size', '0'], 'cli/bad-jobs'],
    [['search', 'push', '--batch-size', '1.5'], 'cli/bad-jobs'],
    [['conformance', 'corpus', '--expected', 'golden.json', '--sections', 'nope'], 'cli/unknown-section'],
  ])('%j is a usage error: exit 2, naming the option', async (argv, code) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^error \\[${code}\\] `));
    expect(r.stderr).toContain(`sitegraph ${argv[0]} --help`);
  });

  it.each([[[]], [['build', '--no-such-flag']], [['frobnicate']], [['frobnicate', '--help']], [['help', 'frobnicate']], [['search', 'pull']], [['conformance', 'corpus']]])(
    '%j is a usage error: exit 2 with the usage on stderr',
    async (argv) => {
      const r = await run(...argv);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('Usage');
    },
  );
});
