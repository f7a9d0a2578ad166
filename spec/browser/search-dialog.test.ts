/**
 * The search dialog (SPEC §2 search dialog, §3, §4 search status, §8, §9) on the hosted-mode
 * search fixture: how it opens and closes, the initial query, statuses, grouping, the request it
 * sends, escaping, navigation, the start, no-results and error screens, and hit URL rewriting.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pathOf } from './support/helpers.js';
import { DIALOG_INPUT, openSearchSite } from './support/search-page.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

const open = (rel = '/', behaviours: Parameters<typeof openSearchSite>[3] = [], options = {}) => openSearchSite(browser(), sites.search!.url, rel, behaviours, options);

/** Searches `query` ("render api N" finds the API page N) in the dialog, opening it first if needed, and goes to the selected hit with Enter. */
async function pickHit(page: Page, query: string): Promise<void> {
  // The start screen selects its first recent search too: wait for this query's hit.
  const hit = `.DocSearch-Hit[aria-selected="true"]:has-text("${query.replace('render api', 'API')}")`;
  if (!(await page.$('.DocSearch-Modal'))) await page.keyboard.press('Control+k');
  await page.fill(DIALOG_INPUT, query, { timeout: 30_000 });
  await page.waitForSelector(hit, { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached', timeout: 30_000 });
}

/** What DocSearch keeps in localStorage under `key` (its recent or favorite searches). */
const storedSearches = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Array<{ objectID: string }>, key);

/** Polls `check` every 100 ms until it gives true (then true) or `timeout` ms pass (then false). */
async function eventually(check: () => Promise<boolean>, timeout: number): Promise<boolean> {
  for (const end = Date.now() + timeout; ; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return true;
    if (Date.now() > end) return false;
  }
}

/**
 * Waits until `done` gives true: DocSearch saves a favorite or removes a recent search when the
 * moving hit's (`.${hitClass}`) CSS transition ends. The hit must have a transition to end (the
 * theme's reduced-motion rule once removed it: for readers nothing ever happened). The event is
 * the browser's own: it once went missing when the dialog re-rendered mid-transition and
 * DocSearch remounted the hit (see SearchModal), which this test must catch.
 */
async function finishHitTransition(page: Page, hitClass: string, done: () => Promise<boolean>): Promise<void> {
  const hit = await page.$(`.${hitClass}`);
  if (hit) {
    // Null when the hit is already gone (its transition ended and DocSearch acted).
    const durations = await hit.evaluate((li) => (li.isConnected ? getComputedStyle(li).transitionDuration : null)).catch(() => null);
    if (durations !== null) expect(durations.split(',').some((d) => parseFloat(d) > 0), `transition-duration of the ${hitClass} hit: ${durations}`).toBe(true);
  }
  expect(await eventually(done, 30_000), `DocSearch's action once the ${hitClass} hit's transition ended`).toBe(true);
}

describe('search dialog', () => {
  it("opens on click with the placeholder 'Search docs' and the 'No recent searches' screen; Escape closes it", async () => {
    const w = await open();
    await w.page.click('.DocSearch-Button');
    const input = await w.page.waitForSelector(DIALOG_INPUT, { timeout: 30_000 });
    expect(await input.getAttribute('placeholder')).toBe('Search docs');
    await w.page.waitForSelector('.DocSearch-StartScreen:has-text("No recent searches")');
    await w.page.keyboard.press('Escape');
    await w.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it("renders the dialog in the click's own update once its code has loaded (no suspended first render)", async () => {
    const w = await open();
    // The pointer on the button loads the dialog's chunk (the idle preload may have done it already).
    await w.page.hover('.DocSearch-Button');
    await w.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/SearchModal-[^/]*\.js$/.test(e.name)), null, { timeout: 30_000 });
    await w.page.waitForTimeout(300);
    // React renders a click's update in a microtask queued during the click: one queued after the click runs after it.
    const mounted = await w.page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('.DocSearch-Button')!.click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      return document.querySelector('.DocSearch-Modal .DocSearch-Input') !== null;
    });
    expect(mounted).toBe(true);
    await w.page.keyboard.press('Escape');
    await w.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('opens and closes with Ctrl+K and Cmd+K', async () => {
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.waitForSelector(DIALOG_INPUT, { timeout: 30_000 });
    await w.page.keyboard.press('Control+k');
    await w.page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await w.page.keyboard.press('Meta+k');
    await w.page.waitForSelector(DIALOG_INPUT);
    await w.context.close();
  });

  it("opens on '/' when no text field has focus, and types '/' in a focused input", async () => {
    const w = await open();
    await w.page.focus('#notes');
    await w.page.keyboard.type('a/b');
    expect(await w.page.inputValue('#notes')).toBe('a/b');
    expect(await w.page.$('.DocSearch-Modal')).toBeNull();
    await w.page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await w.page.keyboard.press('/');
    await w.page.waitForSelector(DIALOG_INPUT, { timeout: 30_000 });
    expect(await w.page.inputValue(DIALOG_INPUT)).toBe('');
    await w.context.close();
  });

  it('starts with the selected text, cut to 64 characters', async () => {
    const w = await open();
    const selected = await w.page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('selectable')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    expect(selected.length).toBeGreaterThan(64);
    await w.page.keyboard.press('Control+k');
    await w.page.waitForSelector(DIALOG_INPUT, { timeout: 30_000 });
    expect(await w.page.inputValue(DIALOG_INPUT)).toBe(selected.slice(0, 64));
    await w.context.close();
  });

  it('asks for 20 hits with 10-word snippets and shows them grouped by lvl0, at most 5 a group', async () => {
    // 'render' matches 30 records: the first 20 are 12 'Documentation' and 8 'API' ones, 'Blog' is past them.
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
    const request = w.hosts.bodies.at(-1)!.body.requests[0]!;
    // The credentials ride in the query string, as Algolia's browser client sends them: no preflight.
    expect(w.hosts.bodies.at(-1)!.url).toBe('https://search-a.sitegraph.test/1/indexes/*/queries?x-algolia-application-id=PRISM&x-algolia-api-key=search-only-key');
    expect(w.hosts.preflights).toEqual([]);
    expect(request).toMatchObject({ indexName: 'prism', query: 'render', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(request.attributesToSnippet).toContain('content:10');
    // Contextual search is off (SPEC §2): no language or version facet filters.
    expect(request.facetFilters).toBeUndefined();
    const groups = await w.page.$$eval('.DocSearch-Hits', (sections) => sections.map((s) => ({ title: s.querySelector('.DocSearch-Hit-source')?.textContent, hits: s.querySelectorAll('.DocSearch-Hit').length })));
    expect(groups).toEqual([
      { title: 'Documentation', hits: 5 },
      { title: 'API', hits: 5 },
    ]);
    expect(await w.page.$$eval('.DocSearch-Hit mark', (m) => m.length)).toBeGreaterThan(0);
    await w.context.close();
  });

  it('asks for 5-word snippets on screens up to 768 px wide', async () => {
    const w = await open('/', [], { viewport: { width: 700, height: 800 } });
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
    expect(w.hosts.bodies.at(-1)!.body.requests[0]!.attributesToSnippet).toContain('content:5');
    await w.context.close();
  });

  it('shows record content as text: markup in a record never becomes HTML', async () => {
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'beware', { timeout: 30_000 });
    const hit = await w.page.waitForSelector('.DocSearch-Hit:has-text("Beware")', { timeout: 30_000 });
    expect(await hit.textContent()).toContain('<img src=x onerror="window.__xss=1">');
    expect(await hit.$('img')).toBeNull();
    expect(await w.page.evaluate(() => (window as any).__xss)).toBeUndefined();
    await w.context.close();
  });

  it('keeps the typed query, its hits and Enter when the page re-renders under the open dialog', async () => {
    // A navigation ending while the dialog is open (the previous hit's page) re-renders it: that
    // must not give DocSearch a new autocomplete instance with an empty state (see SearchModal).
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render api 3', { timeout: 30_000 });
    const hit = '.DocSearch-Hit[aria-selected="true"]:has-text("API 3")';
    await w.page.waitForSelector(hit, { timeout: 30_000 });
    // A location change (the hash) that the app's router sees: the dialog re-renders.
    await w.page.evaluate(() => {
      history.pushState(null, '', '#rerender');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await w.page.waitForFunction(() => location.hash === '#rerender');
    await w.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    expect(await w.page.inputValue(DIALOG_INPUT)).toBe('render api 3');
    await w.page.waitForSelector(hit, { timeout: 5_000 });
    await w.page.keyboard.press('Enter');
    await w.page.waitForSelector('.DocSearch-Modal', { state: 'detached', timeout: 10_000 });
    await w.page.waitForFunction(() => location.hash === '#api-3', null, { timeout: 30_000 });
    expect(pathOf(w.page)).toBe('/docs/player#api-3');
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    await w.context.close();
  });

  it('Enter navigates inside the app; Ctrl+Enter opens a new tab, Shift+Enter a new window', async () => {
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render option', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit[aria-selected="true"]', { timeout: 30_000 });
    const [tab] = await Promise.all([w.context.waitForEvent('page', { timeout: 30_000 }), w.page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/docs/render-media');
    await tab.close();
    const [popup] = await Promise.all([w.context.waitForEvent('page', { timeout: 30_000 }), w.page.keyboard.press('Shift+Enter')]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/docs/render-media');
    await popup.close();
    await w.page.keyboard.press('Enter');
    await w.page.waitForSelector('h1:has-text("renderMedia()")', { timeout: 30_000 });
    expect(pathOf(w.page)).toBe('/docs/render-media#option-0');
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    expect(await w.page.$('.DocSearch-Modal')).toBeNull();
    await w.context.close();
  });

  it('keeps recent searches (7, or 4 with favorites) and favorites in localStorage under per-index keys', async () => {
    const w = await open();
    const recentKey = '__DOCSEARCH_RECENT_SEARCHES__prism';
    const favoriteKey = '__DOCSEARCH_FAVORITE_SEARCHES__prism';
    const pick = (query: string) => pickHit(w.page, query);
    // Heading hits (lvl2) are stored as they are; a content hit is stored as its page's lvl1 hit.
    for (let i = 0; i < 8; i++) await pick(`render api ${i}`);
    const stored = (key: string) => storedSearches(w.page, key);
    expect((await stored(recentKey)).map((r) => r.objectID)).toEqual(['api-7', 'api-6', 'api-5', 'api-4', 'api-3', 'api-2', 'api-1']);

    // Save the newest recent search as a favorite from the start screen.
    await w.page.keyboard.press('Control+k');
    await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
    await w.page.click('.DocSearch-Hit:first-child [title="Save this search"]');
    await finishHitTransition(w.page, 'DocSearch-Hit--favoriting', async () => (await w.page.$('.DocSearch-Hit-source:has-text("Favorite")')) !== null);
    expect((await stored(favoriteKey)).map((r) => r.objectID)).toEqual(['api-7']);
    await w.page.keyboard.press('Escape');
    await w.page.reload();
    await w.page.waitForFunction(() => (window as any).__SITEGRAPH__?.hydrated === true);
    await pick('render api 8');
    expect(await stored(recentKey)).toHaveLength(4);
    await w.context.close();
  });

  it('saves a favorite and removes a recent search for readers who prefer reduced motion', async () => {
    // DocSearch acts when the hit's transition ends; the theme's reduced-motion rule used to
    // remove every transition, so neither action ever happened for these readers.
    const w = await open('/', [], { reducedMotion: 'reduce' });
    expect(await w.page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    for (const query of ['render api 1', 'render api 2']) await pickHit(w.page, query);
    expect((await storedSearches(w.page, '__DOCSEARCH_RECENT_SEARCHES__prism')).map((r) => r.objectID)).toEqual(['api-2', 'api-1']);

    await w.page.keyboard.press('Control+k');
    await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
    await w.page.click('.DocSearch-Hit:first-child [title="Save this search"]');
    await finishHitTransition(w.page, 'DocSearch-Hit--favoriting', async () => (await w.page.$('.DocSearch-Hit-source:has-text("Favorite")')) !== null);
    expect((await storedSearches(w.page, '__DOCSEARCH_FAVORITE_SEARCHES__prism')).map((r) => r.objectID)).toEqual(['api-2']);

    await w.page.click('.DocSearch-Hits:has(.DocSearch-Hit-source:has-text("Recent")) [title="Remove this search from history"]');
    await finishHitTransition(w.page, 'DocSearch-Hit--deleting', async () => (await storedSearches(w.page, '__DOCSEARCH_RECENT_SEARCHES__prism')).length === 0);
    expect(await storedSearches(w.page, '__DOCSEARCH_RECENT_SEARCHES__prism')).toEqual([]);
    await w.context.close();
  });

  it("shows 'No results for', at most 3 suggestions and the 'Let us know.' link", async () => {
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
    await w.page.fill(DIALOG_INPUT, 'zzqx');
    const screen = await w.page.waitForSelector('.DocSearch-NoResults', { timeout: 30_000 });
    expect(await screen.textContent()).toContain('No results for "zzqx"');
    expect(await screen.textContent()).toContain('Try searching for');
    const suggestions = await w.page.$$('.DocSearch-NoResults-Prefill-List li');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(await screen.textContent()).toContain('Believe this query should return results?');
    const link = await w.page.waitForSelector('.DocSearch-NoResults a:has-text("Let us know.")');
    expect(await link.getAttribute('href')).toBe('https://github.com/prism/prism/issues/new?title=zzqx');
    await w.context.close();
  });

  it("shows 'Unable to fetch results' when every host fails", async () => {
    const w = await open('/', ['refuse', 'refuse']);
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    const screen = await w.page.waitForSelector('.DocSearch-ErrorScreen', { timeout: 30_000 });
    expect(await screen.textContent()).toContain('Unable to fetch results');
    expect(await screen.textContent()).toContain('You might want to check your network connection.');
    expect(await w.page.$('.DocSearch-Container--Errored')).not.toBeNull();
    expect(await w.page.isVisible('.DocSearch-NoResults')).toBe(false);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('fails over to the next host when the first refuses connections or never answers', async () => {
    for (const first of ['refuse', 'hang'] as const) {
      const w = await open('/', [first, 'answer']);
      await w.page.keyboard.press('Control+k');
      await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
      await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
      expect(w.hosts.bodies.map((b) => b.host)).toEqual(['https://search-a.sitegraph.test', 'https://search-b.sitegraph.test']);
      // The failed host is skipped for the next query.
      await w.page.fill(DIALOG_INPUT, 'player');
      await w.page.waitForSelector('.DocSearch-Hit:has-text("Player")', { timeout: 30_000 });
      expect(w.hosts.bodies.at(-1)!.host).toBe('https://search-b.sitegraph.test');
      expect(w.hosts.bodies.filter((b) => b.host === 'https://search-a.sitegraph.test')).toHaveLength(1);
      await w.context.close();
    }
  });

  it('goes from loading to stalled after 300 ms, then shows the results', async () => {
    const w = await open('/', [{ delayMs: 2_500 }]);
    await w.page.keyboard.press('Control+k');
    await w.page.waitForSelector(DIALOG_INPUT, { timeout: 30_000 });
    const typed = Date.now();
    await w.page.fill(DIALOG_INPUT, 'render');
    await w.page.waitForSelector('.DocSearch-Container--Stalled', { timeout: 30_000 });
    expect(Date.now() - typed).toBeGreaterThanOrEqual(300);
    await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
    expect(await w.page.$('.DocSearch-Container--Stalled')).toBeNull();
    await w.context.close();
  });

  it('applies externalUrlRegex and replaceSearchResultPathname to hit URLs', async () => {
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'external guide', { timeout: 30_000 });
    const external = await w.page.waitForSelector('.DocSearch-Hit a', { timeout: 30_000 });
    expect(await external.getAttribute('href')).toBe('https://external.example.org/guide#external');
    await w.page.fill(DIALOG_INPUT, 'renamed');
    await w.page.waitForSelector('.DocSearch-Hit:has-text("Renamed")', { timeout: 30_000 });
    expect(await w.page.getAttribute('.DocSearch-Hit a', 'href')).toBe('/docs/player#renamed');
    await w.context.close();
  });

  it("links 'See all results' to the search page, in the app", async () => {
    const w = await open();
    await w.page.keyboard.press('Control+k');
    await w.page.fill(DIALOG_INPUT, 'render', { timeout: 30_000 });
    await w.page.click('.DocSearch-HitsFooter a', { timeout: 30_000 });
    await w.page.waitForSelector('h1:has-text("Search results for")', { timeout: 30_000 });
    expect(pathOf(w.page)).toBe('/search?q=render');
    expect(await w.page.evaluate(() => (window as any).__noReload)).toBe(true);
    await w.context.close();
  });
});
