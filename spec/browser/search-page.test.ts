/**
 * The search page `/search?q=` (SPEC §2): results of the site's transport with pages, the form
 * updating the URL in place, the query kept across reload and back/forward.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { waitForHydration } from './support/browser.js';
import { pathOf } from './support/helpers.js';
import { openSearchSite } from './support/search-page.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

const hits = (w: { page: import('playwright-core').Page }) => w.page.$$eval('.sg-search-page__hit h2', (h) => h.map((e) => e.textContent));

describe('search page', () => {
  it('shows 20 results a page with links to the other pages, in the app', async () => {
    const w = await openSearchSite(browser(), sites.search!.url, '/search?q=render');
    await w.page.waitForSelector('.sg-search-page__hit', { timeout: 30_000 });
    expect(await w.page.textContent('.sg-search-page__status')).toBe('30 documents found');
    expect(await hits(w)).toHaveLength(20);
    expect(w.hosts.bodies.at(-1)!.body.requests[0]).toMatchObject({ query: 'render', page: 0, hitsPerPage: 20 });
    await w.page.click('.sg-search-page__pages a[aria-label="Page 2"]');
    await w.page.waitForFunction(() => document.querySelectorAll('.sg-search-page__hit').length === 10, null, { timeout: 30_000 });
    expect(pathOf(w.page)).toBe('/search?q=render&page=2');
    expect(w.hosts.bodies.at(-1)!.body.requests[0]).toMatchObject({ page: 1 });
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    await w.context.close();
  });

  it('updates the URL and the results in place from its form; reload and back/forward keep the query', async () => {
    const w = await openSearchSite(browser(), sites.search!.url, '/search?q=player');
    await w.page.waitForSelector('.sg-search-page__hit', { timeout: 30_000 });
    await w.page.fill('.sg-search-page__form input', 'beware');
    await w.page.press('.sg-search-page__form input', 'Enter');
    await w.page.waitForSelector('.sg-search-page__hit:has-text("Beware")', { timeout: 30_000 });
    expect(pathOf(w.page)).toBe('/search?q=beware');
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    // Record markup shows as text here too.
    expect(await w.page.$('.sg-search-page__hit img')).toBeNull();
    expect(await w.page.title()).toContain('Search results for "beware"');

    await w.page.goBack();
    await w.page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'player');
    await w.page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('.sg-search-page__hit h2')].map((h) => h.textContent ?? '');
      return titles.length > 0 && !titles.some((t) => t.includes('Beware'));
    }, null, { timeout: 30_000 });
    expect(await w.page.inputValue('.sg-search-page__form input')).toBe('player');
    await w.page.goForward();
    await w.page.waitForSelector('.sg-search-page__hit:has-text("Beware")', { timeout: 30_000 });

    await w.page.reload();
    await waitForHydration(w.page);
    await w.page.waitForSelector('.sg-search-page__hit:has-text("Beware")', { timeout: 30_000 });
    expect(await w.page.inputValue('.sg-search-page__form input')).toBe('beware');
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('says so when nothing matches, and when no host answers', async () => {
    const w = await openSearchSite(browser(), sites.search!.url, '/search?q=zzqx');
    await w.page.waitForSelector('.sg-search-page__status:has-text("No results for")', { timeout: 30_000 });
    await w.context.close();
    const down = await openSearchSite(browser(), sites.search!.url, '/search?q=render', ['refuse', 'refuse']);
    await down.page.waitForSelector('.sg-search-page__status:has-text("Unable to fetch results")', { timeout: 30_000 });
    await down.context.close();
  });
});
