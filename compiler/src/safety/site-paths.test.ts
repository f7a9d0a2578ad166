import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { copyTreeAsFiles, filesOutside } from './site-paths.js';

const tempDir = tempDirs('sitegraph-site-paths-');

function site(): { root: string; site: string } {
  const root = tempDir();
  const s = path.join(root, 'site');
  mkdirSync(path.join(s, 'static', 'img'), { recursive: true });
  writeFileSync(path.join(s, 'static', 'img', 'a.txt'), 'a');
  writeFileSync(path.join(root, 'outside.txt'), 'outside');
  return { root, site: s };
}

describe('copyTreeAsFiles', () => {
  it('copies links inside the boundary as files and folders, and survives a link to a parent', () => {
    const { site: s } = site();
    symlinkSync(path.join(s, 'static', 'img', 'a.txt'), path.join(s, 'static', 'b.txt'));
    symlinkSync(path.join(s, 'static'), path.join(s, 'static', 'img', 'loop'));
    const out = path.join(s, '..', 'out');
    const copied: string[] = [];
    expect(copyTreeAsFiles(path.join(s, 'static'), out, s, (dest) => copied.push(path.relative(out, dest)))).toBe(true);
    expect(copied.sort()).toEqual(['b.txt', path.join('img', 'a.txt')]);
    expect(lstatSync(path.join(out, 'b.txt')).isFile()).toBe(true);
    expect(readFileSync(path.join(out, 'b.txt'), 'utf8')).toBe('a');
    // A link to one of its own parents is skipped rather than copied forever.
    expect(existsSync(path.join(out, 'img', 'loop'))).toBe(false);
  });

  it('throws naming the link when it points outside the boundary', () => {
    const { root, site: s } = site();
    symlinkSync(path.join(root, 'outside.txt'), path.join(s, 'static', 'leak.txt'));
    expect(() => copyTreeAsFiles(path.join(s, 'static'), path.join(root, 'out'), s)).toThrow(/static\/leak\.txt: a symbolic link to .*outside\.txt, outside the site folder/);
  });

  it('returns false when there is no such folder', () => {
    expect(copyTreeAsFiles(path.join(tempDir(), 'none'), tempDir(), tempDir())).toBe(false);
  });
});

describe('filesOutside', () => {
  it('lists the files whose real path leaves the root', () => {
    const { root, site: s } = site();
    symlinkSync(path.join(root, 'outside.txt'), path.join(s, 'static', 'leak.txt'));
    expect(filesOutside(s, ['static/img/a.txt', 'static/leak.txt', 'missing.md']).map((f) => f.file)).toEqual(['static/leak.txt']);
  });

  it('lists files reached through a linked folder outside the root, not through one inside it', () => {
    const { root, site: s } = site();
    mkdirSync(path.join(root, 'elsewhere'));
    writeFileSync(path.join(root, 'elsewhere', 'b.md'), 'b');
    symlinkSync(path.join(root, 'elsewhere'), path.join(s, 'static', 'away'));
    symlinkSync(path.join(s, 'static', 'img'), path.join(s, 'static', 'pictures'));
    symlinkSync(path.join(s, 'static', 'away', 'b.md'), path.join(s, 'static', 'via-away.md'));
    const outside = filesOutside(s, ['static/away/b.md', 'static/pictures/a.txt', 'static/via-away.md', 'static/missing/c.md', 'static/away/missing.md']);
    expect(outside).toEqual([
      { file: 'static/away/b.md', target: path.join(realpathSync(root), 'elsewhere', 'b.md') },
      { file: 'static/via-away.md', target: path.join(realpathSync(root), 'elsewhere', 'b.md') },
    ]);
  });

  it('follows a link anywhere above a file, reads the site through a linked root, and resolves ..', () => {
    const { root, site: s } = site();
    mkdirSync(path.join(root, 'elsewhere', 'sub', 'deep'), { recursive: true });
    writeFileSync(path.join(root, 'elsewhere', 'sub', 'deep', 'c.md'), 'c');
    symlinkSync(path.join(root, 'elsewhere'), path.join(s, 'static', 'away'));
    const linkedRoot = path.join(root, 'linked-site');
    symlinkSync(s, linkedRoot);
    const files = ['static/away/sub/deep/c.md', 'static/img/a.txt', 'static/../../outside.txt'];
    const real = realpathSync(root);
    const expected = [
      { file: 'static/away/sub/deep/c.md', target: path.join(real, 'elsewhere', 'sub', 'deep', 'c.md') },
      { file: 'static/../../outside.txt', target: path.join(real, 'outside.txt') },
    ];
    expect(filesOutside(s, files)).toEqual(expected);
    expect(filesOutside(linkedRoot, files)).toEqual(expected);
  });
});
