import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BundleCache } from './bundle-cache.js';
import { tempDirs } from '../../../fixtures/temp-dirs.js';

const tempBundleCacheDir = tempDirs('sitegraph-bundle-cache-');

function scratch(): string {
  return tempBundleCacheDir();
}

describe('BundleCache', () => {
  it('names an entry by its inputs and by the site sources', async () => {
    const site = scratch();
    const cache = new BundleCache(path.join(scratch(), 'cache'));
    const inputs = { base: '/', mode: 'production', siteDir: site, pages: ['src/pages/index.tsx'] };
    const key = await cache.key(inputs);
    expect(await cache.key({ ...inputs })).toBe(key);
    expect(await cache.key({ ...inputs, base: '/docs/' })).not.toBe(key);
    expect(await cache.key({ ...inputs, pages: [] })).not.toBe(key);
    expect(await cache.key({ ...inputs, virtualModules: ['export const pages = {};'] })).not.toBe(key);
    mkdirSync(path.join(site, 'src'));
    writeFileSync(path.join(site, 'src', 'font.woff2'), 'font');
    const withFont = await cache.key(inputs);
    expect(withFont).not.toBe(key);
    // A script added changes the key (a glob import may pick it up); its content is checked
    // through the recorded modules, not the key.
    writeFileSync(path.join(site, 'src', 'page.tsx'), 'export default 1;');
    const withPage = await cache.key(inputs);
    expect(withPage).not.toBe(withFont);
    writeFileSync(path.join(site, 'src', 'page.tsx'), 'export default 2;');
    expect(await cache.key(inputs)).toBe(withPage);
  });

  it('gives back a stored entry while every module it was made of is unchanged', async () => {
    const work = scratch();
    const cache = new BundleCache(path.join(work, 'cache'));
    const client = path.join(work, 'client');
    const server = path.join(work, 'server');
    mkdirSync(path.join(client, 'assets'), { recursive: true });
    mkdirSync(server);
    writeFileSync(path.join(client, 'assets', 'entry.js'), 'client');
    writeFileSync(path.join(server, 'entry-server.mjs'), 'server');
    const module = path.join(work, 'module.ts');
    writeFileSync(module, 'export const a = 1;');
    expect(await cache.lookup('k')).toBeNull();

    await cache.store('k', client, server, [module, `${module}?inline`, '\0virtual:site']);
    const entry = await cache.lookup('k');
    expect(entry).not.toBeNull();
    expect(readFileSync(path.join(entry!.clientDir, 'assets', 'entry.js'), 'utf8')).toBe('client');
    expect(readFileSync(path.join(entry!.serverDir, 'entry-server.mjs'), 'utf8')).toBe('server');

    writeFileSync(module, 'export const a = 2;');
    expect(await cache.lookup('k')).toBeNull();
    await cache.store('k', client, server, [module]);
    expect(await cache.lookup('k')).not.toBeNull();
  });

  it('keeps a valid entry when a second build of the same inputs stores, and copies nothing from an entry gone meanwhile', async () => {
    const work = scratch();
    const cache = new BundleCache(path.join(work, 'cache'));
    const client = path.join(work, 'client');
    const server = path.join(work, 'server');
    mkdirSync(client);
    mkdirSync(server);
    writeFileSync(path.join(client, 'entry.js'), 'first');
    const module = path.join(work, 'module.ts');
    writeFileSync(module, 'export const a = 1;');
    await cache.store('k', client, server, [module]);
    const entry = (await cache.lookup('k'))!;
    // The second store of unchanged inputs leaves the entry a third build may be copying from.
    writeFileSync(path.join(client, 'entry.js'), 'second');
    await cache.store('k', client, server, [module]);
    expect(readFileSync(path.join(entry.clientDir, 'entry.js'), 'utf8')).toBe('first');

    const dest = path.join(work, 'out');
    mkdirSync(dest);
    expect(await cache.copyClient(entry, dest)).toBe(true);
    expect(readdirSync(dest)).toEqual(['entry.js']);
    const gone = { clientDir: path.join(work, 'cache', 'evicted', 'client'), serverDir: path.join(work, 'cache', 'evicted', 'server') };
    const empty = path.join(work, 'out2');
    mkdirSync(empty);
    expect(await cache.copyClient(gone, empty)).toBe(false);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('keeps the eight most recently used entries and leaves test files out of the key', async () => {
    const work = scratch();
    const cache = new BundleCache(path.join(work, 'cache'));
    const dir = path.join(work, 'out');
    mkdirSync(dir);
    for (let i = 0; i < 10; i++) await cache.store(`k${i}`, dir, dir, []);
    const kept = readdirSync(path.join(work, 'cache'));
    expect(kept).toHaveLength(8);
    expect(kept).toContain('k9');

    const site = scratch();
    mkdirSync(path.join(site, 'src'));
    const inputs = { base: '/', mode: 'production', siteDir: site, pages: [] };
    const key = await cache.key(inputs);
    writeFileSync(path.join(site, 'src', 'page.test.tsx'), 'test');
    expect(await cache.key(inputs)).toBe(key);
  });
});
