import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../safety/index.js';
import { writeOutput } from './write-site.js';
import { tempDirs } from '../../../fixtures/temp-dirs.js';

const tempOutDir = tempDirs('sitegraph-out-');

const MARKER = { [OUTPUT_MARKER]: OUTPUT_MARKER_TEXT };

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out[path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')] = readFileSync(path.join(e.parentPath, e.name), 'utf8');
  }
  return out;
}

describe('writeOutput', () => {
  it('writes a fresh folder, then updates it to exactly the new files, leaving unchanged ones untouched', async () => {
    const out = path.join(tempOutDir(), 'dist');
    await writeOutput(out, [
      { path: 'graph.json', content: '{"v":1}' },
      { path: 'chunks/aaaa.json', content: 'A' },
      { path: 'chunks/bbbb.json', content: 'B' },
      { path: 'blog/rss.xml', content: 'feed 1' },
      { path: 'old/only.txt', content: 'gone soon' },
    ]);
    const unchanged = statSync(path.join(out, 'chunks/aaaa.json'));
    await writeOutput(out, [
      { path: 'graph.json', content: '{"v":2}' },
      { path: 'chunks/aaaa.json', content: 'A' },
      { path: 'chunks/cccc.json', content: 'C' },
      { path: 'blog/rss.xml', content: 'feed 2' },
      { path: 'img/x.png', content: new Uint8Array([1, 2, 3]) },
    ]);
    expect(tree(out)).toEqual({ ...MARKER, 'graph.json': '{"v":2}', 'chunks/aaaa.json': 'A', 'chunks/cccc.json': 'C', 'blog/rss.xml': 'feed 2', 'img/x.png': '\u0001\u0002\u0003' });
    const after = statSync(path.join(out, 'chunks/aaaa.json'));
    expect(after.mtimeMs).toBe(unchanged.mtimeMs);
    expect(after.ino).toBe(unchanged.ino);
  });

  it('rewrites a chunk whose size differs (an interrupted write) and replaces a folder of another shape', async () => {
    const out = path.join(tempOutDir(), 'dist');
    await writeOutput(out, [{ path: 'chunks/aaaa.json', content: 'AAAA' }, { path: 'x', content: 'file' }]);
    writeFileSync(path.join(out, 'chunks/aaaa.json'), 'AA');
    await writeOutput(out, [{ path: 'chunks/aaaa.json', content: 'AAAA' }, { path: 'x/y', content: 'now a folder' }]);
    expect(tree(out)).toEqual({ ...MARKER, 'chunks/aaaa.json': 'AAAA', 'x/y': 'now a folder' });
  });

  it('refuses, touching nothing, a folder sitegraph did not write and one that overlaps the site', async () => {
    const root = tempOutDir();
    const mine = path.join(root, 'mine');
    mkdirSync(mine);
    writeFileSync(path.join(mine, 'notes.txt'), 'keep');
    await expect(writeOutput(mine, [{ path: 'graph.json', content: '{}' }])).rejects.toThrow(/not written by sitegraph/);
    expect(tree(mine)).toEqual({ 'notes.txt': 'keep' });
    await writeOutput(mine, [{ path: 'graph.json', content: '{}' }], { force: true });
    expect(tree(mine)).toEqual({ ...MARKER, 'graph.json': '{}' });
    const site = path.join(root, 'site');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs', 'a.md'), '# A');
    await expect(writeOutput(path.join(site, 'docs'), [{ path: 'graph.json', content: '{}' }], { siteDir: site, contentDirs: ['docs'] })).rejects.toThrow(/content folder "docs"/);
    await expect(writeOutput(site, [{ path: 'graph.json', content: '{}' }], { siteDir: site, force: true })).rejects.toThrow(/it is the site folder/);
    expect(tree(site)).toEqual({ 'docs/a.md': '# A' });
  });

  it('refuses paths that leave the output folder', async () => {
    const out = path.join(tempOutDir(), 'dist');
    await expect(writeOutput(out, [{ path: '../escape', content: '' }])).rejects.toThrow(/escapes/);
  });
});
