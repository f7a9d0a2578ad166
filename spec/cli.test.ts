import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, compile, loadSite, type BuildProgress } from '@sitegraph/compiler';
import { SHARED } from './corpora.js';
import { tempDirs } from '../fixtures/temp-dirs.js';

const tempDir = tempDirs('sitegraph-cli-');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'compiler/bin/sitegraph.js');

function sitegraph(...args: string[]) {
  return sitegraphIn(ROOT, ...args);
}

function sitegraphIn(cwd: string, ...args: string[]) {
  return sitegraphWith({}, cwd, ...args);
}

function sitegraphWith(env: Record<string, string>, cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let featuresFiles: Promise<ReturnType<typeof compile>['files']> | undefined;
/**
 * The files the single-threaded `compile()` writes for the features corpus, compiled once for the
 * file (compile is pure: the four builds below compare against the same bytes).
 */
function compiledFeatures(): Promise<ReturnType<typeof compile>['files']> {
  featuresFiles ??= loadSite(path.join(SHARED, 'corpora/features')).then((input) => compile(input).files);
  return featuresFiles;
}

describe('sitegraph build --graph-only: good input', () => {
  it('writes a graph.json whose routes include every doc', () => {
    const out = path.join(tempDir(), 'dist');
    const r = sitegraph('build', 'fixtures/sites/docs-minimal', '--out', out, '--graph-only');
    expect(r.code, r.stderr).toBe(0);
    const graph = JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8')) as { routesPaths: string[] };
    expect(graph.routesPaths).toEqual(['/404.html', '/docs/', '/docs/guides/setup']);
  });
});

describe('sitegraph build: parse cache', () => {
  it('parses every file cold, none warm, and only the edited one after an edit', () => {
    const work = tempDir();
    const site = path.join(work, 'site');
    cpSync(path.join(ROOT, 'fixtures/sites/docs-minimal'), site, { recursive: true });
    const build = () => sitegraphIn(work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--verbose').stdout;
    expect(build()).toMatch(/parsed 2 of 2 Markdown files/);
    expect(build()).toMatch(/parsed 0 of 2 Markdown files/);
    writeFileSync(path.join(site, 'docs/guides/setup.md'), '# Setup\n\nInstall it, then run it.\n');
    expect(build()).toMatch(/parsed 1 of 2 Markdown files/);
    expect(sitegraphIn(work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--verbose', '--no-cache').stdout).toMatch(
      /parsed 2 of 2 Markdown files, cache off/,
    );
  });
});

describe('sitegraph build: plugins that keep state across files', () => {
  it("compiles every body of a plugin list the first time one of them changes, so a transform that waits for another file's gets it", () => {
    const work = tempDir();
    const site = path.join(work, 'site');
    cpSync(path.join(ROOT, 'fixtures/sites/plugin-shared-state'), site, { recursive: true });
    const build = () => sitegraphIn(work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--verbose');
    const fromA = () => readdirSync(path.join(work, 'dist/chunks')).some((f) => readFileSync(path.join(work, 'dist/chunks', f), 'utf8').includes('From a: Alpha words.'));
    expect(build().stdout).toMatch(/parsed 2 of 2 Markdown files/);
    expect(fromA()).toBe(true);
    // A new process (the plugin's state is gone), a.md answered by the parse cache, b.md edited:
    // b.md's transform waits for a.md's, so a.md compiles again too.
    writeFileSync(path.join(site, 'docs/b.md'), '---\ntitle: B\n---\n\nBeta words, edited.\n');
    const edited = build();
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.stdout).toMatch(/parsed 2 of 2 Markdown files/);
    expect(fromA()).toBe(true);
  });
});

describe('sitegraph build: worker threads', () => {
  it('writes the same bytes as the single-threaded compile()', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = tempDir();
    // Two workers beside the main thread, whatever the machine's load (the default counts free cores).
    const r = sitegraphWith({ SITEGRAPH_WORKERS: '2' }, work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache');
    expect(r.code, r.stderr).toBe(0);
    const files = await compiledFeatures();
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });

  it('--jobs 3 (two workers beside the main thread, over SITEGRAPH_WORKERS) writes the same bytes', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = tempDir();
    const r = sitegraphWith({ SITEGRAPH_WORKERS: '0' }, work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache', '--jobs', '3');
    expect(r.code, r.stderr).toBe(0);
    const files = await compiledFeatures();
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });
});

describe("build: the main thread's share of the Markdown on one more worker (a large site)", () => {
  it('compiles every body on the workers, none on the main thread, and writes the same bytes', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = tempDir();
    const saved = { workers: process.env.SITEGRAPH_WORKERS, max: process.env.SITEGRAPH_MAIN_THREAD_MAX_JOBS };
    // One worker beside the main thread, and a site "large" from its first body on.
    process.env.SITEGRAPH_WORKERS = '1';
    process.env.SITEGRAPH_MAIN_THREAD_MAX_JOBS = '0';
    const stages: BuildProgress[] = [];
    try {
      await build(site, { outDir: path.join(work, 'dist'), graphOnly: true, cache: false, onProgress: (p) => stages.push(p) });
    } finally {
      for (const [key, value] of [['SITEGRAPH_WORKERS', saved.workers], ['SITEGRAPH_MAIN_THREAD_MAX_JOBS', saved.max]] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const markdown = stages.find((p) => p.stage === 'markdown');
    const files = await compiledFeatures();
    expect(markdown?.parsed).toBeGreaterThanOrEqual(64);
    expect(markdown?.parsedOnMainThread).toBe(0);
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });
});

describe('build: a single worker beside the main thread on a site below the large-site threshold', () => {
  it('compiles every body on the main thread (the worker would not pay) and writes the same bytes', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = tempDir();
    const saved = process.env.SITEGRAPH_WORKERS;
    process.env.SITEGRAPH_WORKERS = '1';
    const stages: BuildProgress[] = [];
    try {
      await build(site, { outDir: path.join(work, 'dist'), graphOnly: true, cache: false, onProgress: (p) => stages.push(p) });
    } finally {
      if (saved === undefined) delete process.env.SITEGRAPH_WORKERS;
      else process.env.SITEGRAPH_WORKERS = saved;
    }
    const markdown = stages.find((p) => p.stage === 'markdown');
    expect(markdown?.parsed).toBeGreaterThanOrEqual(64);
    expect(markdown?.parsedOnMainThread).toBe(markdown?.parsed);
    const files = await compiledFeatures();
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });
});

describe('sitegraph conformance', () => {
  // The features corpus: the command, not the corpus, is under test here (spec/compiled-corpora.test.ts
  // compares every corpus), and features compiles in a sixth of redux's CPU time (0.8 s, 5 s).
  const corpus = path.join(SHARED, 'corpora/features');
  const golden = path.join(corpus, 'expected.docusaurus-3.7.0.json');
  it('ends with "N passed, 0 failed" and exits 0 when every entry matches', () => {
    const r = sitegraph('conformance', corpus, '--expected', golden, '--sections', 'routes,docs.docs');
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
  });
  it('prints JSON with --json and writes the projection with --emit', () => {
    const emit = path.join(tempDir(), 'projection.json');
    const r = sitegraph('conformance', corpus, '--expected', golden, '--json', '--emit', emit);
    const report = JSON.parse(r.stdout) as { passed: number; failed: number; sections: Record<string, unknown> };
    expect(report.failed).toBe(0);
    expect(Object.keys(report.sections)).toHaveLength(15);
    const projection = JSON.parse(readFileSync(emit, 'utf8')) as { routesPaths: string[] };
    const expected = JSON.parse(readFileSync(golden, 'utf8')) as { routesPaths: string[] };
    expect(projection.routesPaths).toEqual(expected.routesPaths);
  });
  it('fails (exit 1) against a golden that differs', () => {
    const other = path.join(SHARED, 'corpora/redux/expected.docusaurus-3.7.0.json');
    const r = sitegraph('conformance', corpus, '--expected', other, '--sections', 'pages');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/\d+ passed, [1-9]\d* failed\s*$/);
  });
  it('rejects an unknown section name', () => {
    const r = sitegraph('conformance', corpus, '--expected', golden, '--sections', 'nope');
    expect(r.code).not.toBe(0);
  });
});
