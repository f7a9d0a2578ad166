// Issue #13 items 4–5: the output is swapped atomically (rename aside), an interrupted swap is
// repaired by the next run, and temporary files are removed on success, error and signals, or
// by a later run when their process is gone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import { createHash } from 'node:crypto';
import { recoverInterruptedSwap } from '@sitegraph/compiler/safety';
import { makeProject, ROOT, sitegraphIn, startSitegraph } from './support.js';

const tempDir = tempDirs('sitegraph-swap-');
const SAFETY = path.join(ROOT, 'compiler/dist/safety/index.js');

/** A site folder: `count` files, each naming the build. */
function writeSite(dir: string, build: string, count = 20): void {
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(path.join(dir, 'docs', `${i}.html`), `${build} ${i}`);
  writeFileSync(path.join(dir, 'index.html'), build);
}

/** Which complete build `dir` holds: 'old', 'new', or a description of what is wrong. */
function completeBuild(dir: string): string {
  if (!existsSync(dir)) return 'missing';
  const build = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = readdirSync(path.join(dir, 'docs'));
  if (files.length !== 20) return `partial (${files.length} files)`;
  return files.every((f) => readFileSync(path.join(dir, 'docs', f), 'utf8').startsWith(`${build} `)) ? build : 'mixed';
}

/** A process id that no running process has. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('rename-aside swap, killed at each step', () => {
  it.each(['before-1', 'after-1', 'before-2', 'after-2', 'before-rm'])('SIGKILL %s: the next run finds the old or the new site complete, and no leftovers', (step) => {
    const work = tempDir();
    const target = path.join(work, 'dist');
    const fresh = `${target}.tmp-${deadPid()}`;
    writeSite(target, 'old');
    writeSite(fresh, 'new');
    const r = spawnSync(process.execPath, [path.join(ROOT, 'spec/reliability/swap-child.mjs'), SAFETY, fresh, target, step]);
    expect(r.signal).toBe('SIGKILL');
    recoverInterruptedSwap(target);
    const state = completeBuild(target);
    expect(['old', 'new']).toContain(state);
    if (step.startsWith('after-2') || step === 'before-rm') expect(state).toBe('new');
    expect(readdirSync(work)).toEqual(['dist']);
  });

  it('a build after an interrupted swap restores the site, then replaces it', () => {
    const { root } = makeProject(path.join(tempDir(), 'project'));
    expect(sitegraphIn(root, 'build', 'site', '--out', 'dist', '--graph-only').code).toBe(0);
    const graph = readFileSync(path.join(root, 'dist', 'graph.json'), 'utf8');
    // As a swap killed between its two renames leaves it.
    const aside = path.join(root, `dist.old-${deadPid()}-abc`);
    spawnSync('mv', [path.join(root, 'dist'), aside]);
    recoverInterruptedSwap(path.join(root, 'dist'));
    expect(readFileSync(path.join(root, 'dist', 'graph.json'), 'utf8')).toBe(graph);
    expect(existsSync(aside)).toBe(false);
  });
});

describe('temporary files', () => {
  it('stale leftovers of dead processes are removed by the next build; those of live ones are kept', () => {
    const { root, site } = makeProject(path.join(tempDir(), 'project'));
    const dead = deadPid();
    const leftovers = [path.join(root, `dist.tmp-${dead}`), path.join(root, `dist.data-tmp-${dead}`), path.join(root, `dist.old-${dead}-k2`), path.join(os.tmpdir(), `sitegraph-ssr-${dead}-1`)];
    const live = path.join(root, `dist.tmp-${process.pid}`);
    for (const d of [...leftovers, live]) mkdirSync(d, { recursive: true });
    // The parse cache's documented place: `.sitegraph/cache/<sha256 of the site's path, 16 hex>` of the working folder.
    const cacheDir = path.join(root, '.sitegraph', 'cache', createHash('sha256').update(path.resolve(site)).digest('hex').slice(0, 16));
    mkdirSync(cacheDir, { recursive: true });
    const cacheTemp = path.join(cacheDir, `markdown.bin.tmp-${dead}`);
    writeFileSync(cacheTemp, 'partial');
    // The compiled trees' spill file of a killed build, beside the output.
    const spillTemp = path.join(root, `dist.trees-tmp-${dead}`);
    writeFileSync(spillTemp, '{"type":"root"}');
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist');
    expect(r.code, r.stderr).toBe(0);
    for (const d of [...leftovers, cacheTemp, spillTemp]) expect(existsSync(d), d).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  // SIGTERM while the server bundle is built (its folder in the system temp folder; the site has
  // no code of its own, so the prebuilt bundles are turned off for it to bundle), SIGINT
  // while pages are written into the temporary output.
  it.each([
    ['SIGTERM', true],
    ['SIGINT', false],
  ] as const)('%s during a full build removes the build\'s temporary folders and ends by the signal', async (signal, bundling) => {
    const { root } = makeProject(path.join(tempDir(), 'project'));
    const child = startSitegraph(root, ['build', 'site', '--out', 'dist'], bundling ? { SITEGRAPH_BUNDLE_CACHE: '0', SITEGRAPH_PREBUILT: '0' } : {});
    const pid = child.pid!;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    const ssrDir = () => readdirSync(os.tmpdir()).find((n) => n.startsWith(`sitegraph-ssr-${pid}-`));
    const temp = path.join(root, `dist.tmp-${pid}`);
    const ready = () => (bundling ? ssrDir() !== undefined : existsSync(temp));
    // Wait (hang guard: 60 s) for the build to start writing its temporary output, then signal.
    const started = Date.now();
    while (!ready() && Date.now() - started < 60_000 && child.exitCode === null) await new Promise((r) => setTimeout(r, 5));
    expect(ready(), stderr).toBe(true);
    child.kill(signal);
    expect(await exited).toBe(signal);
    const left = [...readdirSync(root).filter((n) => n.includes(`-${pid}`)), ...readdirSync(os.tmpdir()).filter((n) => n.startsWith(`sitegraph-ssr-${pid}-`))];
    expect(left).toEqual([]);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });
});
