/**
 * Loading states (SPEC §2, §4, §7, §9): lazy components (spinner after 200 ms, red error box with
 * Retry, default export required), the navigation progress bar, the full reload when the next
 * route fails to load, prefetching (viewport, hover; skipped on 2g and save-data; a credentialed
 * GET where link prefetch is unsupported) and the smooth-scroll fallback.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { delay, pathOf, waitForManifest } from './support/helpers.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

const SLOW_2G = "Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '2g', saveData: false }) });";
const SAVE_DATA = "Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }) });";
const NO_LINK_PREFETCH = 'DOMTokenList.prototype.supports = function () { return false; };';

async function open(path: string, init?: string) {
  const w = await watchedPage(browser());
  if (init) await w.context.addInitScript(init);
  await w.page.goto(siteUrl(sites.basic!.url, path));
  await waitForHydration(w.page);
  return w;
}

function prefetchLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('link[rel=prefetch]')].map((l) => (l as HTMLLinkElement).href));
}

describe('lazy components', () => {
  it('show nothing for 200 ms, then a spinner, then the component', async () => {
    const w = await open('/');
    await waitForManifest(w.page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await w.page.route('**/assets/widget-*.js', async (route: Route) => {
      await gate;
      await route.continue();
    });
    // Record when the lazy section mounts and when its spinner appears, in page time.
    await w.page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as any).__times = times;
      new MutationObserver(() => {
        if (!times.mounted && document.querySelector('.lazy-widget')) times.mounted = performance.now();
        if (!times.spinner && document.querySelector('.lazy-widget .sg-loading')) times.spinner = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await w.page.click('.home__lazy-link');
    await w.page.waitForSelector('.lazy-widget .sg-loading');
    const times = await w.page.evaluate(() => (window as any).__times as { mounted: number; spinner: number });
    // `mounted` is stamped when the observer's callback runs, at the end of the task that
    // committed the section (React flushes the effect that starts the 200 ms timer inside that
    // task), so it can be late by several milliseconds: 20 ms of slack.
    expect(times.spinner - times.mounted).toBeGreaterThanOrEqual(180);
    expect(times.spinner - times.mounted).toBeLessThan(700);
    release();
    await w.page.waitForSelector('.widget-loaded');
    expect(await w.page.locator('.lazy-widget .sg-loading').count()).toBe(0);
    await w.context.close();
  });

  it('show a red box with the error and a Retry button when loading fails, and Retry loads again', async () => {
    const w = await watchedPage(browser());
    let fail = true;
    // As a browser that keeps a failed module fetch in its module map (Chromium 150 did; 156
    // fetches again): a URL that failed once fails again, so Retry must request a fresh one.
    const failed = new Set<string>();
    await w.page.route('**/assets/widget-*.js*', async (route: Route) => {
      const url = route.request().url();
      if (fail || failed.has(url)) {
        failed.add(url);
        await route.abort('failed');
      } else await route.continue();
    });
    await w.page.goto(siteUrl(sites.basic!.url, '/lazy'));
    await waitForHydration(w.page);
    const box = w.page.locator('.lazy-widget .sg-load-error');
    await box.waitFor();
    expect(await box.textContent()).toMatch(/Failed to fetch|dynamically imported module|Importing a module script failed/i);
    expect(await box.evaluate((el) => getComputedStyle(el).borderColor)).toMatch(/rgb\(19[0-9], 2\d, 3\d\)/);
    fail = false;
    await box.locator('button:has-text("Retry")').click();
    await w.page.waitForSelector('.widget-loaded');
    await w.context.close();
  });

  it('treat a module without a default export as an error', async () => {
    const w = await open('/lazy');
    const box = w.page.locator('.lazy-broken .sg-load-error');
    await box.waitFor();
    expect(await box.textContent()).toContain('the broken widget has no default export');
    await w.page.goto(siteUrl(sites.basic!.url, '/no-default'));
    await waitForHydration(w.page);
    expect(await w.page.textContent('.sg-load-error')).toContain('src/pages/no-default.tsx has no default export');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});

