import { describe, expect, it } from 'vitest';
import { createDevRenderer } from './dev-renderer.js';
import type { LazyVite } from './lazy-vite.js';

/** A Vite whose SSR loader hands out a new module object each time, as after a file change. */
function fakeVite(): { vite: LazyVite; loads: () => number } {
  let loads = 0;
  const server = { ssrLoadModule: () => Promise.resolve({ renderPage: () => ({ n: ++loads }) }) };
  return { vite: { current: () => null, ensure: () => Promise.resolve(server), close: () => Promise.resolve() } as unknown as LazyVite, loads: () => loads };
}

describe('createDevRenderer', () => {
  it('asks the SSR loader again for every page with site code, so edited modules render', async () => {
    const { vite } = fakeVite();
    const renderer = createDevRenderer({ vite, builtRenderer: new Promise(() => {}), hasClientModule: true, step: () => {} });
    const first = await renderer.renderer([]);
    const second = await renderer.renderer([]);
    expect(second).not.toBe(first);
  });

  it('renders pages without site code with the built theme until the SSR entry is loaded', async () => {
    const { vite, loads } = fakeVite();
    const built = { renderPageWithoutSiteModules: () => null };
    const renderer = createDevRenderer({ vite, builtRenderer: Promise.resolve(built) as never, hasClientModule: false, step: () => {} });
    expect((await renderer.renderer([{}])).renderPage).toBe(built.renderPageWithoutSiteModules);
    expect(loads()).toBe(0);
    expect(renderer.needsSsrLoader([{ module: 'src/pages/index.tsx' }])).toBe(true);
  });
});
