// Issue #13 item 1: an output folder that overlaps the sources is refused before anything is
// touched, with a one-line error. Run in-process through the CLI's main();
// spec/reliability/output-folder.test.ts builds in real processes.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, makeProject, snapshot } from '../../../../fixtures/projects.js';
import { tempDirs } from '../../../../fixtures/temp-dirs.js';
import { runMain, type MainRun } from '../run-main.test-support.js';

const tempDir = tempDirs('sitegraph-output-folder-');

/** `sitegraph <args>` run in `cwd`, as a user would from there. */
function sitegraphIn(cwd: string, ...args: string[]): Promise<MainRun> {
  return runMain(args, { cwd, env: { SITEGRAPH_WORKERS: '0' } });
}

describe('build refuses an output folder that overlaps the sources', () => {
  // [what, output folder relative to the project root, working directory relative to it]
  const cases: [string, string, string][] = [
    ['--out . in the site folder', '.', 'site'],
    ['the site folder', 'site', '.'],
    ['the project root', '.', '.'],
    ['a parent of the project', '..', '.'],
    ['a content folder', 'site/docs', '.'],
    ['a folder inside the content', 'site/docs/guides/out', '.'],
    ['static/', 'site/static', '.'],
    ['a folder inside static/', 'site/static/img', '.'],
  ];
  for (const graphOnly of [true, false]) {
    it.each(cases)(`${graphOnly ? '--graph-only' : 'full build'}: %s → exit 1, sources untouched`, async (_what, out, cwd) => {
      const { root } = makeProject(path.join(tempDir(), 'project'));
      const before = snapshot(root);
      const r = await sitegraphIn(path.join(root, cwd), 'build', path.relative(path.join(root, cwd), path.join(root, 'site')) || '.', '--out', out, ...(graphOnly ? ['--graph-only'] : []));
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/^error \[output\/overlaps-sources\] Refusing to write the output to ".+": it (is|contains|lies inside)/m);
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(changedFiles(before, snapshot(root))).toEqual([]);
      expect(snapshot(root).size).toBe(before.size);
    });
  }

  it('sees through a symbolic link to the site folder', async () => {
    const { root, site } = makeProject(path.join(tempDir(), 'project'));
    const link = path.join(path.dirname(root), 'alias');
    symlinkSync(site, link);
    const before = snapshot(root);
    const r = await sitegraphIn(root, 'build', 'site', '--out', link, '--graph-only');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('it is the site folder');
    expect(changedFiles(before, snapshot(root))).toEqual([]);
  });
});
