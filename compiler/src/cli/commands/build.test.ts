/**
 * `sitegraph build --graph-only` run in-process through `main()` (the CLI's entry, without a
 * spawned Node per run): bad input (exit 1, file and line named, nothing written) and the
 * up-to-date check of the build record. `spec/cli.test.ts` keeps real spawns of the command line
 * (the bin, the parse cache across processes, worker threads, conformance).
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../../fixtures/temp-dirs.js';
import { runMain, type MainRun } from '../run-main.test-support.js';

const tempDir = tempDirs('sitegraph-cli-');

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function sitegraph(...args: string[]) {
  return sitegraphIn(ROOT, ...args);
}

/** Runs `sitegraph <args>` in-process with `cwd` as the working directory (the build record and parse cache live in `.sitegraph/` there). */
function sitegraphIn(cwd: string, ...args: string[]): Promise<MainRun> {
  return runMain(args, { cwd });
}

describe('sitegraph build --graph-only: bad input', () => {
  const cases: [fixture: string, file: string, what: RegExp][] = [
    ['bad-front-matter', 'docs/broken.md:', /Malformed front matter/],
    ['bad-unknown-doc-id', 'sidebars.json:4', /missing-doc[\s\S]*Available document ids[\s\S]*intro/],
    ['bad-duplicate-ids', 'docs/two.md', /Doc id "same"/],
    ['bad-unknown-version', 'site.json', /unknown version "9\.9"/],
    ['bad-missing-sidebar-file', 'site.json', /no-such-sidebars\.json/],
  ];
  it.each(cases)('%s: exit 1, names %s, writes nothing', async (fixture, file, what) => {
    const out = path.join(tempDir(), 'dist');
    const r = await sitegraph('build', `fixtures/sites/${fixture}`, '--out', out, '--graph-only');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(what);
    expect(existsSync(out)).toBe(false);
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
  async function scratch(site: string, ...extra: string[]) {
    const work = tempDir();
    const r = await sitegraphIn(work, 'build', site, '--out', path.join(work, 'dist'), '--graph-only', '--no-cache', ...extra);
    return { ...r, tree: tree(path.join(work, 'dist')) };
  }

  const upToDate = /up to date \(build record .*build-v1\.json\)/;

  it('an unchanged site is up to date: same exit code and diagnostics, nothing written', async () => {
    const s = memoSite();
    const first = await s.build('--verbose');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/warning \[links\/broken-anchor\]/);
    expect(first.stdout).not.toMatch(upToDate);
    const before = snapshot(s.out);
    const second = await s.build('--verbose');
    expect(second.stdout).toMatch(upToDate);
    expect(second.stdout).toMatch(/^Compiled 3 routes to .* \(parsed 0 of 2 Markdown files, up to date/);
    expect(second.code).toBe(0);
    expect(second.stderr).toBe(first.stderr);
    expect(snapshot(s.out)).toEqual(before);
    // Without --verbose: the same lines as a real build without it (no info diagnostics, no note).
    const quiet = await s.build();
    const real = await scratch(s.site);
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
  it.each(changes)('%s: builds for real; the folder then equals a from-scratch build, and is up to date', async (_what, change) => {
    const s = memoSite();
    expect((await s.build()).code).toBe(0);
    const extra = change(s) ?? [];
    const r = await s.build('--verbose', ...extra);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(upToDate);
    const real = await scratch(s.site, ...extra);
    expect(real.code, real.stderr).toBe(0);
    expect(tree(s.out)).toEqual(real.tree);
    expect((await s.build('--verbose', ...extra)).stdout).toMatch(upToDate);
  });

  it('another --out builds for real, and the first folder is then not trusted blindly', async () => {
    const s = memoSite();
    expect((await s.build()).code).toBe(0);
    const other = path.join(s.work, 'other');
    const r = await sitegraphIn(s.work, 'build', s.site, '--out', other, '--graph-only', '--verbose');
    expect(r.stdout).not.toMatch(upToDate);
    expect(tree(other)).toEqual(tree(s.out));
    // One record per site: the first folder is checked again by a real build.
    expect((await s.build('--verbose')).stdout).not.toMatch(upToDate);
    expect((await s.build('--verbose')).stdout).toMatch(upToDate);
  });

  it('a failed build records nothing; --continue-on-error records its exit code and diagnostics; --no-cache ignores the record', async () => {
    const s = memoSite();
    writeFileSync(path.join(s.site, 'docs/bad.mdx'), '# Bad\n\n<div>\n\nnever closed\n');
    const failed = await s.build();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/nothing was written/);
    expect(existsSync(s.out)).toBe(false);
    expect(existsSync(s.recordFile())).toBe(false);

    const kept = await s.build('--continue-on-error', '--verbose');
    expect(kept.code).toBe(1);
    expect(kept.stdout).toMatch(/1 file error\(s\) skipped/);
    const record = readFileSync(s.recordFile(), 'utf8');
    const again = await s.build('--continue-on-error', '--verbose');
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(upToDate);
    expect(again.stdout).toMatch(/1 file error\(s\) skipped/);
    expect(again.stderr).toBe(kept.stderr);

    // The same input without the flag fails again, and the record stays as it was.
    expect((await s.build()).code).toBe(1);
    expect(readFileSync(s.recordFile(), 'utf8')).toBe(record);

    const mtime = statSync(s.recordFile()).mtimeMs;
    const off = await s.build('--continue-on-error', '--verbose', '--no-cache');
    expect(off.stdout).toMatch(/cache off/);
    expect(off.stdout).not.toMatch(upToDate);
    expect(statSync(s.recordFile()).mtimeMs).toBe(mtime);
  });
});
