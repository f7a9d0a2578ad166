import { existsSync } from 'node:fs';
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

  it('stops the background check when closed: nothing more is compiled or saved', async () => {
    const cwd = workingFolder();
    const dev = createDevCompiler(SITE, { cwd });
    await dev.compile(null);
    dev.onFirstPage();
    await dev.close();
    expect(existsSync(MarkdownCacheStore.forSite(SITE, cwd).file)).toBe(false);
  });
});
