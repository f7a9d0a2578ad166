/**
 * Error states (SPEC §4, §8): the error boundary page with its cause chain and Try again, and
 * the red banner when the home page is served outside the configured base URL.
 */
import { describe, expect, inject, it } from 'vitest';
import { serveSite } from '@sitegraph/runtime';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

describe('error boundary', () => {
  it('shows "This page crashed" with the cause chain, titled Page Error, and recovers with Try again', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites.basic!.url, '/crash'));
    await waitForHydration(w.page);
    await w.page.click('text=Crash this page');
    await w.page.waitForSelector('h1:has-text("This page crashed.")');
    await expect.poll(() => w.page.title()).toBe('Page Error | Lumen');
    const text = await w.page.textContent('.error-page__error');
    expect(text).toContain('Could not render the chart');
    expect(text).toContain('Cause: the data file is unreadable');
    expect(text).toContain('Cause: disk quota exceeded');
    // the navbar and footer stay
    expect(await w.page.isVisible('nav.navbar')).toBe(true);
    await w.page.click('button:has-text("Try again")');
    await w.page.waitForSelector('h1:has-text("Crash test")');
    await expect.poll(() => w.page.title()).toBe('Crash test | Lumen');
    await w.context.close();
  });
});

describe('error boundary recovery', () => {
  it('"Try again" loads a failed data file again and shows the page once the cause is gone', async () => {
    const w = await watchedPage(browser());
    // The full data file of a large blog list page (its bodies are loaded after hydration) fails once.
    let failing = true;
    await w.page.route('**/assets/data/*.json', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    await w.page.goto(siteUrl(sites.basic!.url, '/blog/page/3'));
    await w.page.waitForSelector('h1:has-text("This page crashed.")', { timeout: 45_000 });
    expect(await w.page.textContent('.error-page__error')).toMatch(/Could not load \S+\.json: HTTP 503/);
    failing = false;
    await w.page.click('button:has-text("Try again")');
    await w.page.waitForSelector('.blog-main :text("Observation 44")', { timeout: 45_000 });
    expect(await w.page.locator('h1:has-text("This page crashed.")').count()).toBe(0);
    await w.context.close();
  });

  it('words the error of a data file of the wrong kind in plain English', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites.basic!.url, '/blog'));
    await waitForHydration(w.page);
    // Page 2's data file comes back without a kind (no "view").
    await w.page.route('**/assets/data/*.json', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      if (json.view === 'blog-list') delete json.view;
      await route.fulfill({ response, json });
    });
    await w.page.click('a[href$="/blog/page/2"]');
    await w.page.waitForSelector('h1:has-text("This page crashed.")', { timeout: 45_000 });
    const text = (await w.page.textContent('.error-page__message'))!;
    expect(text).not.toMatch(/\ba undefined\b|\ba [aeiou]/i);
    expect(text).toMatch(/holds data of no known kind .*needs "blog-list" data/);
    await w.context.close();
  });
});

describe('base URL banner', () => {
  it('shows a red banner when the home page is served outside the configured base URL', async () => {
    const wrong = await serveSite({ dir: sites.base!.dir, port: 0, baseUrl: '/' });
    try {
      const w = await watchedPage(browser());
      await w.page.goto(wrong.url);
      const banner = w.page.locator('#__sg-base-url-issue-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('configured for the base URL /base/');
      expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(204, 0, 0)');
      await w.context.close();
    } finally {
      await wrong.close();
    }
  });

  it('shows no banner when the site is served at its base URL', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(sites.base!.url);
    await waitForHydration(w.page);
    expect(await w.page.locator('#__sg-base-url-issue-banner').count()).toBe(0);
    expect(await w.page.textContent('h1')).toBe('Lumen');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});
