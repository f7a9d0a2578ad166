/**
 * Screenshots of a doc page, a blog list page and a blog post, light and dark, 1280 and 390 px
 * wide, written to test-artifacts/screenshots/ on every run (see the README), each checked
 * against the page it shows (size, navbar colour of the mode, the heading drawn: screenshot-check.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { screenshotMismatches } from './support/screenshot-check.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

const PAGES = [
  ['doc-page', '/docs/getting-started/install'],
  ['blog-list', '/blog'],
  ['blog-post', '/blog/lumen-2-0'],
] as const;

describe('screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 390] as const) {
      it(`captures ${mode} pages at ${width} px`, async () => {
        const w = await watchedPage(browser(), { viewport: { width, height: 900 } });
        await w.context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        for (const [name, route] of PAGES) {
          await w.page.goto(siteUrl(sites.basic!.url, route));
          await waitForHydration(w.page);
          expect(await w.page.getAttribute('html', 'data-theme')).toBe(mode);
          const file = await screenshot(w.page, `${name}--${mode}--${width}`);
          expect(await screenshotMismatches(w.page, readFileSync(file)), `${file}`).toEqual([]);
        }
        expect(w.hydrationProblems()).toEqual([]);
        await w.context.close();
      });
    }
  }
});
