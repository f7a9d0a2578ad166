import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { createDevCompiler } from './dev-compiler.js';
import { MarkdownCacheStore } from '../engine/markdown-cache-store.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));

const workingFolder = tempDirs('sitegraph-devc-');

/** One dev session on `site`: the first compile, the background check, close; the parse cache file's stats after it. */
async function session(site: string, cwd: string) {
  const dev = createDevCompiler(site, { cwd });
  await dev.compile(null);
  dev.onFirstPage();
  await dev.checked;
  await dev.close();
  return statSync(MarkdownCacheStore.forSite(site, cwd).file);
}

describe('createDevCompiler', () => {
  it('checks every page in the background after the first one and saves the parse cache', async () => {
    const cwd = workingFolder();
    const dev = createDevCompiler(SITE, { cwd });
    await dev.compile(null);
    dev.onFirstPage();
    expect(Array.isArray(await dev.checked)).toBe(true);
    await dev.close();
    expect(existsSync(MarkdownCacheStore.forSite(SITE, cwd).file)).toBe(true);
  });

  it('leaves the parse cache file alone when the session parsed nothing new', async () => {
    const cwd = workingFolder();
    const first = await session(SITE, cwd);
    const second = await session(SITE, cwd);
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
  });

  it('rewrites the parse cache only when a good share of it is new: not for one edited page', async () => {
    const cwd = workingFolder();
    const site = path.join(workingFolder(), 'site');
    cpSync(SITE, site, { recursive: true });
    const edit = (rel: string) => writeFileSync(path.join(site, rel), `${readFileSync(path.join(site, rel), 'utf8')}\nEdited.\n`);
    const first = await session(site, cwd);
    edit('docs/intro.md');
    const second = await session(site, cwd);
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
    for (const rel of ['docs/getting-started/install.md', 'docs/getting-started/first-scene.md', 'docs/intro.md']) edit(rel);
    const third = await session(site, cwd);
    expect(third.ino).not.toBe(first.ino);
  });

  it('stops the background check when closed: nothing more is compiled or saved', async () => {
    const cwd = workingFolder();
    const dev = createDevCompiler(SITE, { cwd });
    await dev.compile(null);
    dev.onFirstPage();
    await dev.close();
    expect(existsSync(MarkdownCacheStore.forSite(SITE, cwd).file)).toBe(false);
  });
});

describe('createDevCompiler errors of changed pages', () => {
  const copySite = (): string => {
    const dir = workingFolder();
    cpSync(SITE, dir, { recursive: true });
    return dir;
  };
  const INVALID = 'Time is counted in <Frames.';

  it('returns the MDX errors of a body-only edit with the content edit, and none once fixed', async () => {
    const dir = copySite();
    const dev = createDevCompiler(dir, { cwd: dir });
    await dev.compile(null);
    const file = path.join(dir, 'docs/concepts/timeline.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('Time is counted in frames.', INVALID));
    const broken = await dev.compile(['docs/concepts/timeline.md']);
    expect('kind' in broken && broken.kind).toBe('content-edit');
    expect(broken.errors).toEqual([expect.objectContaining({ level: 'error', code: 'markdown/invalid-mdx', file: 'docs/concepts/timeline.md', line: 9 })]);
    writeFileSync(file, original);
    expect((await dev.compile(['docs/concepts/timeline.md'])).errors).toEqual([]);
    await dev.close();
  });

  it('returns the MDX errors of the changed pages with a recomputed graph', async () => {
    const dir = copySite();
    const dev = createDevCompiler(dir, { cwd: dir });
    await dev.compile(null);
    const file = path.join(dir, 'docs/concepts/timeline.md');
    // A title change too: the graph is recomputed.
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: The timeline', 'title: Timeline').replace('Time is counted in frames.', INVALID));
    const result = await dev.compile(['docs/concepts/timeline.md']);
    expect('graph' in result).toBe(true);
    expect(result.errors).toEqual([expect.objectContaining({ code: 'markdown/invalid-mdx', file: 'docs/concepts/timeline.md', line: 9 })]);
    await dev.close();
  });
});
