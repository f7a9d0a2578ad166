import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../compiler/src/compile.js';
import { loadSite } from '../compiler/src/content/index.js';
import { SHARED } from './corpora.js';

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

describe('sitegraph build --graph-only: bad input', () => {
  const cases: [fixture: string, file: string, what: RegExp][] = [
    ['bad-front-matter', 'docs/broken.md:', /Malformed front matter/],
    ['bad-unknown-doc-id', 'sidebars.json:4', /missing-doc[\s\S]*Available document ids[\s\S]*intro/],
    ['bad-duplicate-ids', 'docs/two.md', /Doc id "same"/],
    ['bad-unknown-version', 'site.json', /unknown version "9\.9"/],
    ['bad-missing-sidebar-file', 'site.json', /no-such-sidebars\.json/],
  ];
  it.each(cases)('%s: exit 1, names %s, writes nothing', (fixture, file, what) => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitegraph-cli-')), 'dist');
    const r = sitegraph('build', `fixtures/sites/${fixture}`, '--out', out, '--graph-only');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(what);
    expect(existsSync(out)).toBe(false);
  });
});

describe('sitegraph build --graph-only: good input', () => {
  it('writes a graph.json whose routes include every doc', () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitegraph-cli-')), 'dist');
    const r = sitegraph('build', 'fixtures/sites/docs-minimal', '--out', out, '--graph-only');
    expect(r.code, r.stderr).toBe(0);
    const graph = JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8')) as { routesPaths: string[] };
    expect(graph.routesPaths).toEqual(['/404.html', '/docs/', '/docs/guides/setup']);
  });
});

describe('sitegraph build: parse cache', () => {
  it('parses every file cold, none warm, and only the edited one after an edit', () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-cache-'));
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

describe('sitegraph build: worker threads', () => {
  it('writes the same bytes as the single-threaded compile()', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-workers-'));
    // Two workers beside the main thread, whatever the machine's load (the default counts free cores).
    const r = sitegraphWith({ SITEGRAPH_WORKERS: '2' }, work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache');
    expect(r.code, r.stderr).toBe(0);
    const { files } = compile(await loadSite(site));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });
});

describe('sitegraph conformance', () => {
  const corpus = path.join(SHARED, 'corpora/redux');
  const golden = path.join(corpus, 'expected.docusaurus-3.7.0.json');
  it('ends with "N passed, 0 failed" and exits 0 when every entry matches', () => {
    const r = sitegraph('conformance', corpus, '--expected', golden, '--sections', 'routes,docs.docs');
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
  });
  it('prints JSON with --json and writes the projection with --emit', () => {
    const emit = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitegraph-cli-')), 'projection.json');
    const r = sitegraph('conformance', corpus, '--expected', golden, '--json', '--emit', emit);
    const report = JSON.parse(r.stdout) as { passed: number; failed: number; sections: Record<string, unknown> };
    expect(report.failed).toBe(0);
    expect(Object.keys(report.sections)).toHaveLength(15);
    const projection = JSON.parse(readFileSync(emit, 'utf8')) as { routesPaths: string[] };
    const expected = JSON.parse(readFileSync(golden, 'utf8')) as { routesPaths: string[] };
    expect(projection.routesPaths).toEqual(expected.routesPaths);
  });
  it('fails (exit 1) against a golden that differs', () => {
    const other = path.join(SHARED, 'corpora/features/expected.docusaurus-3.7.0.json');
    const r = sitegraph('conformance', corpus, '--expected', other, '--sections', 'pages');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/\d+ passed, [1-9]\d* failed\s*$/);
  });
  it('rejects an unknown section name', () => {
    const r = sitegraph('conformance', corpus, '--expected', golden, '--sections', 'nope');
    expect(r.code).not.toBe(0);
  });
});
