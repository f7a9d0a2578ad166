import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createDevCompiler } from './dev-compiler.js';
import { MarkdownCacheStore } from './markdown-cache-store.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function workingFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-devc-'));
  dirs.push(dir);
  return dir;
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

  it('stops the background check when closed: nothing more is compiled or saved', async () => {
    const cwd = workingFolder();
    const dev = createDevCompiler(SITE, { cwd });
    await dev.compile(null);
    dev.onFirstPage();
    await dev.close();
    expect(existsSync(MarkdownCacheStore.forSite(SITE, cwd).file)).toBe(false);
  });
});
