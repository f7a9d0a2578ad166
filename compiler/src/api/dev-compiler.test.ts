import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { createDevCompiler } from './dev-compiler.js';
import { MarkdownCacheStore } from '../engine/markdown-cache-store.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));

const workingFolder = tempDirs('sitegraph-devc-');

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
    const session = async () => {
      const dev = createDevCompiler(SITE, { cwd });
      await dev.compile(null);
      dev.onFirstPage();
      await dev.checked;
      await dev.close();
      return statSync(MarkdownCacheStore.forSite(SITE, cwd).file);
    };
    const first = await session();
    const second = await session();
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
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
