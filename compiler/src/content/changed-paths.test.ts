import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { isUserError } from '../safety/user-error.js';
import { siteRelativePaths } from './changed-paths.js';

const tempDir = tempDirs('sitegraph-changed-');

/** The UserError `f` throws (fails the test when it returns or throws something else). */
function userErrorOf(f: () => unknown): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    if (isUserError(e)) return e;
    throw e;
  }
  throw new Error('expected a UserError');
}

describe('siteRelativePaths', () => {
  it('takes absolute, ./ and site-relative paths, native or posix, to site-relative posix paths', () => {
    const site = tempDir();
    const given = [path.join(site, 'docs', 'a.md'), './docs/b.md', 'docs/c.md', ['docs', 'd.md'].join(path.sep), 'docs/x/../e.md'];
    expect(siteRelativePaths(site, given)).toEqual(['docs/a.md', 'docs/b.md', 'docs/c.md', 'docs/d.md', 'docs/e.md']);
  });

  it('resolves relative paths against the site folder, not the working folder', () => {
    const site = path.join(tempDir(), 'site');
    expect(siteRelativePaths(site, ['blog/post.md'])).toEqual(['blog/post.md']);
    expect(path.resolve(site) === process.cwd()).toBe(false);
  });

  it('leaves the site folder itself out, and keeps a file whose name starts with two dots', () => {
    const site = tempDir();
    expect(siteRelativePaths(site, [site, '.', '..notes.md'])).toEqual(['..notes.md']);
  });

  it('takes absolute paths under the real path of a linked site folder', () => {
    const real = path.join(tempDir(), 'real');
    mkdirSync(real);
    const link = path.join(tempDir(), 'link');
    symlinkSync(real, link);
    expect(siteRelativePaths(link, [path.join(real, 'docs/a.md')])).toEqual(['docs/a.md']);
  });

  it('refuses every path outside the site folder at once, with the code site/path-outside', () => {
    const site = path.join(tempDir(), 'site');
    const outside = [path.join(site, '..', 'other', 'a.md'), '../b.md'];
    const error = userErrorOf(() => siteRelativePaths(site, ['docs/ok.md', ...outside]));
    expect(error.code).toBe('site/path-outside');
    for (const p of outside) expect(error.message).toContain(JSON.stringify(p));
    expect(error.message).not.toContain('ok.md');
  });
});
