// The search figure's browser part (issue #11 "browser index load time"): on a full build whose
// site has `themeConfig.algolia` and no hosted service, the time from a click on the navbar's
// search button to the first hit in the DocSearch dialog, in a fresh browser context each run
// (nothing cached): the engine's code, the index parts the dialog's request needs, their parse
// and index build, and the query. Also what the browser downloaded from /search/.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, waitForHydration } from './browser.mjs';
import { freePort, pollUntil200, startServer, timed } from './proc.mjs';

/**
 * Copies `tree` to `workDir/tree-with-search` with `themeConfig.algolia` set (local search:
 * no appId, no hosts; contextual search on, as Docusaurus defaults), builds it in full and
 * measures `runs` dialog searches for `query` on `docPath`.
 *
 * @returns {{ firstHitMs: number[], medianMs: number, indexBytes: number, indexFiles: string[] }}
 */
export async function measureBrowserSearchLoad({ tree, workDir, cli, runs, query, docPath, log }) {
  const copy = path.join(workDir, 'tree-with-search');
  cpSync(tree, copy, { recursive: true });
  const siteFile = path.join(copy, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.themeConfig = { ...site.themeConfig, algolia: { indexName: 'bench', contextualSearch: true } };
  const navbar = site.themeConfig.navbar ?? {};
  site.themeConfig.navbar = { ...navbar, items: [...(navbar.items ?? []), { type: 'search', position: 'right' }] };
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  log('search: full build with themeConfig.algolia (for the browser figure)…');
  const out = path.join(workDir, 'search-site');
  const build = await timed(process.execPath, [cli, 'build', copy, '--out', out], { cwd: workDir, scratch: workDir });
  if (build.code !== 0) throw new Error(`full build with search failed:\n${(build.stderr || build.stdout).slice(-3000)}`);

  const port = await freePort();
  const server = startServer(process.execPath, [cli, 'serve', out, '--port', String(port)], { cwd: workDir });
  const browser = await launch();
  try {
    const base = `http://127.0.0.1:${port}`;
    if ((await pollUntil200(`${base}/graph.json`, { deadlineMs: 120_000, gaveUp: server.exited })) === null) throw new Error(`serve never answered:\n${server.output().slice(-3000)}`);
    const firstHitMs = [];
    let indexBytes = 0;
    let indexFiles = [];
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = new Map();
      page.on('requestfinished', async (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/search/')) return;
        const sizes = await request.sizes().catch(() => null);
        fetched.set(url.pathname, sizes ? sizes.responseBodySize : 0);
      });
      await page.goto(`${base}${docPath}`);
      if (!(await waitForHydration(page))) throw new Error(`${docPath} never hydrated`);
      const started = performance.now();
      await page.click('.DocSearch-Button');
      await page.fill('.DocSearch-Input', query);
      await page.waitForSelector('.DocSearch-Hit', { timeout: 60_000 });
      const ms = performance.now() - started;
      log(`  search: browser, click → first hit ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: ${Math.round(ms)} ms (${fetched.size} index file(s))`);
      if (i > 0) firstHitMs.push(ms);
      indexFiles = [...fetched.keys()].sort();
      indexBytes = [...fetched.values()].reduce((a, b) => a + b, 0);
      await context.close();
    }
    const sorted = [...firstHitMs].sort((a, b) => a - b);
    return { firstHitMs, medianMs: sorted[Math.floor(sorted.length / 2)], indexBytes, indexFiles };
  } finally {
    await browser.close();
    await server.stop();
  }
}
