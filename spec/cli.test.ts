import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

describe('sitegraph build --graph-only: bad input', () => {
  const cases: [fixture: string, file: string, what: RegExp][] = [
    ['bad-front-matter', 'docs/broken.md:', /Malformed front matter/],
    ['bad-unknown-doc-id', 'sidebars.json:4', /missing-doc[\s\S]*Available document ids[\s\S]*intro/],
    ['bad-duplicate-ids', 'docs/two.md', /Doc id "same"/],
    ['bad-unknown-version', 'site.json', /unknown version "9\.9"/],
    ['bad-missing-sidebar-file', 'site.json', /no-such-sidebars\.json/],
  ];
  it.each(cases)('%s: exit 1, names %s, writes nothing', (fixture, file, what) => {
    const out = path.join(tempDir(), 'dist');
    const r = sitegraph('build', `fixtures/sites/${fixture}`, '--out', out, '--graph-only');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(what);
    expect(existsSync(out)).toBe(false);
  });
});

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

describe('sitegraph build: worker threads', () => {
  it('writes the same bytes as the single-threaded compile()', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = tempDir();
    // Two workers beside the main thread, whatever the machine's load (the default counts free cores).
    const r = sitegraphWith({ SITEGRAPH_WORKERS: '2' }, work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache');
    expect(r.code, r.stderr).toBe(0);
    const { files } = compile(await loadSite(site));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });

  it('--jobs 3 (two workers beside the main thread, over SITEGRAPH_WORKERS) writes the same bytes', async () => {
    const site = path.join(SHARED, 'corpora/features');
    const work = tempDir();
    const r = sitegraphWith({ SITEGRAPH_WORKERS: '0' }, work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache', '--jobs', '3');
    expect(r.code, r.stderr).toBe(0);
    const { files } = compile(await loadSite(site));
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
    const { files } = compile(await loadSite(site));
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
    const { files } = compile(await loadSite(site));
    for (const f of files) expect(readFileSync(path.join(work, 'dist', f.path), 'utf8'), f.path).toBe(f.content);
  });
});

describe('sitegraph build --graph-only: up-to-date check (build record)', () => {
  /** A copy of docs-minimal with a JS sidebars module and a broken anchor (a warning to print). */
  function memoSite() {
    const work = tempDir();
    const site = path.join(work, 'site');
    cpSync(path.join(ROOT, 'fixtures/sites/docs-minimal'), site, { recursive: true });
    const config = JSON.parse(readFileSync(path.join(site, 'site.json'), 'utf8')) as { plugins: { options: Record<string, unknown> }[] };
    config.plugins[0]!.options.sidebarPath = 'sidebars.js';
    writeFileSync(path.join(site, 'site.json'), JSON.stringify(config));
    writeFileSync(path.join(site, 'sidebars.js'), "export default { main: ['intro', 'guides/setup'] };\n");
    appendFileSync(path.join(site, 'docs/intro.md'), '\nSee [below](#nowhere).\n');
    const out = path.join(work, 'dist');
    const build = (...extra: string[]) => sitegraphIn(work, 'build', site, '--out', out, '--graph-only', ...extra);
    const recordFile = () => {
      const cache = path.join(work, '.sitegraph', 'cache');
      const [id] = existsSync(cache) ? readdirSync(cache) : [];
      return id ? path.join(cache, id, 'build-v1.json') : path.join(cache, 'none');
    };
    return { work, site, out, build, recordFile };
  }

  /** Every file and folder under `dir`: file bytes (hex) and mtime, folders as `dir/`. */
  function snapshot(dir: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const abs = path.join(e.parentPath, e.name);
      const rel = path.relative(dir, abs).split(path.sep).join('/');
      out[e.isDirectory() ? `${rel}/` : rel] = e.isDirectory() ? '' : `${statSync(abs).mtimeMs} ${readFileSync(abs).toString('hex')}`;
    }
    return out;
  }

  /** Every file and folder under `dir` with its bytes: what a comparison with `diff -r` sees. */
  function tree(dir: string): Record<string, string> {
    return Object.fromEntries(Object.entries(snapshot(dir)).map(([k, v]) => [k, v.replace(/^\S+ /, '')]));
  }

  /** The output of a from-scratch build of `site` (fresh working and output folders, no cache). */
  function scratch(site: string, ...extra: string[]) {
    const work = tempDir();
    const r = sitegraphIn(work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache', ...extra);
    return { ...r, tree: tree(path.join(work, 'dist')) };
  }

  const upToDate = /up to date \(build record .*build-v1\.json\)/;

  it('an unchanged site is up to date: same exit code and diagnostics, nothing written', () => {
    const s = memoSite();
    const first = s.build('--verbose');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/warning \[links\/broken-anchor\]/);
    expect(first.stdout).not.toMatch(upToDate);
    const before = snapshot(s.out);
    const second = s.build('--verbose');
    expect(second.stdout).toMatch(upToDate);
    expect(second.stdout).toMatch(/^Compiled 3 routes to .* \(parsed 0 of 2 Markdown files, up to date/);
    expect(second.code).toBe(0);
    expect(second.stderr).toBe(first.stderr);
    expect(snapshot(s.out)).toEqual(before);
    // Without --verbose: the same lines as a real build without it (no info diagnostics, no note).
    const quiet = s.build();
    const real = scratch(s.site);
    expect(quiet.stderr).toBe(real.stderr);
    expect(quiet.stdout.replace(/ in \d+ ms/, '').replace(/ to \S+/, '')).toBe(real.stdout.replace(/ in \d+ ms/, '').replace(/ to \S+/, ''));
    expect(snapshot(s.out)).toEqual(before);
  });

  const changes: [what: string, change: (s: ReturnType<typeof memoSite>) => string[] | void][] = [
    ['a changed doc', (s) => appendFileSync(path.join(s.site, 'docs/guides/setup.md'), '\nOne more line.\n')],
    ['a changed config', (s) => writeFileSync(path.join(s.site, 'site.json'), readFileSync(path.join(s.site, 'site.json'), 'utf8').replace('"Minimal"', '"Other"'))],
    ['a changed sidebars module', (s) => writeFileSync(path.join(s.site, 'sidebars.js'), "export default { main: ['guides/setup', 'intro'] };\n")],
    ['a deleted output chunk', (s) => rmSync(path.join(s.out, 'chunks', readdirSync(path.join(s.out, 'chunks'))[0]!))],
    ['an edited graph.json', (s) => writeFileSync(path.join(s.out, 'graph.json'), readFileSync(path.join(s.out, 'graph.json'), 'utf8').replace('"Minimal"', '"Minimax"'))],
    [
      'an extra file and folder in the output folder',
      (s) => {
        writeFileSync(path.join(s.out, 'chunks', 'extra.json'), '{}');
        mkdirSync(path.join(s.out, 'empty'));
      },
    ],
    ['--continue-on-error', () => ['--continue-on-error']],
  ];
  it.each(changes)('%s: builds for real; the folder then equals a from-scratch build, and is up to date', (_what, change) => {
    const s = memoSite();
    expect(s.build().code).toBe(0);
    const extra = change(s) ?? [];
    const r = s.build('--verbose', ...extra);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(upToDate);
    const real = scratch(s.site, ...extra);
    expect(real.code, real.stderr).toBe(0);
    expect(tree(s.out)).toEqual(real.tree);
    expect(s.build('--verbose', ...extra).stdout).toMatch(upToDate);
  });

  it('another --out builds for real, and the first folder is then not trusted blindly', () => {
    const s = memoSite();
    expect(s.build().code).toBe(0);
    const other = path.join(s.work, 'other');
    const r = sitegraphIn(s.work, 'build', s.site, '--out', other, '--graph-only', '--verbose');
    expect(r.stdout).not.toMatch(upToDate);
    expect(tree(other)).toEqual(tree(s.out));
    // One record per site: the first folder is checked again by a real build.
    expect(s.build('--verbose').stdout).not.toMatch(upToDate);
    expect(s.build('--verbose').stdout).toMatch(upToDate);
  });

  it('a failed build records nothing; --continue-on-error records its exit code and diagnostics; --no-cache ignores the record', () => {
    const s = memoSite();
    writeFileSync(path.join(s.site, 'docs/bad.mdx'), '# Bad\n\n<div>\n\nnever closed\n');
    const failed = s.build();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/nothing was written/);
    expect(existsSync(s.out)).toBe(false);
    expect(existsSync(s.recordFile())).toBe(false);

    const kept = s.build('--continue-on-error', '--verbose');
    expect(kept.code).toBe(1);
    expect(kept.stdout).toMatch(/1 file error\(s\) skipped/);
    const record = readFileSync(s.recordFile(), 'utf8');
    const again = s.build('--continue-on-error', '--verbose');
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(upToDate);
    expect(again.stdout).toMatch(/1 file error\(s\) skipped/);
    expect(again.stderr).toBe(kept.stderr);

    // The same input without the flag fails again, and the record stays as it was.
    expect(s.build().code).toBe(1);
    expect(readFileSync(s.recordFile(), 'utf8')).toBe(record);

    const mtime = statSync(s.recordFile()).mtimeMs;
    const off = s.build('--continue-on-error', '--verbose', '--no-cache');
    expect(off.stdout).toMatch(/cache off/);
    expect(off.stdout).not.toMatch(upToDate);
    expect(statSync(s.recordFile()).mtimeMs).toBe(mtime);
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
