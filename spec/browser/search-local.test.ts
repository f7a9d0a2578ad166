/**
 * Search with no hosted service (SPEC §2 on any static host): the `search-local` fixture has no
 * `hosts` and no credentials, so the browser loads the prebuilt index only on first use and
 * answers with the engine in the page — only GET requests, no search endpoint.
 */
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { requestedPaths, siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { pathOf, waitForManifest } from './support/helpers.js';
import { DIALOG_INPUT } from './support/search-page.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

describe('in-browser search (static hosting)', () => {
  it('loads the index on hover of the button, not with the page, and searches without any POST', async () => {
    const w = await watchedPage(browser());
    const requests: Request[] = [];
    w.page.on('request', (r) => requests.push(r));
    await w.page.goto(siteUrl(sites['search-local']!.url, '/'));
    await waitForHydration(w.page);
    await waitForManifest(w.page);
    await w.page.evaluate(() => ((window as any).__noReload = true));
    const indexRequests = () => requests.filter((r) => /\/search\/[^/]+\.[0-9a-f]{8}\.json$/.test(new URL(r.url()).pathname));
    expect(indexRequests()).toEqual([]);

    await w.page.hover('.DocSearch-Button');
    await w.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/search\/[^/]+\.[0-9a-f]{8}\.json$/.test(new URL(e.name).pathname)), null, { timeout: 30_000 });
    expect(indexRequests()).toHaveLength(1);

    await w.page.click('.DocSearch-Button');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit a[href^="/docs/render-media"]', { timeout: 30_000 });
    await w.page.click('.DocSearch-Hit a[href^="/docs/render-media"]');
    await w.page.waitForSelector('h1:has-text("renderMedia()")', { timeout: 30_000 });
    expect(pathOf(w.page)).toMatch(/^\/docs\/render-media/);
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    expect(requests.filter((r) => r.method() === 'POST')).toEqual([]);
    expect(indexRequests()).toHaveLength(1);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('loads the dialog’s and the engine’s code when the page is idle, but not the index', async () => {
    const w = await watchedPage(browser());
    const paths = requestedPaths(w.page);
    await w.page.goto(siteUrl(sites['search-local']!.url, '/'));
    await waitForHydration(w.page);
    // No pointer, focus or key: the chunks come by themselves once the page is idle.
    await w.page.waitForFunction(() => {
      const names = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
      return names.some((n) => /\/SearchModal-[^/]+\.js$/.test(n)) && names.some((n) => /\/engine-[^/]+\.js$/.test(n));
    }, null, { timeout: 30_000 });
    expect(paths.filter((p) => p.startsWith('/search/'))).toEqual([]);
    expect(await w.page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('starts the index download in the pointer’s own event once the idle preload has loaded the code', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites['search-local']!.url, '/'));
    await waitForHydration(w.page);
    await w.page.waitForFunction(() => {
      const names = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
      return names.some((n) => /\/warm-search-[^/]+\.js$/.test(n)) && names.some((n) => /\/engine-[^/]+\.js$/.test(n));
    }, null, { timeout: 30_000 });
    // The chunks' modules evaluate and their imports settle after their downloads end.
    await w.page.waitForTimeout(300);
    // The fetches started while the pointer's event is dispatched, before any later task or
    // microtask (a busy page right after hydration would run those after the dialog's render).
    const fetchedInEvent = await w.page.evaluate(() => {
      const urls: string[] = [];
      const original = window.fetch;
      window.fetch = (input, init) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return original(input, init);
      };
      try {
        // From outside the window (no related target): React's onMouseEnter on the button.
        document.querySelector('.DocSearch-Button')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
      } finally {
        window.fetch = original;
      }
      return urls.map((u) => new URL(u, location.href).pathname);
    });
    expect(fetchedInEvent.filter((p) => /^\/search\/[^/]+\.[0-9a-f]{8}\.json$/.test(p))).toHaveLength(1);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('on a site whose index parts are term shards, fetches the manifest, then only a query’s shards and blocks', async () => {
    const w = await watchedPage(browser());
    const paths = requestedPaths(w.page, /^\/search\//);
    await w.page.goto(siteUrl(sites['search-sharded']!.url, '/'));
    await waitForHydration(w.page);
    await w.page.click('.DocSearch-Button');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit a[href^="/docs/render-media"]', { timeout: 30_000 });
    expect(paths.some((p) => /\.sharded\.[0-9a-f]{8}\.json$/.test(p))).toBe(true);
    expect(paths.some((p) => /\.postings-\d+\.[0-9a-f]{8}\.json$/.test(p))).toBe(true);
    expect(paths.some((p) => /\.records-\d+\.[0-9a-f]{8}\.json$/.test(p))).toBe(true);
    // Never a part's one-file index.
    expect(paths.filter((p) => !/\.(sharded|postings-\d+|records-\d+)\.[0-9a-f]{8}\.json$/.test(p))).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('the search page searches in the browser too', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites['search-local']!.url, '/search?q=player'));
    await waitForHydration(w.page);
    await w.page.waitForSelector('.sg-search-page__hit a[href^="/docs/player"]', { timeout: 30_000 });
    await w.context.close();
  });
});
