/**
 * Routing (SPEC §2 Routing behaviour, §4): routes from the graph with exact matches, `.html` and
 * `/index.html` suffixes, the catch-all not-found page, scrolling on route changes, and the
 * page-view hook on every route change.
 */
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { pageViews, pathOf, waitForManifest } from './support/helpers.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

async function openHome() {
  const w = await watchedPage(browser());
  await w.page.goto(siteUrl(sites.basic!.url, '/'));
  await waitForHydration(w.page);
  await waitForManifest(w.page);
  return w;
}

describe('routing', () => {
  it('navigates inside the app to exact routes without a full reload', async () => {
    const w = await openHome();
    await w.page.evaluate(() => ((window as any).__noReload = true));
    await w.page.click('.home__docs-link');
    await w.page.waitForSelector('h1:has-text("Introduction")');
    expect(pathOf(w.page)).toBe('/docs/');
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    expect(await w.page.title()).toBe('Introduction | Lumen');
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('treats .html and /index.html suffixes as the path without them', async () => {
    const w = await openHome();
    await w.page.click('.home__html-link');
    await w.page.waitForSelector('h1:has-text("The timeline")');
    await w.page.goBack();
    await w.page.waitForSelector('.home__index-html-link');
    await w.page.click('.home__index-html-link');
    await w.page.waitForSelector('h1:has-text("Concepts")');
    expect(await w.page.textContent('.card-grid')).toContain('The timeline');
    await w.context.close();
  });

  it('shows the not-found page for unknown paths, in the app and from the server', async () => {
    const w = await openHome();
    await w.page.click('.home__missing-link');
    await w.page.waitForSelector('h1:has-text("Page Not Found")');
    expect(await w.page.title()).toBe('Page Not Found | Lumen');
    const response = await w.page.goto(siteUrl(sites.basic!.url, '/docs/getting-started/nope'));
    expect(response?.status()).toBe(404);
    await waitForHydration(w.page);
    expect(await w.page.textContent('h1')).toBe('Page Not Found');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('scrolls to the hash target, and to the top when the path changes', async () => {
    const w = await openHome();
    await w.page.click('.home__hash-link');
    await w.page.waitForSelector('#section-5');
    await expect.poll(() => w.page.evaluate(() => Math.round(document.getElementById('section-5')!.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await w.page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // a TOC link on the same page scrolls to its heading
    await w.page.click('.toc a[href="#section-9"]');
    await expect.poll(() => w.page.evaluate(() => Math.round(document.getElementById('section-9')!.getBoundingClientRect().top))).toBeLessThan(120);
    expect(pathOf(w.page)).toBe('/docs/concepts/advanced/long-page#section-9');
    // another page: back to the top
    await w.page.click('.pagination-nav__link--next');
    await w.page.waitForSelector('h1:has-text("Layers")');
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(0);
    await w.context.close();
  });

  it('calls the page-view hook on every route change with path + search + hash', async () => {
    const w = await openHome();
    await w.page.click('.home__query-link');
    await w.page.waitForSelector('h1:has-text("Install Lumen")');
    await w.page.click('a.navbar__link:has-text("Blog")');
    await w.page.waitForSelector('.blog-post--preview');
    expect(await pageViews(w.page)).toEqual(['/', '/docs/getting-started/install?from=home#next-steps', '/blog']);
    await w.context.close();
  });
});
