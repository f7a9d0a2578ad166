import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { loadSite } from './load-site.js';
import { reloadSite } from './reload-site.js';

const fixture = fileURLToPath(new URL('../../../fixtures/sites/docs-minimal/', import.meta.url));
const tempDir = tempDirs('sitegraph-reload-');

function copy(): string {
  const dir = tempDir();
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

describe('reloadSite', () => {
  it('skips changed paths that are folders (a watcher folder event) and reads the files in them', async () => {
    const dir = copy();
    const before = await loadSite(dir, { mode: 'development' });
    mkdirSync(path.join(dir, 'docs/empty'));
    mkdirSync(path.join(dir, 'docs/more'));
    writeFileSync(path.join(dir, 'docs/more/page.md'), '# Page\n');
    const after = await reloadSite(before, dir, ['docs/empty', 'docs/more', 'docs/more/page.md']);
    expect(after.files.get('docs/more/page.md')).toBe('# Page\n');
    expect([...after.files.keys()].filter((f) => !before.files.has(f))).toEqual(['docs/more/page.md']);
    expect([...after.assets.keys()]).toEqual([...before.assets.keys()]);
  });

  it('drops the files of a deleted folder listed with it', async () => {
    const dir = copy();
    const before = await loadSite(dir, { mode: 'development' });
    expect(before.files.has('docs/guides/setup.md')).toBe(true);
    rmSync(path.join(dir, 'docs/guides'), { recursive: true });
    const after = await reloadSite(before, dir, ['docs/guides/setup.md', 'docs/guides']);
    expect(after.files.has('docs/guides/setup.md')).toBe(false);
  });
});
