// Pagefind (https://pagefind.app), the search figure's peer (`--peers`, issue #40): installed
// from the npm registry into a cache folder outside the repository (never committed), run on
// the same full build the sitegraph figure serves, and measured the same way: first hit and
// follow-up on the page's clock (lib/page-clock.mjs), bytes of its files downloaded, recall@1
// and @3 on the same query sets; runs alternate with sitegraph's.
import os from 'node:os';
import path from 'node:path';
import { waitForHydration } from '../lib/browser.mjs';
import { installPageClock, readPageClock } from '../lib/page-clock.mjs';
import { timed } from '../lib/proc.mjs';
import { readFileSync } from 'node:fs';
import { identifierQuerySet } from '../lib/identifier-queries.mjs';
import { measureServedSearch, recordFetches, withServedSite } from '../lib/search-browser.mjs';
import { median } from '../lib/weight.mjs';
import { installPeers } from './install.mjs';

/** The Pagefind release measured (the issue's comparison was made with 1.6). */
export const PAGEFIND_VERSION = '1.6.0';

/**
 * What Pagefind leaves out of each page: the navbar, the docs sidebar, breadcrumbs, the table of
 * contents, the previous/next links and the footer (what a Docusaurus site would mark
 * `data-pagefind-ignore`), so that it indexes each page's own text as our records do.
 */
export const PAGEFIND_EXCLUDE = 'nav, aside, footer, .theme-doc-footer, .pagination-nav, .toc, .breadcrumbs';

/**
 * Installs the npm package `pagefind` at {@link PAGEFIND_VERSION} (with its platform binary, an
 * optional dependency) into the peers' cache folder (`installPeers`), unless it is there.
 *
 * @returns {string} the path of Pagefind's command-line runner (`lib/runner/bin.cjs`)
 * @throws Error when npm fails (no registry)
 */
