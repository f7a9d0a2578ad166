/**
 * Accessibility of the product site (issue 14, WCAG 2.2 AA): every page kind, light and dark,
 * 1280 and 390 px wide, audited with axe (no serious or critical violation) and checked for the
 * structure Docusaurus's theme has (one `main`, one `h1`, distinct `nav` labels). The axe report
 * and a screenshot of every page go to test-artifacts/screenshots/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SCREENSHOT_DIR, screenshot, siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { useSharedBrowser } from './support/shared-browser.js';
import { AXE_PATH } from './support/axe.js';

const sites = inject('sites');
const browser = useSharedBrowser();

/** One page of each kind of the product site. */
const PAGE_KINDS = [
  ['home', '/'],
  ['doc', '/docs/fundamentals'],
  // Site components in MDX: the install partial's tabs on @theme/Tabs.
  ['doc-with-components', '/docs/player/installation'],
  ['blog-list', '/blog'],
  ['blog-post', '/blog/seed-funding'],
  ['blog-tag', '/blog/tags/release'],
  ['blog-archive', '/blog/archive'],
  ['blog-authors', '/blog/authors'],
  ['learn', '/learn'],
  ['learn-post', '/learn/apple-wow'],
  ['success-stories', '/success-stories'],
  ['success-story', '/success-stories/yarx'],
  ['expert', '/experts/alex-moreno'],
  ['template', '/templates/audiogram'],
  ['showcase', '/showcase'],
  ['search', '/search'],
  ['not-found', '/no-such-page'],
] as const;

/** Page kinds the product site does not have, from the fixture site that has them. */
const FIXTURE_PAGE_KINDS = [
  ['generated-index', '/docs/concepts'],
  ['author', '/blog/authors/ben'],
  ['docs-tags', '/docs/tags'],
  ['docs-tag', '/docs/tags/basics'],
  ['old-version-doc', '/docs/1.0/getting-started/install'],
  ['tabs-doc', '/docs/api/components'],
] as const;

/** Pages of the translated fixture: a French doc, blog post and page, and right-to-left Arabic ones. */
const I18N_PAGE_KINDS = [
  ['fr-doc', '/fr/docs/x'],
  ['fr-blog-post', '/fr/blog/2025/02/01/first-light'],
  ['fr-page', '/fr/about'],
  ['ar-doc', '/ar/docs/intro'],
  ['ar-blog-list', '/ar/blog'],
  ['ar-doc-untranslated', '/ar/docs/x'],
  ['fr-search', '/fr/search?q=projection'],
] as const;

/** The audited sites: name (prefix of screenshots), site key (global setup) and page kinds. */
const AUDITS = [
  { prefix: 'product', site: 'product', pages: PAGE_KINDS },
  { prefix: 'fixture', site: 'basic', pages: FIXTURE_PAGE_KINDS },
  { prefix: 'i18n', site: 'i18n', pages: I18N_PAGE_KINDS },
] as const;

/**
 * The script AxeBuilder injects before each analysis, twice (it evaluates its `axeSource` once
 * more in every frame): a check that axe is there. The audits' contexts run axe-core's own
 * script at the start of every page instead, so the 550 kB source crosses to the browser once
 * per context and is compiled once per page, not sent and compiled twice per page.
 */
const AXE_PRESENT = 'if (typeof window.axe?.run !== "function") throw new Error("axe-core is not in this page: the context must add it as an init script");';

/** Landmark and heading facts of the page as a reader's assistive technology sees them. */
async function structure(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) => !(el as HTMLElement).closest('[hidden],[aria-hidden="true"]');
    const navs = [...document.querySelectorAll('nav')].filter(visible);
    const levels = [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].filter(visible).map((h) => Number(h.tagName[1]));
    const skipped = levels.filter((l, i) => i > 0 && l > Math.max(...levels.slice(0, i)) + 1);
    return {
      mains: document.querySelectorAll('main').length,
      h1s: levels.filter((l) => l === 1).length,
      firstHeading: levels[0],
      skippedLevels: skipped,
      navLabels: navs.map((n) => n.getAttribute('aria-label') ?? n.getAttribute('aria-labelledby') ?? ''),
      crossOriginFrames: [...document.querySelectorAll('iframe')].map((f) => f.src).filter((src) => src && new URL(src, location.href).origin !== location.origin),
      smallTargets: smallTargets(),
    };
    // Interactive targets under 24×24 CSS px (WCAG 2.2 SC 2.5.8), stricter than axe's rule, which
    // lets a small target pass on spacing: every standalone control counts; links in running text
    // (a paragraph, a table cell, the announcement sentence, the author's content) are exempt.
    function smallTargets(): string[] {
      const found: string[] = [];
      for (const el of document.querySelectorAll('a[href],button,input,select,textarea,summary,[role=button],[role=tab]')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden' || !visible(el)) continue;
        if (el.closest('p, td, th, .markdown, .announcement-bar__content')) continue;
        if (r.width < 23.5 || r.height < 23.5) found.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return [...new Set(found)];
    }
  });
}

