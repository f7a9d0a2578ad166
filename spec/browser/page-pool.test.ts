// The page pool of the browser tests (support/page-pool.ts): a page a test gave back is reused
// only when reset to what a fresh context holds, and a page whose state cannot be reset is not.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

/** Bytes of the page's entry script that came over the network (0 when the HTTP or memory cache served it). */
function entryScriptTransfer(page: Page): Promise<number> {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => /\/assets\/entry-client-[^/]+\.js$/.test(e.name)) as PerformanceResourceTiming | undefined;
    if (!entry) throw new Error('no entry script among the resources');
    return entry.transferSize;
  });
}

describe('page pool', () => {
  let first: Page | undefined;
  const heardByTheFirstTest: string[] = [];

  it('a test leaves state behind: storage, a cookie, a listener, a cached script, a hovered link', async () => {
    const w = await watchedPage(browser());
    first = w.page;
    w.page.on('console', (m) => heardByTheFirstTest.push(m.text()));
    await w.page.goto(siteUrl(sites.basic!.url, '/docs/intro'));
    await waitForHydration(w.page);
    await w.page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      document.cookie = 'left=behind; path=/';
    });
    expect(await entryScriptTransfer(w.page)).toBeGreaterThan(0);
    await w.page.hover('.navbar__brand');
    expect(await w.page.evaluate(() => document.querySelectorAll(':hover').length)).toBeGreaterThan(0);
  });

  it('the next test gets the same page as a fresh context would give it', async () => {
    const w = await watchedPage(browser());
    expect(w.page).toBe(first);
    expect(w.page.url()).toBe('about:blank');
    await w.page.goto(siteUrl(sites.basic!.url, '/docs/intro'));
    await waitForHydration(w.page);
    await w.page.evaluate(() => console.log('no listener of the last test hears this'));
    expect(heardByTheFirstTest).not.toContain('no listener of the last test hears this');
    expect(w.errors()).toEqual([]);
    expect(await w.page.evaluate(() => ({ theme: localStorage.getItem('theme'), cookie: document.cookie }))).toEqual({ theme: null, cookie: '' });
    expect(await w.context.cookies()).toEqual([]);
    // Downloaded again, not taken from the last test's cache.
    expect(await entryScriptTransfer(w.page)).toBeGreaterThan(0);
    // Chromium moves the pointer again where it last was when a page scrolls: nothing is hovered.
    await w.page.mouse.wheel(0, 1);
    await w.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await w.page.evaluate(() => [...document.querySelectorAll(':hover')].map((e) => e.tagName))).toEqual([]);
    await w.context.close();
  });

  it('a page given back by context.close() within a test is the next one taken', async () => {
    const a = await watchedPage(browser());
    await a.context.close();
    const b = await watchedPage(browser());
    expect(b.page).toBe(a.page);
    expect(b.page.isClosed()).toBe(false);
  });

  it('a page with an init script is closed, not reused; other context options get another page', async () => {
    const a = await watchedPage(browser());
    await a.context.addInitScript(() => {
      (window as unknown as { marked: boolean }).marked = true;
    });
    await a.context.close();
    expect(a.page.isClosed()).toBe(true);
    const b = await watchedPage(browser());
    expect(b.page).not.toBe(a.page);
    await b.page.goto(siteUrl(sites.basic!.url, '/'));
    expect(await b.page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
    await b.context.close();
    const narrow = await watchedPage(browser(), { viewport: { width: 390, height: 800 } });
    expect(narrow.page).not.toBe(b.page);
    expect(narrow.page.viewportSize()).toEqual({ width: 390, height: 800 });
  });
});
