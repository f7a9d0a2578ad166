/**
 * A `docusaurus.config.mjs` read unchanged, in the browser: the config's `stylesheets`,
 * `scripts` and `headTags` are in every page's head, its `clientModules` run before hydration, and stay on client navigation, and KaTeX's
 * stylesheet styles the math (the MathML copy hidden); ```` ```mermaid ```` blocks are drawn as SVG
 * in light and dark, mermaid loaded only by pages with a diagram; the classic preset's gtag and
 * googleTagManager load their vendor scripts (requests blocked) and route changes are reported. The network is blocked: the CDN URL of
 * the stylesheet is answered from `node_modules/katex/dist`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { REPO } from './support/fixtures.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const site = () => sites['docusaurus-classic']!.url;
const KATEX_DIST = path.join(REPO, 'node_modules/katex/dist');
const browser = useSharedBrowser();

/** Answers the KaTeX CDN from node_modules and aborts every other request off the site. */
async function offline(page: Page): Promise<void> {
  const origin = new URL(site()).origin;
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    const katex = url.pathname.match(/\/katex@[^/]+\/dist\/(.+)$/);
    if (url.hostname === 'cdn.jsdelivr.net' && katex) {
      const type = katex[1]!.endsWith('.css') ? 'text/css' : 'font/woff2';
      return route.fulfill({ status: 200, contentType: type, headers: { 'access-control-allow-origin': '*' }, body: readFileSync(path.join(KATEX_DIST, katex[1]!)) });
    }
    return route.abort();
  });
}