export function installPagefind({ log = () => {} } = {}) {
  const dir = installPeers(`pagefind-${PAGEFIND_VERSION}`, [`pagefind@${PAGEFIND_VERSION}`], { log: (line) => log(`peers: ${line}`) });
  return path.join(dir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
}

/**
 * Indexes the built site `siteDir` with Pagefind (its files go to `siteDir/pagefind/`, served
 * beside the site's).
 *
 * @returns {Promise<{ ms: number }>} the indexing time
 * @throws Error when Pagefind fails
 */
export async function indexWithPagefind({ runner, siteDir, workDir }) {
  const run = await timed(process.execPath, [runner, '--site', siteDir, '--exclude-selectors', PAGEFIND_EXCLUDE, '--quiet'], { cwd: workDir, scratch: workDir });
  if (run.code !== 0) throw new Error(`pagefind failed:\n${(run.stderr || run.stdout).slice(-3000)}`);
  return { ms: run.ms };
}

/**
 * A search box over Pagefind's JavaScript API in place of the site's search button, installed in
 * the page: the pointer on the button (or its focus) starts `pagefind.js` and its `init()` (as our
 * button starts the engine); a click shows an input; each `input` event searches and shows the
 * first result as soon as its data is loaded (`.pf-bench-hit`), then the next four. The button
 * is replaced by a clone, so the site's own dialog never opens.
 */
function installPagefindBox() {
  const old = document.querySelector('.DocSearch-Button');
  const button = old.cloneNode(true);
  old.replaceWith(button);
  let loading = null;
  const warm = () => {
    loading ??= import('/pagefind/pagefind.js').then(async (pagefind) => {
      await pagefind.options({ baseUrl: '/' });
      await pagefind.init();
      return pagefind;
    });
    return loading;
  };
  button.addEventListener('pointerenter', warm);
  button.addEventListener('focus', warm);
  button.addEventListener('click', () => {
    warm();
    const box = document.createElement('div');
    box.innerHTML = '<input class="pf-bench-input" type="search"><ol class="pf-bench-hits"></ol>';
    document.body.append(box);
    const input = box.querySelector('input');
    const list = box.querySelector('ol');
    input.focus();
    input.addEventListener('input', async () => {
      const query = input.value;
      const pagefind = await warm();
      const found = await pagefind.search(query);
      if (input.value !== query) return;
      const top = found.results.slice(0, 5).map((r) => r.data());
      const first = await top[0];
      if (input.value !== query) return;
      list.replaceChildren();
      if (!first) return;
      const item = (data) => {
        const li = document.createElement('li');
        li.className = 'pf-bench-hit';
        li.innerHTML = `<a></a>`;
        li.firstChild.href = data.url;
        li.firstChild.textContent = data.meta?.title ?? data.url;
        return li;
      };
      list.append(item(first));
      for (const data of await Promise.all(top.slice(1))) if (input.value === query) list.append(item(data));
    });
  });
}

/**
 * Serves `out` (indexed by {@link indexWithPagefind}) with `sitegraph serve` and measures
 * Pagefind's first hit and follow-up in Chromium as {@link measureServedSearch} measures
 * sitegraph's: a fresh context per run after one warm-up, the page's clock, and the bytes of
 * `/pagefind/` files downloaded.
 */
export async function measurePagefindSearch({ out, workDir, cli, runs, query, followUp, docPath, log }) {
  return withServedSite({ out, workDir, cli }, async (browser, base) => {
    const firstHitMs = [];
    const followUpMs = [];
    let bytes = 0;
    let files = 0;
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await installPageClock(page, { buttonSelector: '.DocSearch-Button', hitSelector: '.pf-bench-hit' });
      const fetched = recordFetches(page, '/pagefind/');
      await page.goto(`${base}${docPath}`);
      if (!(await waitForHydration(page))) throw new Error(`${docPath} never hydrated`);
      await page.evaluate(installPagefindBox);
      await page.click('.DocSearch-Button');
      await page.fill('.pf-bench-input', query);
      await page.waitForSelector('.pf-bench-hit', { timeout: 60_000 });
      let inputsBefore = null;
      if (followUp) {
        const before = await page.evaluate(() => document.querySelector('.pf-bench-hit a')?.getAttribute('href') ?? null);
        inputsBefore = await page.evaluate(() => window.__benchClock.inputs.length);
        await page.fill('.pf-bench-input', followUp);
        await page.waitForFunction((previous) => {
          const href = document.querySelector('.pf-bench-hit a')?.getAttribute('href') ?? null;
          return href !== null && href !== previous;
        }, before, { timeout: 60_000, polling: 'raf' });
      }
      const clock = await readPageClock(page, inputsBefore);
      log(`  pagefind: browser ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: first hit ${Math.round(clock.firstHitMs ?? NaN)} ms, follow-up ${Math.round(clock.followUpMs ?? NaN)} ms (page clock, ${fetched.size} file(s))`);
      if (i > 0) {
        if (clock.firstHitMs !== null) firstHitMs.push(clock.firstHitMs);
        if (clock.followUpMs !== null) followUpMs.push(clock.followUpMs);
      }
      bytes = [...fetched.values()].reduce((a, b) => a + b, 0);
      files = fetched.size;
      await context.close();
    }
    return { firstHitMs, followUpMs, bytes, files };
  });
}

/** A page path or url without its trailing slash (Pagefind's urls end with one, our records' do not). */
function normalUrl(url) {
  const [pathPart, anchor] = url.split('#');
  const trimmed = pathPart.length > 1 && pathPart.endsWith('/') ? pathPart.slice(0, -1) : pathPart;
  return anchor === undefined ? trimmed : `${trimmed}#${anchor}`;
}

/**
 * recall@1 and @3 of Pagefind on query sets (`search.mjs`'s `querySets`), in one Chromium page of
 * the served site: for each query the first 3 results; a page query (`by: 'page'`) is right when
 * a result is the page, a section query (`by: 'url'`) when the result's page or one of its
 * sub-results (Pagefind's matched sections) is the section (counted at the result's rank).
 *
 * @returns {Promise<Record<string, { n: number, at1: number, at3: number }>>} by set name
 */
