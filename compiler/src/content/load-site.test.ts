import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { CompileError } from '../diagnostics/index.js';
import { listSiteFiles, loadSite } from './load-site.js';

const fixture = fileURLToPath(new URL('../../../fixtures/sites/docs-minimal/', import.meta.url));
const temp = tempDirs('sitegraph-list-');

/** A copy of the docs-minimal fixture in `parent`/site. */
function site(parent = temp()): string {
  const dir = path.join(parent, 'site');
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** What the listing was before the link-free walk: fast-glob following links, per content folder. */
function followingLinks(root: string, dir: string): string[] {
  return fg.sync('**/*', { cwd: path.join(root, dir), onlyFiles: true, dot: false, followSymbolicLinks: true }).map((e) => `${dir}/${e}`);
}

describe('loadSite and listSiteFiles', () => {
  it('lists a site without links in one walk, as the walk that follows links does', async () => {
    // Random trees of folders and files (dot names included) under docs/.
    const name = fc.stringMatching(/^\.?[a-z]{1,3}$/);
    const tree = fc.uniqueArray(fc.array(name, { minLength: 1, maxLength: 3 }), { maxLength: 12, selector: (p) => p.join('/') });
    await fc.assert(
      fc.asyncProperty(tree, async (paths) => {
        const root = site();
        for (const p of paths) {
          const abs = path.join(root, 'docs', 'random', ...p);
          // A path that is a prefix of another is a folder; skip a file where a folder is.
          mkdirSync(path.dirname(abs), { recursive: true });
          if (paths.some((q) => q.length > p.length && q.slice(0, p.length).join('/') === p.join('/'))) mkdirSync(abs, { recursive: true });
          else {
            try {
              writeFileSync(abs, '# T\n');
            } catch {
              // a folder made for a longer path already holds this name
            }
          }
        }
        const input = await loadSite(root);
        const { roots, found, linkFree } = listSiteFiles(root, input.config);
        expect(linkFree).toBe(true);
        const expected = roots.dirs.flatMap((d) => followingLinks(root, d));
        expect([...found].slice(0, expected.length)).toEqual(expected);
        rmSync(path.dirname(root), { recursive: true, force: true });
      }),
      { numRuns: 25 },
    );
  });

  it('is not link-free once a link is met, inside a content folder or on the way to one', async () => {
    const inside = site();
    symlinkSync(path.join(inside, 'docs', 'intro.md'), path.join(inside, 'docs', 'alias.md'));
    const listedInside = listSiteFiles(inside, (await loadSite(inside)).config);
    expect(listedInside.linkFree).toBe(false);
    expect(listedInside.found.has('docs/alias.md')).toBe(true);
    // docs/ itself a link to a folder of the site.
    const root = site();
    cpSync(path.join(root, 'docs'), path.join(root, 'docs-real'), { recursive: true });
    rmSync(path.join(root, 'docs'), { recursive: true });
    symlinkSync(path.join(root, 'docs-real'), path.join(root, 'docs'));
    const listed = listSiteFiles(root, (await loadSite(root)).config);
    expect(listed.linkFree).toBe(false);
    expect(listed.found.has('docs/intro.md')).toBe(true);
  });

  it('reads texts as Buffer#toString does, malformed UTF-8 and byte order marks included', async () => {
    const root = site();
    const bytes = fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(b), Buffer.from('é\u{1f600}')]));
    await fc.assert(
      fc.asyncProperty(fc.array(bytes, { minLength: 1, maxLength: 4 }), async (texts) => {
        texts.forEach((t, i) => writeFileSync(path.join(root, 'docs', `raw-${i}.md`), t));
        const input = await loadSite(root);
        texts.forEach((t, i) => expect(input.files.get(`docs/raw-${i}.md`)).toBe(t.toString('utf8')));
      }),
      { numRuns: 40 },
    );
  });

  it('still refuses content whose folder is a link to outside the site', async () => {
    const parent = temp();
    const root = site(parent);
    cpSync(path.join(root, 'docs'), path.join(parent, 'elsewhere'), { recursive: true });
    rmSync(path.join(root, 'docs'), { recursive: true });
    symlinkSync(path.join(parent, 'elsewhere'), path.join(root, 'docs'));
    const error = await loadSite(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompileError);
    expect((error as CompileError).diagnostics.map((d) => d.code)).toContain('content/link-outside-site');
  });
});
