import { describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../data/site-data.js';
import { createDataStore } from './data-store.js';
import { createModuleStore } from './module-store.js';

const shell = { manifest: 'm', dataBase: '/assets/data/' } as ShellData;

describe('data store', () => {
  it('serves inlined files synchronously and fetches others once', async () => {
    const fetchJson = vi.fn(async (url: string) => ({ view: 'manifest', routes: [{ path: url, exact: true, view: 'not-found' }] }));
    const store = createDataStore(shell, { a: { view: 'blog-archive' } as never }, fetchJson);
    expect(store.peek('a')?.view).toBe('blog-archive');
    expect(store.peekManifest()).toBeUndefined();
    const [m1, m2] = await Promise.all([store.manifest(), store.manifest()]);
    expect(m1).toBe(m2);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith('/assets/data/m.json');
    expect(store.peekManifest()?.[0]?.path).toBe('/assets/data/m.json');
  });

  it('retries after a failure and switches manifests on updates', async () => {
    let fail = true;
    const fetchJson = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { view: 'blog-archive' };
    });
    const store = createDataStore(shell, {}, fetchJson);
    await expect(store.load('x')).rejects.toThrow('offline');
    fail = false;
    await expect(store.load('x')).resolves.toMatchObject({ view: 'blog-archive' });
    store.invalidate(['x'], 'm2');
    expect(store.peek('x')).toBeDefined();
    await store.manifest().catch(() => {});
    expect(fetchJson).toHaveBeenLastCalledWith('/assets/data/m2.json');
  });

  it('stores pushed files without fetching them and tells its listeners', async () => {
    const fetchJson = vi.fn(async () => ({ view: 'blog-archive' }));
    const store = createDataStore(shell, {}, fetchJson);
    const listener = vi.fn();
    store.subscribe(listener);
    store.put('m2', { view: 'manifest', routes: [] });
    store.invalidate([], 'm2');
    expect(await store.manifest()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetchJson).not.toHaveBeenCalled();
  });
});

describe('module store', () => {
  it('loads a module once and then serves it synchronously', async () => {
    const loader = vi.fn(async () => ({ default: 'Page' }));
    const modules = createModuleStore({ 'src/pages/a.tsx': loader });
    expect(modules.peek('src/pages/a.tsx')).toBeUndefined();
    await Promise.all([modules.load('src/pages/a.tsx'), modules.load('src/pages/a.tsx')]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(modules.peek('src/pages/a.tsx')).toEqual({ default: 'Page' });
    await expect(modules.load('missing')).rejects.toThrow(/No site module/);
  });
});