describe('navigation', () => {
  it('shows the progress bar after 200 ms of navigation, without a spinner, and ends it on completion', async () => {
    const w = await open('/');
    await waitForManifest(w.page);
    await w.page.route('**/assets/data/*.json', async (route: Route) => {
      await delay(1200);
      await route.continue();
    });
    // Timed by the page's own clock, from the click to the bar's insertion: a loaded machine
    // stretches the test's clock, not the page's timers.
    await w.page.evaluate(() => {
      const times = ((window as unknown as { progressTimes: { click: number; shown: number } }).progressTimes = { click: 0, shown: 0 });
      document.addEventListener('click', () => (times.click = performance.now()), { capture: true, once: true });
      new MutationObserver(() => {
        if (!times.shown && document.querySelector('.sg-progress')) times.shown = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await w.page.click('.home__blog-link');
    await w.page.waitForSelector('.sg-progress');
    const times = await w.page.evaluate(() => (window as unknown as { progressTimes: { click: number; shown: number } }).progressTimes);
    expect(times.click).toBeGreaterThan(0);
    expect(times.shown - times.click).toBeGreaterThanOrEqual(200);
    expect(await w.page.locator('.sg-progress').count()).toBe(1);
    expect(await w.page.locator('.sg-loading').count()).toBe(0);
    // the old page stays until the next one is loaded
    expect(await w.page.locator('h1:has-text("Lumen")').count()).toBe(1);
    await w.page.waitForSelector('.blog-post--preview');
    expect(await w.page.locator('.sg-progress').count()).toBe(0);
    await w.context.close();
  });

  it.each(['light', 'dark'])('keeps the progress bar visible over the announcement bar (%s): contrast of the bar or its edge ≥ 3:1', async (mode) => {
    const w = await open('/');
    await waitForManifest(w.page);
    await w.page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    await w.page.route('**/assets/data/*.json', async (route: Route) => {
      await delay(1500);
      await route.continue();
    });
    await w.page.click('.home__blog-link');
    await w.page.waitForSelector('.sg-progress__bar');
    const contrast = await w.page.evaluate(() => {
      const rgb = (css: string): number[] => (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0,0,0').split(',').slice(0, 3).map(Number);
      const luminance = (c: number[]) =>
        c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((t, v, i) => t + v * [0.2126, 0.7152, 0.0722][i]!, 0);
      const ratio = (a: number[], b: number[]) => {
        const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (l1! + 0.05) / (l2! + 0.05);
      };
      const bar = document.querySelector('.sg-progress__bar')!;
      // What is painted behind the bar: the first element under it with a background colour.
      let behind: Element | null = document.elementsFromPoint(100, 1).find((e) => !e.closest('.sg-progress')) ?? null;
      while (behind && getComputedStyle(behind).backgroundColor.replace(/\s/g, '') === 'rgba(0,0,0,0)') behind = behind.parentElement;
      const back = rgb(getComputedStyle(behind ?? document.body).backgroundColor);
      const style = getComputedStyle(bar);
      return { behind: behind?.className, best: Math.max(ratio(rgb(style.backgroundColor), back), ratio(rgb(style.boxShadow), back)) };
    });
    expect(contrast.behind).toContain('announcement-bar');
    expect(contrast.best).toBeGreaterThanOrEqual(3);
    await w.context.close();
  });

  it('logs a warning and reloads the page fully when the next route fails to load', async () => {
    const w = await open('/');
    await waitForManifest(w.page);
    await w.page.evaluate(() => ((window as any).__beforeReload = true));
    await w.page.route('**/assets/data/*.json', (route: Route) => route.abort('failed'));
    const loaded = w.page.waitForEvent('load');
    await w.page.click('.home__blog-link');
    await loaded;
    await waitForHydration(w.page);
    expect(pathOf(w.page)).toBe('/blog');
    expect(await w.page.evaluate(() => (window as any).__beforeReload)).toBeUndefined();
    expect(w.logs.some((l) => l.startsWith('warning:') && l.includes('Loading the page /blog failed'))).toBe(true);
    expect(await w.page.locator('.blog-post--preview').count()).toBeGreaterThan(0);
    await w.context.close();
  });
});

describe('prefetching', () => {
  it('prefetches the data of internal links that scroll into view', async () => {
    const w = await open('/blog');
    await waitForManifest(w.page);
    await expect.poll(async () => (await prefetchLinks(w.page)).length).toBeGreaterThan(0);
    const before = (await prefetchLinks(w.page)).length;
    await w.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await prefetchLinks(w.page)).length).toBeGreaterThan(before);
    expect((await prefetchLinks(w.page)).every((h) => /\/assets\/data\/[0-9a-f]{16}\.json$/.test(h))).toBe(true);
    await w.context.close();
  });

  it('preloads a page on hover so the click renders at once', async () => {
    const w = await open('/');
    await waitForManifest(w.page);
    const requests: string[] = [];
    w.page.on('request', (r) => r.url().includes('/assets/data/') && r.resourceType() === 'fetch' && requests.push(r.url()));
    await w.page.hover('.home__blog-link');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await w.context.close();
  });

  for (const [name, init] of [
    ['2g', SLOW_2G],
    ['save-data', SAVE_DATA],
  ] as const) {
    it(`skips prefetching and preloading on ${name} connections`, async () => {
      const w = await open('/', init);
      await waitForManifest(w.page);
      const requests: string[] = [];
      w.page.on('request', (r) => r.url().includes('/assets/data/') && requests.push(r.url()));
      await w.page.hover('.home__blog-link');
      await delay(500);
      expect(await prefetchLinks(w.page)).toEqual([]);
      expect(requests).toEqual([]);
      // navigation still works
      await w.page.click('.home__blog-link');
      await w.page.waitForSelector('.blog-post--preview');
      await w.context.close();
    });
  }

  it('uses a GET with credentials where link prefetch is unsupported', async () => {
    const w = await watchedPage(browser());
    await w.context.addInitScript(NO_LINK_PREFETCH);
    const origin = new URL(sites.basic!.url).origin;
    await w.context.addCookies([{ name: 'visitor', value: 'v1', url: origin }]);
    const fetches: { url: string; cookie: string | undefined }[] = [];
    // Header reads are kept and settled before the context closes: an allHeaders()
    // still pending at close would reject unhandled.
    const headerReads: Promise<unknown>[] = [];
    w.page.on('request', (r) => {
      if (!r.url().includes('/assets/data/') || r.resourceType() !== 'fetch') return;
      headerReads.push(r.allHeaders().then((h) => fetches.push({ url: r.url(), cookie: h.cookie }), () => undefined));
    });
    await w.page.goto(siteUrl(sites.basic!.url, '/blog'));
    await waitForHydration(w.page);
    await waitForManifest(w.page);
    await expect.poll(() => fetches.length).toBeGreaterThan(1);
    expect(await prefetchLinks(w.page)).toEqual([]);
    await Promise.all(headerReads);
    expect(fetches.some((f) => f.cookie?.includes('visitor=v1'))).toBe(true);
    await w.context.close();
    await Promise.all(headerReads);
  });
});

describe('smooth scrolling', () => {
  it('falls back to moving 15 % of the remaining distance per frame', async () => {
    const w = await open('/docs/concepts/advanced/long-page', 'const supports = CSS.supports.bind(CSS); CSS.supports = (...a) => (String(a[0]).startsWith("scroll-behavior") ? false : supports(...a));');
    expect(await w.page.evaluate(() => CSS.supports('scroll-behavior', 'smooth'))).toBe(false);
    await w.page.evaluate(() => window.scrollTo(0, 3000));
    await w.page.waitForSelector('.back-to-top--shown');
    const positions = await w.page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const ys: number[] = [window.scrollY];
          (document.querySelector('.back-to-top') as HTMLButtonElement).click();
          const sample = () => {
            ys.push(window.scrollY);
            if (ys.length < 6) requestAnimationFrame(sample);
            else resolve(ys);
          };
          requestAnimationFrame(sample);
        }),
    );
    const moves = positions.slice(1).map((y, i) => positions[i]! - y).filter((d) => d > 0);
    expect(moves.length).toBeGreaterThan(2);
    for (let i = 1; i < positions.length - 1; i++) {
      const before = positions[i]!;
      const after = positions[i + 1]!;
      if (before === after) continue;
      expect((before - after) / before).toBeCloseTo(0.15, 1);
    }
    await expect.poll(() => w.page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await w.context.close();
  });
});
