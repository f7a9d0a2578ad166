/**
 * Doc pages: sidebar (collapsible categories, never hideable, active path expanded), breadcrumbs,
 * TOC, previous/next, last updated, edit link, version banner, badge and dropdown, the preferred
 * version, generated-index pages, tags, and the docs root showing the version's main doc.
 */
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { waitForManifest } from './support/helpers.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

async function open(path: string, site: 'basic' | 'features' = 'basic') {
  const w = await watchedPage(browser());
  await w.page.goto(siteUrl(sites[site]!.url, path));
  await waitForHydration(w.page);
  return w;
}

describe('docs sidebar', () => {
  it('expands the active path, toggles collapsible categories and is never hideable', async () => {
    const w = await open('/docs/concepts/advanced/long-page');
    const sidebar = w.page.locator('.docs-sidebar-container');
    expect(await sidebar.locator('a[aria-current=page]').textContent()).toBe('A long page');
    // active path expanded: Concepts > Advanced
    expect(await sidebar.locator('a:has-text("The timeline")').count()).toBe(1);
    // a collapsed category off the active path shows no items until opened
    expect(await sidebar.locator('a:has-text("Install")').count()).toBe(0);
    await sidebar.locator('button:has-text("Getting started")').click();
    await sidebar.locator('a:has-text("Install")').waitFor();
    await sidebar.locator('button:has-text("Getting started")').click();
    await expect.poll(() => sidebar.locator('a:has-text("Install")').count()).toBe(0);
    // a category with collapsible: false cannot be toggled
    expect(await sidebar.locator('button:has-text("Fixed")').isDisabled()).toBe(true);
    expect(await sidebar.locator('a:has-text("Layers")').count()).toBe(1);
    // html items and external links
    expect(await sidebar.locator('.sidebar-html').textContent()).toBe('Extras');
    expect(await sidebar.locator('a:has-text("Changelog")').getAttribute('target')).toBe('_blank');
    // not hideable: no button collapses the whole sidebar
    expect(await w.page.locator('[aria-label*="Collapse sidebar" i]').count()).toBe(0);
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('keeps its state across doc navigation and expands the category of the new page', async () => {
    const w = await open('/docs/concepts/timeline');
    await waitForManifest(w.page);
    const sidebar = w.page.locator('.docs-sidebar-container');
    await sidebar.locator('button:has-text("Getting started")').click();
    await sidebar.locator('a:has-text("Install")').click();
    await w.page.waitForSelector('h1:has-text("Install Lumen")');
    expect(await sidebar.locator('a[aria-current=page]').textContent()).toBe('Install');
    expect(await sidebar.locator('a:has-text("The timeline")').count()).toBe(1);
    await w.context.close();
  });
});

describe('doc page', () => {
  it('shows breadcrumbs from the sidebar', async () => {
    const w = await open('/docs/concepts/advanced/long-page');
    const crumbs = w.page.locator('nav.breadcrumbs li');
    expect(await crumbs.allTextContents()).toEqual(['Home', 'Concepts', 'Advanced', 'A long page']);
    expect(await w.page.locator('nav.breadcrumbs a:has-text("Concepts")').getAttribute('href')).toBe('/docs/concepts');
    expect(await w.page.locator('nav.breadcrumbs li:last-child').getAttribute('aria-current')).toBe('page');
    await w.context.close();
  });

  it('shows the table of contents (levels 2 to 3) and highlights the current heading', async () => {
    const w = await open('/docs/concepts/timeline');
    expect(await w.page.locator('.toc a').allTextContents()).toEqual(['Frames', 'Frame rate', 'Sequences']);
    const long = await open('/docs/concepts/advanced/long-page');
    await long.page.evaluate(() => document.getElementById('section-7')!.scrollIntoView());
    await expect.poll(() => long.page.locator('.toc .table-of-contents__link--active').textContent()).toBe('Section 7');
    // A heading that has reached the top half of the viewport is the one being read (Docusaurus),
    // not the heading above it; in the bottom half, the section above is still being read.
    const placeAt = (fraction: number) =>
      long.page.evaluate((f) => {
        const heading = document.getElementById('section-5')!;
        window.scrollBy(0, heading.getBoundingClientRect().top - window.innerHeight * f);
      }, fraction);
    await placeAt(0.35);
    await expect.poll(() => long.page.locator('.toc .table-of-contents__link--active').textContent()).toBe('Section 5');
    await placeAt(0.75);
    await expect.poll(() => long.page.locator('.toc .table-of-contents__link--active').textContent()).toBe('Section 4');
    // A click lands the heading just below the sticky navbar, not under it.
    await long.page.click('.toc a:has-text("Section 3")');
    await expect
      .poll(() => long.page.evaluate(() => Math.round(document.getElementById('section-3')!.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom)))
      .toBeGreaterThanOrEqual(0);
    await w.context.close();
    await long.context.close();
  });

  it('shows previous/next, last update and the edit link', async () => {
    const w = await open('/docs/getting-started/install');
    expect(await w.page.locator('.pagination-nav__link--prev').getAttribute('href')).toBe('/docs/');
    expect(await w.page.locator('.pagination-nav__link--prev .pagination-nav__label').textContent()).toBe('Introduction');
    expect(await w.page.locator('.pagination-nav__link--next .pagination-nav__label').textContent()).toBe('Your first scene');
    expect(await w.page.locator('.last-updated').textContent()).toBe('Last updated on Mar 14, 2025 by Ada Brightwell');
    expect(await w.page.locator('a.edit-this-page').getAttribute('href')).toBe('https://github.com/lumen/lumen/edit/main/site/docs/getting-started/install.md');
    expect(await w.page.locator('.doc-footer .tag__link').allTextContents()).toEqual(['Basics', 'Setup']);
    await w.context.close();
  });

  it('renders admonitions and highlighted code blocks from the compiler', async () => {
    const w = await open('/docs/getting-started/install');
    expect(await w.page.locator('.admonition--tip .admonition__heading').textContent()).toBe('Tip');
    expect(await w.page.locator('.admonition--tip .admonition__content').textContent()).toContain('The doctor command prints');
    expect(await w.page.locator('.admonition--warning .admonition__heading').innerHTML()).toContain('<strong>version</strong>');
    expect(await w.page.locator('.code-block__title').first().textContent()).toBe('Terminal');
    expect(await w.page.locator('pre[data-language=js] .token-line').count()).toBe(2);
    expect(await w.page.locator('pre[data-language=js] .theme-code-block-highlighted-line').textContent()).toContain('lumen.check()');
    expect(await w.page.locator('.code-block--numbered').count()).toBe(1);
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('shows the docs root as the version main doc', async () => {
    const w = await open('/docs/');
    expect(await w.page.textContent('h1')).toBe('Introduction');
    expect(await w.page.title()).toBe('Introduction | Lumen');
    await w.context.close();
  });

  it('renders site components, built-in Tabs and labelled fallbacks for unknown components', async () => {
    const w = await open('/docs/api/components');
    expect(await w.page.locator('aside.callout--info').textContent()).toContain("A component from the site's registry.");
    expect(await w.page.locator('[data-component=Sparkles]').textContent()).toContain('Unknown component <Sparkles>');
    expect(await w.page.locator('span[data-component=Glitter]').textContent()).toContain('sparkly words');
    const first = w.page.locator('.tabs-container').first();
    expect(await first.locator('[role=tabpanel]:visible').textContent()).toContain('npm install lumen');
    await first.locator('[role=tab]:has-text("Yarn")').click();
    expect(await first.locator('[role=tabpanel]:visible').textContent()).toContain('yarn add lumen');
    expect(await w.page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('Tabs follow the WAI-ARIA tabs pattern, sync a groupId and write their queryString', async () => {
    const w = await open('/docs/api/components#site-components');
    const groups = w.page.locator('.tabs-container');
    const pm = groups.nth(0);
    const pmAgain = groups.nth(1);
    const os = groups.nth(2);
    // Structure: each tab controls a panel labelled by it; one tab in the tab order per group.
    const tabs = os.locator('[role=tab]');
    for (let i = 0; i < 3; i++) {
      const panelId = await tabs.nth(i).getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      const panel = w.page.locator(`[id="${panelId}"]`);
      expect(await panel.getAttribute('role')).toBe('tabpanel');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(i).getAttribute('id'));
    }
    expect(await os.locator('[role=tab][tabindex="0"]').textContent()).toBe('Linux');
    expect(await os.locator('[role=tab][aria-selected=true]').textContent()).toBe('Linux');
    // Keyboard: Right wraps, Left, Home, End; focus selects (automatic activation).
    await os.locator('[role=tab]:has-text("Linux")').focus();
    // The scroll to #site-components may land after hydration: start from a position that holds
    // (two reads 200 ms apart agree), so only the tabs could move it.
    let scrollBefore = Number.NaN;
    await expect
      .poll(
        async () => {
          const y = await w.page.evaluate(() => window.scrollY);
          const held = y === scrollBefore;
          scrollBefore = y;
          return held;
        },
        { interval: 200 },
      )
      .toBe(true);
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(() => os.locator('[role=tab][aria-selected=true]').textContent()).toBe('Windows');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(() => os.locator('[role=tab][aria-selected=true]').textContent()).toBe('macOS');
    await w.page.keyboard.press('End');
    await expect.poll(() => os.locator('[role=tab][aria-selected=true]').textContent()).toBe('Windows');
    await w.page.keyboard.press('Home');
    await expect.poll(() => os.locator('[role=tab][aria-selected=true]').textContent()).toBe('macOS');
    await w.page.keyboard.press('ArrowLeft');
    await expect.poll(() => os.locator('[role=tab][aria-selected=true]').textContent()).toBe('Windows');
    expect(await os.locator('[role=tab][tabindex="0"]').textContent()).toBe('Windows');
    expect(await os.locator('[role=tabpanel]:visible').textContent()).toContain('Use winget.');
    // queryString: the URL says ?os=windows, hash kept, no scroll jump.
    await expect.poll(() => new URL(w.page.url()).search).toBe('?os=windows');
    expect(new URL(w.page.url()).hash).toBe('#site-components');
    expect(await w.page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // groupId: choosing in one group selects the same value in the other.
    await pm.locator('[role=tab]:has-text("Yarn")').click();
    await expect.poll(() => pmAgain.locator('[role=tab][aria-selected=true]').textContent()).toBe('Yarn');
    expect(await pmAgain.locator('[role=tabpanel]:visible').textContent()).toContain('yarn build');
    // A fresh load: the URL's value wins for os, the stored one for pm.
    await w.page.evaluate(() => localStorage.setItem('docusaurus.tab.os', 'mac'));
    await w.page.goto(siteUrl(sites.basic!.url, '/docs/api/components?os=windows'));
    await waitForHydration(w.page);
    await expect.poll(() => w.page.locator('.tabs-container').nth(2).locator('[role=tab][aria-selected=true]').textContent()).toBe('Windows');
    await expect.poll(() => w.page.locator('.tabs-container').nth(1).locator('[role=tab][aria-selected=true]').textContent()).toBe('Yarn');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});

describe('versions', () => {
  it('shows the unmaintained banner and badge, linking to the same doc in the latest version', async () => {
    const w = await open('/docs/1.0/getting-started/install');
    const banner = w.page.locator('.version-banner');
    expect(await banner.textContent()).toContain('Lumen 1.0, which is no longer maintained');
    expect(await banner.locator('a').getAttribute('href')).toBe('/docs/getting-started/install');
    expect(await w.page.locator('.version-badge').textContent()).toBe('Version: 1.0');
    const legacy = await open('/docs/1.0/legacy');
    expect(await legacy.page.locator('.version-banner a').getAttribute('href')).toBe('/docs/');
    expect(await (await open('/docs/getting-started/install')).page.locator('.version-banner').count()).toBe(0);
    await w.context.close();
    await legacy.context.close();
  });

  it('links the version dropdown to the same doc in another version, else that version’s main doc', async () => {
    const w = await open('/docs/getting-started/install');
    const links = () => w.page.locator('.docs-version-dropdown .dropdown__menu a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await links()).toEqual([
      ['2.x', '/docs/getting-started/install'],
      ['1.0', '/docs/1.0/getting-started/install'],
    ]);
    await waitForManifest(w.page);
    await w.page.click('.pagination-nav__link--next');
    await w.page.waitForSelector('h1:has-text("Your first scene")');
    expect(await links()).toEqual([
      ['2.x', '/docs/getting-started/first-scene'],
      ['1.0', '/docs/1.0/'],
    ]);
    await w.context.close();
  });

  it('stores the preferred version per docs plugin and uses it for navbar doc links elsewhere', async () => {
    const w = await open('/docs/getting-started/install');
    await waitForManifest(w.page);
    await w.page.locator('.docs-version-dropdown > a').click();
    await w.page.click('.docs-version-dropdown .dropdown__menu a:has-text("1.0")');
    await w.page.waitForSelector('h1:has-text("Install Lumen 1.0")');
    expect(await w.page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await w.page.click('a.navbar__link:has-text("Blog")');
    await w.page.waitForSelector('.blog-post--preview');
    // docSidebar item → the preferred version's sidebar; doc item missing there → the last version
    expect(await w.page.locator('a.navbar__link:has-text("Guide")').getAttribute('href')).toBe('/docs/1.0/');
    expect(await w.page.locator('a.navbar__link:has-text("API")').getAttribute('href')).toBe('/docs/api/render');
    expect(await w.page.locator('.docs-version-dropdown > a').textContent()).toBe('1.0');
    // a fresh load reads it from storage after hydration
    await w.page.reload();
    await waitForHydration(w.page);
    expect(await w.page.locator('a.navbar__link:has-text("Guide")').getAttribute('href')).toBe('/docs/1.0/');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});

describe('generated index and tags', () => {
  it('shows a card per item of the category', async () => {
    const w = await open('/docs/concepts');
    expect(await w.page.textContent('h1')).toBe('Concepts');
    expect(await w.page.textContent('.generated-index__header p')).toBe('The ideas behind Lumen.');
    const cards = await w.page.locator('.card-grid .card').evaluateAll((cs) => cs.map((c) => [c.querySelector('h2')!.textContent, c.getAttribute('href')]));
    expect(cards).toEqual([
      ['📄️ The timeline', '/docs/concepts/timeline'],
      ['📄️ Easing', '/docs/concepts/easing'],
      ['🗃️ Advanced', '/docs/concepts/advanced/long-page'],
    ]);
    await w.context.close();
  });

  it('lists docs tags and the docs of a tag', async () => {
    const w = await open('/docs/tags');
    expect(await w.page.locator('.tag__link').allTextContents()).toEqual(['API1', 'Basics2', 'Setup1']);
    await w.page.click('.tag__link:has-text("Basics")');
    await w.page.waitForSelector('h1:has-text("tagged with")');
    expect(await w.page.textContent('h1')).toBe('2 docs tagged with "Basics"');
    expect(await w.page.locator('.tag-page__item h2').allTextContents()).toEqual(['Install Lumen', 'Introduction']);
    await w.context.close();
  });
});

describe('features corpus docs', () => {
  it('renders versioned docs, a second docs plugin and generated indices without errors', async () => {
    const w = await open('/docs/canary/getting-started/examples/audiogram', 'features');
    expect(await w.page.locator('.docs-sidebar-container a[aria-current=page]').textContent()).toBe('Audiogram');
    expect(await w.page.locator('.docs-version-dropdown > a').textContent()).toBe('Canary');
    await w.page.goto(siteUrl(sites.features!.url, '/community/'));
    await waitForHydration(w.page);
    expect(await w.page.locator('nav.breadcrumbs').count()).toBe(0);
    await w.page.goto(siteUrl(sites.features!.url, '/docs/4.0/'));
    await waitForHydration(w.page);
    expect(await w.page.locator('.version-banner').textContent()).toContain('not released yet');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });
});
