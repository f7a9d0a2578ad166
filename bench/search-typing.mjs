#!/usr/bin/env node
// A follow-up query typed as a reader types it (issue #40): on a built site with local search, in
// Chromium, fresh context per run, the first query is filled at once (as the other search
// benches do), then the follow-up is typed letter by letter (`--delay` ms between keys, 120 by
// default: about 8 keys a second). DocSearch 3.9 searches at every keystroke, so the words typed
// ask for their postings while the reader types. Timed on the page's own clock: from the
// follow-up's last keystroke (its last `input` event) to the dialog's final list (the last change
// of the hits' DOM after it; the list is left `--settle` ms to settle, 1.5 s by default), and whether that list's first hit
// is the one the same query filled at once shows (it must be).
//
//   node bench/search-typing.mjs --site DIR --query TEXT --follow-up TEXT [--doc /docs/x] [--runs 3] [--delay 120] [--settle 1500]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForHydration } from './lib/browser.mjs';
import { withServedSite } from './lib/search-browser.mjs';
import { median } from './lib/weight.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const CLI = path.join(REPO, 'compiler', 'bin', 'sitegraph.js');
const { values: opt } = parseArgs({
  options: {
    site: { type: 'string' },
    query: { type: 'string' },
    'follow-up': { type: 'string' },
    doc: { type: 'string', default: '/docs/' },
    runs: { type: 'string', default: '3' },
    delay: { type: 'string', default: '120' },
    // How long the list is left to settle after the last keystroke (ms).
    settle: { type: 'string', default: '1500' },
  },
});
if (!opt.site || !opt.query || !opt['follow-up']) throw new Error('usage: search-typing.mjs --site DIR --query TEXT --follow-up TEXT [--doc PATH] [--runs N] [--delay MS]');

/** Installs, before the page's scripts, the record of `input` events and of changes to the dialog's hits (times on the page's clock). */
async function installRecorder(page) {
  await page.addInitScript(() => {
    const record = (window.__typing = { inputs: [], changes: [] });
    addEventListener('input', () => record.inputs.push(performance.now()), true);
    new MutationObserver((mutations) => {
      if (mutations.some((m) => (m.target instanceof Element ? m.target : m.target.parentElement)?.closest('.DocSearch-Dropdown'))) record.changes.push(performance.now());
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The first hit's link in the dialog, or null. */
const firstHref = (page) => page.evaluate(() => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ?? null);

const lastKeyToList = [];
await withServedSite({ out: path.resolve(opt.site), workDir: REPO, cli: CLI }, async (browser, base) => {
  // The follow-up filled at once: the first hit the typed one must end at.
  let expected = null;
  for (let run = 0; run <= Number(opt.runs); run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await installRecorder(page);
    await page.goto(`${base}${opt.doc}`);
    if (!(await waitForHydration(page))) throw new Error(`${opt.doc} never hydrated`);
    await page.click('.DocSearch-Button');
    if (run === 0) {
      await page.fill('.DocSearch-Input', opt['follow-up']);
      await page.waitForSelector('.DocSearch-Hit', { timeout: 60_000 });
      await page.waitForTimeout(1_500);
      expected = await firstHref(page);
      console.log(`the follow-up filled at once: first hit ${expected}`);
      await context.close();
      continue;
    }
    await page.fill('.DocSearch-Input', opt.query);
    await page.waitForSelector('.DocSearch-Hit', { timeout: 60_000 });
    await page.waitForTimeout(500);
    // Select the first query and type the follow-up over it, key by key.
    await page.press('.DocSearch-Input', 'ControlOrMeta+a');
    const before = await page.evaluate(() => window.__typing.inputs.length);
    await page.keyboard.type(opt['follow-up'], { delay: Number(opt.delay) });
    await page.waitForTimeout(Number(opt.settle));
    const record = await page.evaluate(() => window.__typing);
    const last = record.inputs.at(-1);
    const settled = record.changes.filter((at) => at >= last).at(-1);
    const href = await firstHref(page);
    const ms = settled === undefined ? 0 : settled - last;
    lastKeyToList.push(ms);
    console.log(`run ${run}: ${record.inputs.length - before} input events; last keystroke → final list ${ms.toFixed(0)} ms; first hit ${href}${href === expected ? '' : ` (filled at once: ${expected})`}`);
    await context.close();
  }
  console.log(`median: last keystroke → final list ${median(lastKeyToList).toFixed(0)} ms [${lastKeyToList.map((ms) => ms.toFixed(0)).join(', ')}]`);
});
