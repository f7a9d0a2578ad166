import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(ROOT, 'compiler/bin/sitegraph.js');

/** Runs the built CLI in `cwd` and waits for it. */
export function sitegraphIn(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, SITEGRAPH_WORKERS: '0' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Starts the built CLI in `cwd` without waiting (for signals and servers). */
export function startSitegraph(cwd: string, args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, SITEGRAPH_WORKERS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

export { changedFiles, makeProject, snapshot } from '../../fixtures/projects.js';