type Finding = { site: string; page: string; mode: string; width: number; id: string; impact: string | null | undefined; help: string; nodes: string[] };

/**
 * Runs axe (WCAG 2.0–2.2 A/AA tags) and the structure checks on the page as it is, after saving
 * the screenshot `shot`. Returns axe's violations (without the page's site, route, mode and
 * width, which the caller adds) and the problems found: serious or critical violations and
 * structure faults, each without the route.
 */
async function auditPage(page: Page, shot: string): Promise<{ findings: Omit<Finding, 'site' | 'page' | 'mode' | 'width'>[]; problems: string[] }> {
  await screenshot(page, shot);
  // Legacy mode: axe.run in the page itself, instead of runPartial there then finishRun in a second,
  // blank page that gets axe injected again and every passing node serialised to it. Same rules,
  // same violations (checked on pages with a dozen injected faults), about 40% less time per audit
  // (issue #37); it does not enter cross-origin frames, which the structure check below forbids.
  // resultTypes: axe describes only the violating nodes (the passing ones are counted, not
  // serialised): about 15% less time per audit again, the same violations (issue #37).
  const result = await new AxeBuilder({ page, axeSource: AXE_PRESENT })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const findings = result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  const problems = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  const s = await structure(page);
  if (s.mains !== 1) problems.push(`${s.mains} <main> elements`);
  if (s.h1s !== 1) problems.push(`${s.h1s} h1 elements`);
  if (s.firstHeading !== 1) problems.push(`the first heading is h${s.firstHeading}`);
  if (s.skippedLevels.length) problems.push(`heading levels skipped (h${s.skippedLevels.join(', h')})`);
  if (s.smallTargets.length) problems.push(`targets under 24×24 px: ${s.smallTargets.slice(0, 8).join('; ')}`);
  if (s.navLabels.some((l) => !l) || new Set(s.navLabels).size !== s.navLabels.length) problems.push(`nav labels not distinct: ${JSON.stringify(s.navLabels)}`);
  if (s.crossOriginFrames.length) problems.push(`cross-origin frames axe's legacy mode does not audit: ${s.crossOriginFrames.join(', ')}`);
  return { findings, problems };
}

describe('accessibility of every page kind', () => {
  const findings: Finding[] = [];
  const problems: string[] = [];
  afterAll(() => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(path.join(SCREENSHOT_DIR, 'axe-report.json'), `${JSON.stringify({ pages: AUDITS.flatMap((a) => a.pages.map(([name, route]) => ({ site: a.site, name, route }))), findings, problems }, null, 2)}\n`);
  });

  for (const audit of AUDITS) {
    for (const width of [1280, 390] as const) {
      it(`has no serious axe violations and a sound structure, light then dark: ${audit.prefix}, ${width} px`, async () => {
        const w = await watchedPage(browser(), { viewport: { width, height: 900 } });
        await w.context.addInitScript(() => localStorage.setItem('theme', 'light'));
        await w.context.addInitScript({ path: AXE_PATH });
        const here: string[] = [];
        // One page at a time: audits side by side in one context measured no faster on 2 cores,
        // and failed under load (axe is CPU-bound in the renderer). Each page is loaded once and
        // audited light, then dark after a click on the navbar's colour mode switch, as a reader
        // switches: a load and hydration cost as much as an audit, and the two modes differ
        // only in the stylesheet's colours (issue #37).
        for (const [name, route] of audit.pages) {
          await w.page.goto(siteUrl(sites[audit.site]!.url, route));
          await waitForHydration(w.page);
          for (const mode of ['light', 'dark'] as const) {
            if (mode === 'dark') await switchToDark(w.page);
            const { findings: found, problems: faults } = await auditPage(w.page, `${audit.prefix}-${name}--${mode}--${width}`);
            findings.push(...found.map((f) => ({ site: audit.site, page: route, mode, width, ...f })));
            here.push(...faults.map((p) => `${route} (${mode}): ${p}`));
          }
        }
        problems.push(...here.map((p) => `${audit.prefix} ${width}: ${p}`));
        expect(here).toEqual([]);
        await w.context.close();
      });
    }
  }
});

/**
 * Clicks the navbar's colour mode switch (in the DOM at every width; at 390 px it sits in the
 * closed mobile menu, so the click is the element's own) and waits until the page is dark.
 */
async function switchToDark(page: Page): Promise<void> {
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  await page.evaluate(() => (document.querySelector('button.color-mode-toggle') as HTMLButtonElement).click());
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

describe('sitemap of the product site', () => {
  it('leaves out pages whose head says noindex (/search, the 404 page) and keeps the others', () => {
    const xml = readFileSync(path.join(sites.product!.dir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs).toContain('/docs/fundamentals');
    expect(locs.filter((p) => p === '/search' || p.startsWith('/search/') || p.includes('404'))).toEqual([]);
    const searchHtml = readFileSync(path.join(sites.product!.dir, 'search', 'index.html'), 'utf8');
    expect(searchHtml).toMatch(/<meta name="robots" content="noindex/);
  });
});
