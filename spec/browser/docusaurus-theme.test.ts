/**
 * A site written for Docusaurus's theme hydrates cleanly (React page on `@theme/Layout`, swizzled
 * footer wrapper, ejected not-found content), its `@docusaurus/*` modules behave in the browser,
 * and the navbar holds up on a real-looking config: dark style readable, icon-only item without
 * text, long label on one line, logo not squeezed. The product site's search button keeps its
 * key caps off its label at 1280 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();

describe('a site written for the Docusaurus theme', () => {
  for (const route of ['/', '/docs/intro', '/docs/components', '/docs/expressions', '/jsx-in-js', '/no/such/page']) {
    it(`hydrates ${route} without warnings, with the swizzled footer`, async () => {
      const w = await watchedPage(browser());
      await w.page.goto(siteUrl(sites['docusaurus-theme']!.url, route));
      await waitForHydration(w.page);
      expect(w.hydrationProblems()).toEqual([]);
      expect(w.errors()).toEqual([]);
      expect(await w.page.locator('[data-testid=footer-note] + footer.footer').count()).toBe(1);
      await w.context.close();
    });
  }

  it("hydrates the components an MDX page imports, loaded with that page's own module", async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites['docusaurus-theme']!.url, '/docs/components'));
    await waitForHydration(w.page);
    await w.page.getByTestId('badge').click();
    await w.page.waitForFunction(() => document.querySelector('[data-testid=badge]')?.textContent === 'beta (1)');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('keeps the ejected DocItem/Layout across a client-side navigation by its paginator', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites['docusaurus-theme']!.url, '/docs/intro'));
    await waitForHydration(w.page);
    expect(await w.page.getByTestId('ejected-doc-note').textContent()).toBe('Introduction: 2 headings');
    await w.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const next = w.page.locator('.pagination-nav__link--next');
    const nextTitle = await next.locator('.pagination-nav__label').textContent();
    await next.click();
    await w.page.waitForFunction((title) => document.querySelector('[data-testid=ejected-doc-note]')?.textContent?.startsWith(`${title}:`), nextTitle);
    expect(await w.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it("hydrates an MDX page's expressions and partials passed as values, and runs its event handlers", async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites['docusaurus-theme']!.url, '/docs/expressions'));
    await waitForHydration(w.page);
    expect(await w.page.getByTestId('product').textContent()).toBe('ORBIT since 2026');
    expect(await w.page.getByTestId('greeting').textContent()).toBe('READER');
    expect(await w.page.getByTestId('runner').allTextContents()).toEqual(['deno', 'python']);
    await w.page.getByTestId('code-click').click();
    await w.page.waitForFunction(() => document.querySelector('[data-testid=code-click]')?.textContent === 'clicked Orbit');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('runs the @docusaurus modules in the browser: BrowserOnly, Head, Link', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(sites['docusaurus-theme']!.url);
    await waitForHydration(w.page);
    expect(await w.page.getByTestId('browser-only').textContent()).toBe('in the browser');
    expect(await w.page.locator('meta[name=theme-color]').getAttribute('content')).toBe('#2e8555');
    await w.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await w.page.getByTestId('start').click();
    await w.page.waitForURL(/\/docs\/intro$/);
    // A client-side navigation: the window is the same, the Head tag is gone with its page.
    expect(await w.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await w.page.waitForFunction(() => !document.querySelector('meta[name=theme-color]'));
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('keeps the navbar readable and compact on a real config', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(sites['docusaurus-theme']!.url);
    await waitForHydration(w.page);
    const colors = await w.page.evaluate(() => ({
      link: getComputedStyle(document.querySelector('.navbar__link')!).color,
      nav: getComputedStyle(document.querySelector('.navbar')!).backgroundColor,
    }));
    expect(contrast(colors.link, colors.nav)).toBeGreaterThanOrEqual(4.5);
    const github = w.page.locator('.header-github-link');
    expect(await github.textContent()).toBe('');
    expect(await github.getAttribute('aria-label')).toBe('GitHub repository');
    const long = await box(w.page, '.navbar__link:has-text("A rather long navbar label")');
    const short = await box(w.page, '.navbar__link:has-text("Docs")');
    expect(long!.height).toBe(short!.height);
    const logo = await box(w.page, '.navbar__logo-image');
    expect(logo!.height).toBe(32);
    expect(logo!.width).toBe(64);
    await w.context.close();
  });
});

describe('Docusaurus-written CSS', () => {
  it('applies the site overriding --ifm-color-primary to the theme', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites['docusaurus-theme']!.url, '/docs/intro'));
    await waitForHydration(w.page);
    const colors = await w.page.evaluate(() => ({
      active: getComputedStyle(document.querySelector('.menu__link--active')!).color,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--sg-color-primary').trim(),
    }));
    expect(colors).toEqual({ active: 'rgb(46, 133, 85)', primary: '#2e8555' });
    await w.context.close();
  });
});

describe('the search button', () => {
  it('keeps its key caps off the Search label at 1280 px', async () => {
    const w = await watchedPage(browser(), { viewport: { width: 1280, height: 800 } });
    await w.page.goto(siteUrl(sites.product!.url, '/docs/'));
    await waitForHydration(w.page);
    const label = await box(w.page, '.DocSearch-Button-Placeholder');
    const keys = await w.page.locator('.DocSearch-Button-Key').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(keys.length).toBe(2);
    expect(keys[0]!.left).toBeGreaterThanOrEqual(label!.x + label!.width - 0.5);
    expect(keys[1]!.left).toBeGreaterThanOrEqual(keys[0]!.right - 0.5);
    // "Ctrl" fits inside its cap.
    expect(await w.page.locator('.DocSearch-Button-Key').first().evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await w.context.close();
  });
});