export async function pagefindRecall({ out, workDir, cli, sets, docPath }) {
  return withServedSite({ out, workDir, cli }, async (browser, base) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}${docPath}`);
    const result = {};
    for (const [name, set] of Object.entries(sets)) {
      const answers = await page.evaluate(async (queries) => {
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.options({ baseUrl: '/' });
        const out = [];
        for (const query of queries) {
          const found = await pagefind.search(query);
          const top = await Promise.all(found.results.slice(0, 3).map((r) => r.data()));
          out.push(top.map((d) => [d.url, ...(d.sub_results ?? []).map((s) => s.url)]));
        }
        return out;
      }, set.map((q) => q.query));
      let at1 = 0;
      let at3 = 0;
      set.forEach((q, i) => {
        const rank = answers[i].findIndex((urls) => (q.by === 'page' ? q.relevant.has(normalUrl(urls[0].split('#')[0])) : urls.some((url) => q.relevant.has(normalUrl(url)))));
        if (rank === 0) at1++;
        if (rank >= 0 && rank < 3) at3++;
      });
      result[name] = { n: set.length, at1: set.length ? at1 / set.length : null, at3: set.length ? at3 / set.length : null };
    }
    return result;
  });
}

/**
 * The `--peers` figure of one size: Pagefind installed and run on the full build `out`, then
 * `pairs` alternating measurements (sitegraph, then Pagefind, each `runs` runs), then recall on
 * `sets` (titles, headings; misspelled ones counted apart).
 */
export async function comparePagefind({ out, workDir, cli, runs, pairs = 3, query, followUp, docPath, sets, log }) {
  const runner = installPagefind({ log });
  const indexed = await indexWithPagefind({ runner, siteDir: out, workDir });
  log(`peers: pagefind indexed ${out} in ${Math.round(indexed.ms)} ms`);
  const sitegraph = { firstHitMs: [], followUpMs: [], bytes: 0 };
  const pagefind = { firstHitMs: [], followUpMs: [], bytes: 0, files: 0 };
  for (let pair = 1; pair <= pairs; pair++) {
    log(`peers: pair ${pair}/${pairs} (load average ${os.loadavg()[0].toFixed(2)})`);
    const s = await measureServedSearch({ out, workDir, cli, runs, query, followUp, docPath, log });
    sitegraph.firstHitMs.push(...s.pageFirstHitMs);
    sitegraph.followUpMs.push(...s.pageFollowUpMs);
    sitegraph.bytes = s.indexBytes;
    const p = await measurePagefindSearch({ out, workDir, cli, runs, query, followUp, docPath, log });
    pagefind.firstHitMs.push(...p.firstHitMs);
    pagefind.followUpMs.push(...p.followUpMs);
    pagefind.bytes = p.bytes;
    pagefind.files = p.files;
  }
  const split = (set) => ({ exact: set.filter((q) => !q.misspelled), misspelled: set.filter((q) => q.misspelled) });
  const t = split(sets.titles);
  const h = split(sets.headings);
  const recall = await pagefindRecall({ out, workDir, cli, docPath, sets: { titles: t.exact, headings: h.exact, misspelled: [...t.misspelled, ...h.misspelled] } });
  const summary = (m) => ({ ...m, firstHitMedianMs: m.firstHitMs.length ? median(m.firstHitMs) : null, followUpMedianMs: m.followUpMs.length ? median(m.followUpMs) : null });
  return { version: PAGEFIND_VERSION, indexMs: indexed.ms, sitegraph: summary(sitegraph), pagefind: { ...summary(pagefind), recall } };
}

/** The forms of the identifier set (`lib/identifier-queries.mjs`), each measured apart. */
const IDENTIFIER_FORMS = ['as written', 'words', 'run together'];

/**
 * Pagefind's recall@1 and @3 on the identifier set of issue #40 (every API page of the product
 * site queried as `renderMedia`, `render media` and `rendermedia`; right when a result is that
 * page): a full build of the product site (`site/`, with `--search-records` for the set's
 * records) into `workDir/product-site`, indexed by Pagefind like the corpus builds
 * ({@link indexWithPagefind}), queried by {@link pagefindRecall}. All forms together and each
 * form apart.
 *
 * @returns {Promise<{ n: number, at1: number, at3: number, forms: Record<string, { n: number, at1: number, at3: number }>, indexMs: number }>}
 * @throws Error when the build or Pagefind fails
 */
export async function pagefindIdentifierRecall({ repo, cli, workDir, log = () => {} }) {
  const out = path.join(workDir, 'product-site');
  log('peers: full build of the product site (the identifier set)…');
  const build = await timed(process.execPath, [cli, 'build', path.join(repo, 'site'), '--out', out, '--search-records'], { cwd: workDir, scratch: workDir });
  if (build.code !== 0) throw new Error(`product site build failed:\n${(build.stderr || build.stdout).slice(-3000)}`);
  const indexed = await indexWithPagefind({ runner: installPagefind({ log }), siteDir: out, workDir });
  const set = identifierQuerySet(JSON.parse(readFileSync(path.join(out, 'search', 'records.json'), 'utf8')));
  const sets = { all: set, ...Object.fromEntries(IDENTIFIER_FORMS.map((form) => [form, set.filter((q) => q.form === form)])) };
  const { all, ...forms } = await pagefindRecall({ out, workDir, cli, sets, docPath: '/' });
  return { ...all, forms, indexMs: indexed.ms };
}
