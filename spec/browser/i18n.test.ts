/**
 * A translated site (`fixtures/sites/i18n`: en default, fr, ar right to left), each locale built
 * under its own base URL as `sitegraph build` lays them out: the language dropdown keeps path,
 * query and hash (SPEC §2), `ar` pages are right to left with the sidebar on the right, and
 * search on a `fr` page finds only `fr` records.
 */
import { describe, expect, inject, it } from 'vitest';
import { requestedPaths, siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { pathOf } from './support/helpers.js';
import { DIALOG_INPUT } from './support/search-page.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

describe('translated site', () => {
  it('the dropdown from /fr/docs/x?y=1#h to English keeps the path, query and hash', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites.i18n!.url, '/fr/docs/x?y=1#h'));
    await waitForHydration(w.page);
    expect(await w.page.textContent('h1')).toBe('Projections cartographiques');
    const dropdown = w.page.locator('.navbar .locale-dropdown');
    await dropdown.hover();
    const english = dropdown.locator('.dropdown__menu a[hreflang="en"]');
    await english.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await english.getAttribute('href')).toBe('/docs/x?y=1#h');
    await english.click();
    await w.page.waitForURL((url) => url.pathname === '/docs/x', { timeout: 30_000 });
    await waitForHydration(w.page);
    const url = new URL(w.page.url());
    expect([url.pathname, url.search, url.hash]).toEqual(['/docs/x', '?y=1', '#h']);
    expect(await w.page.textContent('h1')).toBe('Projections');
    expect(await w.page.getAttribute('html', 'lang')).toBe('en');
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('a page the locale has not translated shows the default text under the locale, with hreflang links to every locale', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites.i18n!.url, '/fr/docs/guide/setup'));
    await waitForHydration(w.page);
    expect(pathOf(w.page)).toBe('/fr/docs/guide/setup');
    expect(await w.page.textContent('h1')).toBe('Setup');
    expect(await w.page.getAttribute('html', 'lang')).toBe('fr-FR');
    const alternates = await w.page.locator('head link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
    expect(alternates).toEqual([
      ['en', '/docs/guide/setup'],
      ['fr-FR', '/fr/docs/guide/setup'],
      ['ar', '/ar/docs/guide/setup'],
      ['x-default', '/docs/guide/setup'],
    ]);
    // The translated sidebar category label.
    expect(await w.page.locator('.docs-sidebar-container').textContent()).toContain('Guides pratiques');
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('ar pages are dir="rtl" with the docs sidebar on the right of the content', async () => {
    const w = await watchedPage(browser(), { viewport: { width: 1280, height: 900 } });
    await w.page.goto(siteUrl(sites.i18n!.url, '/ar/docs/intro'));
    await waitForHydration(w.page);
    expect(await w.page.getAttribute('html', 'dir')).toBe('rtl');
    // Theme strings: code.json's where it has one, else the built-in Arabic catalogue.
    expect(await w.page.textContent('.toc__title')).toBe('في هذه الصفحة');
    expect(await w.page.textContent('.pagination-nav__link--next .pagination-nav__sublabel')).toBe('الصفحة التالية');
    expect(await w.page.getAttribute('html', 'lang')).toBe('ar');
    expect(await w.page.textContent('h1')).toBe('مقدمة');
    const sidebar = await w.page.locator('.docs-sidebar-container').boundingBox();
    const main = await w.page.locator('main').boundingBox();
    expect(sidebar && main).toBeTruthy();
    expect(sidebar!.x).toBeGreaterThanOrEqual(main!.x + main!.width - 1);
    // The table of contents mirrors too: left of the text, its rule on its inline-start (right) side.
    const toc = await w.page.locator('.toc').boundingBox();
    const title = await w.page.locator('h1').boundingBox();
    expect(toc!.x + toc!.width).toBeLessThanOrEqual(title!.x + 1);
    expect(await w.page.locator('.toc').evaluate((el) => [getComputedStyle(el).borderRightWidth, getComputedStyle(el).borderLeftWidth])).toEqual(['1px', '0px']);
    // The same layout left to right in English: the sidebar on the left.
    await w.page.goto(siteUrl(sites.i18n!.url, '/docs/intro'));
    await waitForHydration(w.page);
    const enSidebar = await w.page.locator('.docs-sidebar-container').boundingBox();
    const enMain = await w.page.locator('main').boundingBox();
    expect(enSidebar!.x + enSidebar!.width).toBeLessThanOrEqual(enMain!.x + 1);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('search on a fr page returns only fr records', async () => {
    const w = await watchedPage(browser());
    const indexPaths = requestedPaths(w.page, /\/search\/[^/]+\.json$/);
    await w.page.goto(siteUrl(sites.i18n!.url, '/fr/docs/intro'));
    await waitForHydration(w.page);
    await w.page.click('.DocSearch-Button');
    // "projection" is in the English and the French text of docs/x.
    await w.page.fill(DIALOG_INPUT, 'projection', { timeout: 30_000 });
    await w.page.waitForSelector('.DocSearch-Hit a', { timeout: 30_000 });
    const hrefs = await w.page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !h.startsWith('/fr/'))).toEqual([]);
    expect(indexPaths.length).toBeGreaterThan(0);
    expect(indexPaths.filter((p) => !p.startsWith('/fr/search/'))).toEqual([]);
    const titles = await w.page.locator('.DocSearch-Hit').allTextContents();
    expect(titles.join(' ')).toContain('Projections cartographiques');
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('ar pages show the theme in Arabic, and the direction-dependent glyphs point the right-to-left way', async () => {
    const w = await watchedPage(browser(), { viewport: { width: 1280, height: 900 } });
    await w.page.goto(siteUrl(sites.i18n!.url, '/ar/docs/x'));
    await waitForHydration(w.page);
    // Labels of the chrome from the Arabic catalogue: no English theme text in the page's labels.
    const english = ['Main', 'Docs sidebar', 'Breadcrumbs', 'Home page', 'Docs pages', 'Toggle navigation bar', 'Scroll back to top', 'Direct link to this heading', 'Edit this page', 'Previous', 'Next', 'Search'];
    const labels = await w.page.locator('[aria-label], [title], [placeholder]').evaluateAll((els) => els.flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null)));
    expect(labels.filter((l) => english.includes(l))).toEqual([]);
    expect(await w.page.getAttribute('nav.breadcrumbs', 'aria-label')).toBe('مسار التنقل');
    expect(await w.page.textContent('.DocSearch-Button-Placeholder')).toBe('بحث');
    // Pagination: previous on the right, next on the left; the « and » (Unicode mirrored
    // characters) sit in right-to-left text, where the bidi algorithm draws them reversed.
    const prev = await w.page.locator('.pagination-nav__link--prev').boundingBox();
    const next = await w.page.locator('.pagination-nav__link--next').boundingBox();
    expect(prev!.x).toBeGreaterThanOrEqual(next!.x + next!.width - 1);
    const glyph = (selector: string, pseudo: string) => w.page.locator(selector).first().evaluate((el, p) => [getComputedStyle(el, p).content, getComputedStyle(el).direction], pseudo);
    expect(await glyph('.pagination-nav__link--prev .pagination-nav__label', '::before')).toEqual(['"« "', 'rtl']);
    expect(await glyph('.pagination-nav__link--next .pagination-nav__label', '::after')).toEqual(['" »"', 'rtl']);
    expect(await glyph('.breadcrumbs__item:not(:last-child)', '::after')).toEqual(['"›"', 'rtl']);
    // A collapsed category's chevron points left (to the inline end), as in English it points right.
    const chevron = async () => {
      const matrix = await w.page.locator('.menu__list-item--collapsed .menu__caret').first().evaluate((el) => getComputedStyle(el, '::before').transform);
      const [a, b] = matrix.slice('matrix('.length, -1).split(',').map(Number);
      return Math.round((Math.atan2(b!, a!) * 180) / Math.PI);
    };
    expect(await chevron()).toBe(135);
    // The mobile menu's arrows point the reading way too.
    await w.page.setViewportSize({ width: 600, height: 900 });
    await w.page.click('.navbar__toggle');
    expect(await w.page.textContent('.navbar-sidebar__back')).toBe('→ العودة إلى القائمة الرئيسية');
    await w.page.goto(siteUrl(sites.i18n!.url, '/docs/x'));
    await w.page.setViewportSize({ width: 1280, height: 900 });
    await waitForHydration(w.page);
    expect(await chevron()).toBe(-45);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('the search page of fr finds only fr records, its texts in French', async () => {
    const w = await watchedPage(browser());
    const indexPaths = requestedPaths(w.page, /\/search\/[^/]+\.json$/);
    await w.page.goto(siteUrl(sites.i18n!.url, '/fr/search?q=projection'));
    await waitForHydration(w.page);
    await w.page.waitForFunction(() => /\d/.test(document.querySelector('.sg-search-page__status')?.textContent ?? '') || /Aucun|Impossible/.test(document.querySelector('.sg-search-page__status')?.textContent ?? ''), null, { timeout: 30_000 });
    expect(await w.page.textContent('.sg-search-page__status')).toMatch(/^\d+ documents? trouvés?$/);
    const hrefs = await w.page.locator('.sg-search-page__hit a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !h.startsWith('/fr/'))).toEqual([]);
    expect(await w.page.textContent('.sg-search-page__hits, .sg-search-page__results')).toContain('Projections cartographiques');
    expect(indexPaths.filter((p) => !p.startsWith('/fr/search/'))).toEqual([]);
    expect(await w.page.textContent('h1')).toBe('Résultats pour « projection »');
    expect(await w.page.getAttribute('.sg-search-page__form input', 'aria-label')).toBe('Rechercher dans la documentation');
    expect(await w.page.textContent('.sg-search-page__status')).toMatch(/^\d+ documents? trouvés?$/);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('the dropdown of a page a locale has not translated links to the same path in every locale, which exists there (the default text)', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites.i18n!.url, '/ar/docs/guide/setup?tab=1#install'));
    await waitForHydration(w.page);
    const dropdown = w.page.locator('.navbar .locale-dropdown');
    await dropdown.hover();
    const links = dropdown.locator('.dropdown__menu a[hreflang]');
    await links.first().waitFor({ state: 'visible', timeout: 30_000 });
    // Each locale's label and htmlLang from its locale config, as Docusaurus's dropdown writes them.
    const hrefs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('lang'), a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual([
      ['en', 'en', 'English', '/docs/guide/setup?tab=1#install'],
      ['fr-FR', 'fr-FR', 'Français', '/fr/docs/guide/setup?tab=1#install'],
      ['ar', 'ar', 'العربية', '/ar/docs/guide/setup?tab=1#install'],
    ]);
    expect(await dropdown.locator('.navbar__link').first().textContent()).toBe('العربية');
    await dropdown.locator('.dropdown__menu a[hreflang="fr-FR"]').click();
    await w.page.waitForURL((url) => url.pathname === '/fr/docs/guide/setup', { timeout: 30_000 });
    await waitForHydration(w.page);
    expect(await w.page.textContent('h1')).toBe('Setup');
    expect(await w.page.getAttribute('html', 'lang')).toBe('fr-FR');
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });
});
