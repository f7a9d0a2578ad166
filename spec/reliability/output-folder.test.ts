// Issue #13 item 1: a non-empty folder sitegraph did not write is replaced only with --force, and
// no output folder inside the sources ever changes them. The command line's refusal of each
// overlapping output folder is checked in-process (compiler/src/cli/commands/build-output-folder.test.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import { docTreeArbitrary, docTreeToSiteInput } from '../../fixtures/arbitraries/doc-tree.js';
import { build } from '@sitegraph/compiler';
import { isUserError } from '@sitegraph/compiler/safety';
import { changedFiles, makeProject, sitegraphIn, snapshot } from './support.js';

const tempDir = tempDirs('sitegraph-reliability-');

describe('build replaces only folders sitegraph wrote', () => {
  it('refuses a non-empty folder without the marker, replaces it with --force, then without', () => {
    const { root } = makeProject(path.join(tempDir(), 'project'));
    const out = path.join(root, 'mine');
    mkdirSync(out);
    writeFileSync(path.join(out, 'notes.txt'), 'keep me');
    const refused = sitegraphIn(root, 'build', 'site', '--out', 'mine', '--graph-only');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/error \[output\/not-sitegraph-output\] Refusing to replace ".*mine": it is not empty and was not written by sitegraph.*--force/);
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('keep me');

    const forced = sitegraphIn(root, 'build', 'site', '--out', 'mine', '--graph-only', '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(existsSync(path.join(out, 'notes.txt'))).toBe(false);
    expect(existsSync(path.join(out, '.sitegraph-output'))).toBe(true);

    const again = sitegraphIn(root, 'build', 'site', '--out', 'mine', '--graph-only');
    expect(again.code, again.stderr).toBe(0);
  });

  it('refuses a file in the place of the output folder', () => {
    const { root } = makeProject(path.join(tempDir(), 'project'));
    writeFileSync(path.join(root, 'dist'), 'a file');
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist', '--graph-only');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('it is a file, not a folder');
    expect(readFileSync(path.join(root, 'dist'), 'utf8')).toBe('a file');
  });

  it('writes the marker in a full build too, and accepts an empty folder', () => {
    const { root } = makeProject(path.join(tempDir(), 'project'));
    mkdirSync(path.join(root, 'dist'));
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist');
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(root, 'dist', '.sitegraph-output'))).toBe(true);
    expect(readFileSync(path.join(root, 'dist', 'img', 'logo.txt'), 'utf8')).toBe('logo');
  });
});

describe('property: for any generated tree and any --out inside or equal to it, the sources stay byte-identical', () => {
  it('holds for graph-only builds through the build command', async () => {
    await fc.assert(
      fc.asyncProperty(docTreeArbitrary, fc.nat(), fc.boolean(), async (tree, pick, extra) => {
        const root = path.join(tempDir(), 'site');
        const input = docTreeToSiteInput(tree);
        for (const [rel, text] of input.files) {
          mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
          writeFileSync(path.join(root, rel), text);
        }
        writeFileSync(
          path.join(root, 'site.json'),
          JSON.stringify({ title: 'Generated', url: 'https://example.org', baseUrl: tree.baseUrl, trailingSlash: tree.trailingSlash, plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs', sidebarPath: 'sidebars.json' } }] }),
        );
        const folders = ['.', ...new Set([...input.files.keys()].map((f) => path.dirname(f)).filter((d) => d !== '.'))];
        const out = path.join(root, folders[pick % folders.length]!, extra ? 'out' : '');
        const before = snapshot(root);
        let refused = false;
        try {
          await build(root, { outDir: out, graphOnly: true, cache: false });
        } catch (error) {
          if (!isUserError(error)) throw error;
          refused = true;
        }
        const after = snapshot(root);
        expect(changedFiles(before, after)).toEqual([]);
        // Only the site folder itself has room for an output (outside docs/): anything else is refused.
        expect(refused).toBe(!(path.relative(root, out) === 'out'));
      }),
      { numRuns: 15 },
    );
  });
});
