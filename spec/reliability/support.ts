import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * A project folder holding a site: `<root>/package.json`, `<root>/.git/`, and `<root>/site/` with
 * the `docs-minimal` fixture plus a `static/` folder. Returns the paths.
 */
export function makeProject(root: string): { root: string; site: string } {
  const site = path.join(root, 'site');
  cpSync(path.join(ROOT, 'fixtures/sites/docs-minimal'), site, { recursive: true });
  mkdirSync(path.join(site, 'static', 'img'), { recursive: true });
  writeFileSync(path.join(site, 'static', 'img', 'logo.txt'), 'logo');
  writeFileSync(path.join(root, 'package.json'), '{"name":"project","private":true}\n');
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  return { root, site };
}

/** Every file under `dir` (relative path → SHA-256), links not followed. */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, abs), createHash('sha256').update(readFileSync(abs)).digest('hex'));
  }
  return out;
}

/** The entries of `before` that are missing or different in `after`. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].filter(([p, h]) => after.get(p) !== h).map(([p]) => p);
}
