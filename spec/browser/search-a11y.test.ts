/**
 * The search button, dialog (start screen, results, no results) and search page pass axe's
 * WCAG 2 A/AA rules, light and dark — except two findings inside DocSearch 3.9's own result list,
 * which we cannot change without forking it and list here so they stay visible:
 * `aria-controls` naming every source's list, also ones not rendered (aria-valid-attr-value), and
 * each `role="option"` wrapping its link (nested-interactive).
 */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';

/** The two DocSearch-internal findings described above, matched exactly. */
const DOCSEARCH_OWN = /^(aria-valid-attr-value: (\.DocSearch-Container|#docsearch-input) — .*aria-controls="docsearch-hits|nested-interactive: #docsearch-hits\d+-item-\d+ )/;
const ours = (violations: string[]) => violations.filter((v) => !DOCSEARCH_OWN.test(v));
import { DIALOG_INPUT, openSearchSite } from './support/search-page.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

describe('search accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the button, the dialog's screens and the search page are axe-clean (${colorScheme})`, async () => {
      const w = await openSearchSite(browser(), sites.search!.url, '/', [], { colorScheme });
      expect(await axeViolations(w.page, '.navbar')).toEqual([]);
      await w.page.keyboard.press('Control+k');
      await w.page.waitForSelector('.DocSearch-StartScreen', { timeout: 30_000 });
      expect(await axeViolations(w.page, '.DocSearch-Container')).toEqual([]);
      await w.page.fill(DIALOG_INPUT, 'render');
      await w.page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
      expect(ours(await axeViolations(w.page, '.DocSearch-Container'))).toEqual([]);
      await w.page.fill(DIALOG_INPUT, 'zzqx');
      await w.page.waitForSelector('.DocSearch-NoResults', { timeout: 30_000 });
      expect(ours(await axeViolations(w.page, '.DocSearch-Container'))).toEqual([]);
      await w.page.keyboard.press('Escape');
      await w.page.goto(`${sites.search!.url}search?q=render`);
      await w.page.waitForSelector('.sg-search-page__hit', { timeout: 30_000 });
      expect(await axeViolations(w.page, '.sg-search-page')).toEqual([]);
      await w.context.close();
    });
  }
});
