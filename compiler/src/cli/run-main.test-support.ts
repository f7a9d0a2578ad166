/**
 * Runs the `sitegraph` command line in the test's own process, through `main()`, instead of a
 * spawned Node that loads the CLI again (about half a second of CPU a run): for tests of what a
 * command prints and returns. Tests of the process itself (the bin, signals, worker threads,
 * caches across processes) keep real spawns.
 */
import { vi } from 'vitest';
import { main } from './main.js';

/** What a `sitegraph` run returned and wrote. */
export interface MainRun {
  /** The exit code `main()` returned. */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `sitegraph <argv>` in-process with `cwd` (default: the current directory) as the working
 * directory, where the build record and parse cache live, and the environment variables `env`
 * set; the working directory, the variables and the streams are restored afterwards.
 */
export async function runMain(argv: readonly string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<MainRun> {
  let stdout = '';
  let stderr = '';
  const before = process.cwd();
  const saved = Object.keys(options.env ?? {}).map((name) => [name, process.env[name]] as const);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  Object.assign(process.env, options.env);
  if (options.cwd !== undefined) process.chdir(options.cwd);
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    process.chdir(before);
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    out.mockRestore();
    err.mockRestore();
  }
}