describe('a docusaurus.config.mjs site in the browser', () => {
  it("resolves MDX imports through docusaurus-plugin-module-alias's alias (a component, partials), prerendered and hydrated", async () => {
    const w = await watchedPage(browser());
    await offline(w.page);
    const response = await w.page.goto(siteUrl(site(), '/docs/aliases'));
    const html = await response!.text();
    expect(html).toContain('<strong class="shout">Imported through an alias<!-- -->!</strong>');
    expect(html).toMatch(/<section data-lang="javascript"><h4>javascript<\/h4><p>Hello<!-- -->, from a partial used as a value\.<\/p>/);
    await waitForHydration(w.page);
    expect(await w.page.locator('.shout').textContent()).toBe('Imported through an alias!');
    // An MDX partial imported through the alias, and a Markdown partial passed as a value to a
    // site component, which renders it with its props (its content from the module pages share).
    const main = w.page.locator('article').first();
    await expect.poll(() => main.textContent()).toContain('Note for readers, imported through an alias.');
    const showcase = w.page.locator('.showcase section[data-lang=javascript]');
    expect(await showcase.locator('p').first().textContent()).toBe('Hello, from a partial used as a value.');
    expect(await showcase.locator('pre').textContent()).toContain("console.log('shared snippet');");
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('has the config head tags, keeps them on navigation, and styles the math with KaTeX', async () => {
    const w = await watchedPage(browser());
    await offline(w.page);
    await w.page.goto(siteUrl(site(), '/docs/math'));
    await waitForHydration(w.page);
    expect(await w.page.locator('head meta[name=classic-fixture]').getAttribute('content')).toBe('head-tag');
    expect(await w.page.locator('head link[rel=stylesheet][href*="katex.min.css"]').count()).toBe(1);
    expect(await w.page.evaluate(() => document.documentElement.dataset.siteScript)).toBe('ran');
    // The config's clientModules ran in the client bundle, before the app hydrated.
    expect(await w.page.evaluate(() => (window as unknown as { __classicClientModule?: unknown }).__classicClientModule)).toEqual({ ranBeforeHydration: true });
    // KaTeX's CSS hides the MathML copy: only the HTML rendering is visible.
    await w.page.waitForFunction(() => getComputedStyle(document.querySelector('.katex-mathml')!).position === 'absolute');
    const mathml = await w.page.locator('.katex-mathml').first().boundingBox();
    expect(mathml!.width).toBeLessThanOrEqual(1);
    expect(await w.page.locator('.katex-display').first().evaluate((e) => getComputedStyle(e).textAlign)).toBe('center');
    await screenshot(w.page, 'docusaurus-classic-math');
    await w.page.locator('.navbar a:has-text("Docs")').first().click();
    await w.page.waitForURL(/\/docs\/intro$/);
    expect(await w.page.locator('head meta[name=classic-fixture]').count()).toBe(1);
    expect(await w.page.locator('head link[rel=stylesheet][href*="katex.min.css"]').count()).toBe(1);
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('draws the Mermaid diagram as SVG in light and dark, loading mermaid only where a diagram is', async () => {
    const w = await watchedPage(browser());
    await offline(w.page);
    const scripts: string[] = [];
    w.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await w.page.goto(siteUrl(site(), '/docs/math'));
    await waitForHydration(w.page);
    const before = scripts.length;
    // The prerendered page holds the source; the client draws the diagram after hydration.
    await w.page.locator('.menu__link:has-text("Diagram")').click();
    await w.page.waitForURL(/\/docs\/diagram$/);
    await w.page.waitForSelector('.docusaurus-mermaid-container[data-mermaid-theme=neutral] svg');
    expect(await w.page.locator('.docusaurus-mermaid-container svg').textContent()).toContain('Publish');
    // mermaid's chunks were loaded for this page, not for the math page before it.
    expect(scripts.slice(0, before).some((u) => /mermaid/i.test(u))).toBe(false);
    expect(scripts.slice(before).some((u) => /mermaid/i.test(u))).toBe(true);
    await screenshot(w.page, 'docusaurus-classic-mermaid-light');
    await w.page.locator('.navbar button[title*="dark" i], .navbar button[aria-label*="dark" i]').first().click();
    await w.page.waitForSelector('.docusaurus-mermaid-container[data-mermaid-theme=dark] svg');
    await screenshot(w.page, 'docusaurus-classic-mermaid-dark');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('loads gtag and Tag Manager from their standard URLs (blocked here) and reports route changes to gtag', async () => {
    const w = await watchedPage(browser());
    await offline(w.page);
    const vendor: string[] = [];
    w.page.on('request', (r) => {
      if (r.url().startsWith('https://www.googletagmanager.com/')) vendor.push(r.url());
    });
    await w.page.goto(siteUrl(site(), '/docs/math'));
    await waitForHydration(w.page);
    expect(vendor).toEqual(expect.arrayContaining(['https://www.googletagmanager.com/gtag/js?id=G-CLASSIC1', 'https://www.googletagmanager.com/gtm.js?id=GTM-CLASSIC']));
    const layer = () => w.page.evaluate(() => (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.map((e) => ('event' in e ? e : Array.from(e))));
    const first = await layer();
    expect(first).toContainEqual(['config', 'G-CLASSIC1', { anonymize_ip: true }]);
    expect(first).toContainEqual(['config', 'G-CLASSIC2', { anonymize_ip: true }]);
    expect(first).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    // The first view is the config call's: no page_view event until the route changes.
    expect(first.filter((e) => Array.isArray(e) && e[1] === 'page_view')).toEqual([]);
    await w.page.locator('.menu__link:has-text("Partials")').click();
    await w.page.waitForURL(/\/docs\/partials$/);
    await w.page.waitForFunction(() => (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.some((e) => Array.from(e)[1] === 'page_view'));
    const after = await layer();
    expect(after).toContainEqual(['set', 'page_path', '/docs/partials']);
    expect(after).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/docs/partials', page_title: expect.stringContaining('Partials') })]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it("renders the chrome once through the site's ejected Layout, keeps it on client navigation, and skips to its wrapper", async () => {
    const w = await watchedPage(browser());
    await offline(w.page);
    const chrome = () =>
      w.page.evaluate(() => ({
        navbars: document.querySelectorAll('.navbar').length,
        skipLinks: document.querySelectorAll('.skip-to-content').length,
        wrappers: [...document.querySelectorAll('.classic-layout')].map((e) => e.id),
        shellWrappers: document.querySelectorAll('#__sg_main').length,
      }));
    const once = { navbars: 1, skipLinks: 1, wrappers: ['__docusaurus_skipToContent_fallback'], shellWrappers: 0 };
    await w.page.goto(siteUrl(site(), '/about'));
    await waitForHydration(w.page);
    expect(await chrome()).toEqual(once);
    await w.page.locator('.navbar a:has-text("Docs")').first().click();
    await w.page.waitForURL(/\/docs\/intro$/);
    await w.page.waitForSelector('.menu__link');
    expect(await chrome()).toEqual(once);
    // The about page has no <main>, so the skip link focuses the ejected Layout's wrapper.
    await w.page.goto(siteUrl(site(), '/about'));
    await waitForHydration(w.page);
    const hasMain = await w.page.evaluate(() => document.querySelector('main') !== null);
    await w.page.locator('.skip-to-content').focus();
    await w.page.keyboard.press('Enter');
    expect(await w.page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName)).toBe(hasMain ? 'MAIN' : '__docusaurus_skipToContent_fallback');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('hydrates a page with a diagram without warnings', async () => {
    const w = await watchedPage(browser());
    await offline(w.page);
    const html = await (await w.page.request.get(siteUrl(site(), '/docs/diagram'))).text();
    expect(html).toContain('<pre class="mermaid">graph TD;');
    await w.page.goto(siteUrl(site(), '/docs/diagram'));
    await waitForHydration(w.page);
    await w.page.waitForSelector('.docusaurus-mermaid-container svg');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });
});
