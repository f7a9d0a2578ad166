// The search figure's browser part (issue #11 "browser index load time"): on a full build whose
// site has `themeConfig.algolia` and no hosted service, the time from a click on the navbar's
// search button to the first hit in the DocSearch dialog, in a fresh browser context each run
// (nothing cached): the engine's code, the index parts the dialog's request needs, their parse
// and index build, and the query. Also what the browser downloaded from /search/.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, waitForHydration } from './browser.mjs';
import { freePort, pollUntil200, startServer, timed } from './proc.mjs';
import { installPageClock, readPageClock } from './page-clock.mjs';
import { median } from './weight.mjs';

/**
 * Copies `tree` to `workDir/tree-with-search` with `themeConfig.algolia` set (local search:
 * no appId, no hosts; contextual search on, as Docusaurus defaults) and a navbar search item,
 * and builds it in full into `out`, with `search/records.json`.
 *
 * @throws Error when the build fails
 */
export async function buildSearchSite({ tree, workDir, cli, out, log }) {
  const copy = path.join(workDir, 'tree-with-search');
  cpSync(tree, copy, { recursive: true });
  const siteFile = path.join(copy, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.themeConfig = { ...site.themeConfig, algolia: { indexName: 'bench', contextualSearch: true } };
  const navbar = site.themeConfig.navbar ?? {};
  site.themeConfig.navbar = { ...navbar, items: [...(navbar.items ?? []), { type: 'search', position: 'right' }] };
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  log('search: full build with themeConfig.algolia (for the browser figure)…');
  // --search-records: the bench makes its queries from the records.
  const build = await timed(process.execPath, [cli, 'build', copy, '--out', out, '--search-records'], { cwd: workDir, scratch: workDir });
  if (build.code !== 0) throw new Error(`full build with search failed:\n${(build.stderr || build.stdout).slice(-3000)}`);
}

/**
 * Builds `tree` with search (see {@link buildSearchSite}) and measures `runs` dialog searches for
 * `query` on `docPath` (see {@link measureServedSearch}).
 */
export async function measureBrowserSearchLoad({ tree, workDir, cli, runs, query, followUp, docPath, log }) {
  const out = path.join(workDir, 'search-site');
  await buildSearchSite({ tree, workDir, cli, out, log });
  return measureServedSearch({ out, workDir, cli, runs, query, followUp, docPath, log });
}

/**
 * Serves the built site `out` with `sitegraph serve` and, in a fresh browser context each run
 * (nothing cached; one warm-up run first), opens `docPath`, waits for hydration (then `settleMs` more), clicks the
 * search button and types `query`: the time from the click to the first hit. With `followUp`,
 * then types that query instead: the time until the first hit is another page's. Both are timed
 * twice: by the bench (`firstHitMs`, `followUpMs`: Playwright's clicks, typing and polling
 * included) and by the page's own clock (`page*`: pointer on the button → first hit in the DOM,
 * follow-up `input` event → its first hit; `lib/page-clock.mjs`), which is what a reader sees.
 *
 * @returns {{ firstHitMs: number[], medianMs: number, followUpMs: number[], followUpMedianMs: number | null, pageFirstHitMs: number[], pageFirstHitMedianMs: number | null, pageFollowUpMs: number[], pageFollowUpMedianMs: number | null, indexBytes: number, indexFiles: string[] }}
 */
export async function measureServedSearch({ out, workDir, cli, runs, query, followUp = null, docPath, settleMs = 0, log }) {
  return withServedSite({ out, workDir, cli }, async (browser, base) => {
    const firstHitMs = [];
    const followUpMs = [];
    const pageFirstHitMs = [];
    const pageFollowUpMs = [];
    let indexBytes = 0;
    let indexFiles = [];
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await installPageClock(page, { buttonSelector: '.DocSearch-Button', hitSelector: '.DocSearch-Hit' });
      const fetched = recordFetches(page, '/search/');
      await page.goto(`${base}${docPath}`);
      if (!(await waitForHydration(page))) throw new Error(`${docPath} never hydrated`);
      // A reader who reads the page first: the idle-time loading of the dialog's code is over.
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      const started = performance.now();
      await page.click('.DocSearch-Button');
      await page.fill('.DocSearch-Input', query);
      await page.waitForSelector('.DocSearch-Hit', { timeout: 60_000 });
      const ms = performance.now() - started;
      let next = null;
      let inputsBefore = null;
      if (followUp) {
        inputsBefore = await page.evaluate(() => window.__benchClock.inputs.length);
        const before = await page.evaluate(() => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ?? null);
        const typed = performance.now();
        await page.fill('.DocSearch-Input', followUp);
        await page.waitForFunction((previous) => {
          const href = document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ?? null;
          return href !== null && href !== previous;
        }, before, { timeout: 60_000, polling: 'raf' });
        next = performance.now() - typed;
      }
      const clock = await readPageClock(page, inputsBefore);
      log(`  search: browser, click → first hit ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: ${Math.round(ms)} ms${next === null ? '' : `, follow-up ${Math.round(next)} ms`}; page clock ${Math.round(clock.firstHitMs ?? NaN)} ms${next === null ? '' : `, ${Math.round(clock.followUpMs ?? NaN)} ms`} (${fetched.size} index file(s))`);
      if (i > 0) {
        firstHitMs.push(ms);
        if (next !== null) followUpMs.push(next);
        if (clock.firstHitMs !== null) pageFirstHitMs.push(clock.firstHitMs);
        if (clock.followUpMs !== null) pageFollowUpMs.push(clock.followUpMs);
      }
      indexFiles = [...fetched.keys()].sort();
      indexBytes = [...fetched.values()].reduce((a, b) => a + b, 0);
      await context.close();
    }
    const medianOrNull = (xs) => (xs.length === 0 ? null : median(xs));
    return { firstHitMs, medianMs: median(firstHitMs), followUpMs, followUpMedianMs: medianOrNull(followUpMs), pageFirstHitMs, pageFirstHitMedianMs: medianOrNull(pageFirstHitMs), pageFollowUpMs, pageFollowUpMedianMs: medianOrNull(pageFollowUpMs), indexBytes, indexFiles };
  });
}

/**
 * Serves the built site `out` with `sitegraph serve` on a free port of 127.0.0.1, launches
 * Chromium, and runs `use(browser, base)` (`base`: the site's origin); both are stopped after.
 *
 * @throws Error when the server never answers `/graph.json` (within 2 minutes)
 */
export async function withServedSite({ out, workDir, cli }, use) {
  const port = await freePort();
  const server = startServer(process.execPath, [cli, 'serve', out, '--port', String(port)], { cwd: workDir });
  const browser = await launch();
  try {
    const base = `http://127.0.0.1:${port}`;
    if ((await pollUntil200(`${base}/graph.json`, { deadlineMs: 120_000, gaveUp: server.exited })) === null) throw new Error(`serve never answered:\n${server.output().slice(-3000)}`);
    return await use(browser, base);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The files under `prefix` (a path such as `/search/`) that `page` downloads: path → body bytes, filled as requests finish. */
export function recordFetches(page, prefix) {
  const fetched = new Map();
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(prefix)) return;
    const sizes = await request.sizes().catch(() => null);
    fetched.set(url.pathname, sizes ? sizes.responseBodySize : 0);
  });
  return fetched;
}
