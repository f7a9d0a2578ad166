/**
 * What `buildSite` writes (issue #5 "build", issue #6 budgets): file layout by trailingSlash,
 * 404.html, sitemap.xml, feeds, inlined first-page data, a client bundle with nothing per page,
 * page and bundle sizes (written to test-artifacts/perf.json), a page whose prerender failed
 * shown in the browser, and compressed copies. The builds that need no browser are in
 * spec/build-site.test.ts.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { buildSite, serveSite } from '@sitegraph/runtime';
import { goldenGraph } from '../../runtime/src/test-support/golden-graph.js';
import { watchedPage } from './support/browser.js';
import { OUT_ROOT, REPO, SHARED } from './support/fixtures.js';
import { useSharedBrowser } from './support/shared-browser.js';
import { htmlFiles } from './support/html-files.js';

const sites = inject('sites');
const browser = useSharedBrowser();

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('build output', () => {
  it('lays files out by trailingSlash', () => {
    const f = sites.features!.dir;
    expect(existsSync(path.join(f, 'docs/canary/faq.html'))).toBe(true);
    expect(existsSync(path.join(f, 'docs/canary/faq/index.html'))).toBe(false);
    expect(existsSync(path.join(f, 'docs/canary/guides/animation.html'))).toBe(true);
    expect(existsSync(path.join(sites.basic!.dir, 'docs/getting-started/install/index.html'))).toBe(true);
    expect(existsSync(path.join(sites.basic!.dir, 'index.html'))).toBe(true);
    const base = sites.base!.dir;
    expect(existsSync(path.join(base, 'docs/getting-started/install/index.html'))).toBe(true);
    const html = readFileSync(path.join(base, 'docs/getting-started/install/index.html'), 'utf8');
    expect(html).toContain('href="/base/docs/getting-started/first-scene/"');
    expect(html).toContain('src="/base/assets/entry-client-');
  });

  it('writes 404.html, sitemap.xml and the blog feeds', () => {
    const dir = sites.features!.dir;
    expect(readFileSync(path.join(dir, '404.html'), 'utf8')).toContain('Page Not Found');
    const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://framewright.dev/docs/canary/faq</loc>');
    expect(sitemap).not.toContain('community-call-recap'); // unlisted post
    expect(sitemap).not.toContain('/docs/4.0/'); // noIndex version
    expect(sitemap).not.toContain('404.html');
    expect(readFileSync(path.join(sites.base!.dir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://lumen.example.org/base/docs/getting-started/install/</loc>');
    expect(existsSync(path.join(dir, 'blog/rss.xml'))).toBe(true);
    expect(existsSync(path.join(dir, 'blog/atom.xml'))).toBe(true);
    expect(readFileSync(path.join(dir, 'blog.html'), 'utf8')).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
  });

  it('inlines the first page data and keeps pages out of the client bundle', () => {
    const html = readFileSync(path.join(sites.features!.dir, 'docs/canary/getting-started/examples/audiogram.html'), 'utf8');
    const boot = JSON.parse(/<script id="__sg_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    const views = Object.values(boot.page.files).map((f: any) => f.view);
    expect(views.sort()).toEqual(['doc', 'docs-version']);
    // the docs sidebar is inlined pruned to what the page renders; the full file is shared
    const [sidebarId, pruned] = Object.entries(boot.page.partial as Record<string, any>)[0]!;
    expect(pruned.view).toBe('docs-sidebar');
    const full = JSON.parse(readFileSync(path.join(sites.features!.dir, 'assets/data', `${sidebarId}.json`), 'utf8'));
    expect(JSON.stringify(pruned).length).toBeLessThan(JSON.stringify(full).length);
    for (const site of ['features', 'basic'] as const) {
      const js = sites[site]!.entryFiles.map((f) => readFileSync(path.join(sites[site]!.dir, f), 'utf8')).join('');
      expect(js).not.toContain('/docs/canary/getting-started/examples/audiogram');
      expect(js).not.toContain('Audiogram');
      expect(js).not.toContain('Install Lumen');
    }
  });

  it('loads no blog or other-layout chunk on a doc page, and preloads it where it is used', () => {
    const dir = sites.basic!.dir;
    const scriptsOf = (file: string) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(/<(?:script[^>]*src|link rel="modulepreload" href)="([^"]+\.js)"/g)].map((m) => path.basename(m[1]!));
    const doc = scriptsOf('docs/getting-started/install/index.html');
    expect(doc.length).toBeGreaterThan(0);
    for (const lazy of ['BlogPages', 'DocTagPages', 'DocGeneratedIndexPage', 'MdxPage']) expect(doc.filter((f) => f.startsWith(`${lazy}-`)), lazy).toEqual([]);
    expect(scriptsOf('blog/index.html').some((f) => f.startsWith('BlogPages-'))).toBe(true);
  });

  it('keeps pages small and records the sizes (issue #6 budgets)', () => {
    const report: Record<string, unknown> = {};
    for (const site of ['basic', 'features'] as const) {
      const dir = sites[site]!.dir;
      const pages = htmlFiles(dir).map((f) => ({ file: path.relative(dir, f), gzip: gz(f) }));
      const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
      const docPage = site === 'features' ? 'docs/canary/getting-started/examples/audiogram.html' : 'docs/getting-started/install/index.html';
      const html = readFileSync(path.join(dir, docPage), 'utf8');
      const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      const jsGzip = scripts.reduce((n, f) => n + gz(path.join(dir, f)), 0);
      report[site] = { pages: pages.length, largestHtml: largest, docPageJsGzip: jsGzip, docPageScripts: scripts, timings: sites[site]!.timings };
      expect(largest.gzip, `${largest.file}`).toBeLessThanOrEqual(15 * 1024);
      // Target ≤ 85 KB (issue #12 §3 with React Router 5; 80 KB in issue #6), measured by the bench; React 18's client alone is ~45 KB gzip
      // (19's was ~69 KB). Guard against growth, with room for the fixture sites' own code. 91 KB since
      // 2026-11-28: the theme's English strings (115 message ids, issue #38) and the search code's idle
      // loader (issue #40) are first-load code (measured 92,395 bytes on the basic fixture). 92 KB
      // since the second merge of that day: the doc page's CurrentDoc context for ejected theme
      // parts (issue #35) came to 93,148 bytes (93,423 before the renderer of MDX code expressions
      // moved into the modules of the pages that have code). 93 KB since the fourth merge of that
      // day: seven more theme names rendered through the swizzle map (DocPaginator, TOCCollapsible,
      // BackToTopButton, TagsListInline, Tag, BlogSidebar, BlogPostPaginator) and MDXContent came
      // to 94,392 bytes (+277).
      expect(jsGzip).toBeLessThanOrEqual(93 * 1024);
    }
    mkdirSync(path.join(REPO, 'test-artifacts'), { recursive: true });
    writeFileSync(path.join(REPO, 'test-artifacts', 'perf.json'), `${JSON.stringify(report, null, 2)}\n`);
  });
});

describe('continueOnError', () => {
  it('writes a page whose prerender fails to render in the browser, and reports its error, on the main thread and in workers', async () => {
    const { graph, chunks } = goldenGraph(path.join(SHARED, 'corpora/features/expected.docusaurus-3.7.0.json'), {
      themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'no-such-sidebar', label: 'Broken' }] } },
    });
    const files = [...chunks].map(([h, c]) => ({ path: `chunks/${h}.json`, content: JSON.stringify(c) }));
    const results = [];
    for (const workers of [1, 2]) {
      const outDir = path.join(OUT_ROOT, `continue-on-error-${workers}`);
      rmSync(outDir, { recursive: true, force: true });
      const result = await buildSite({ graph, files, outDir, workers, continueOnError: true, precompress: () => false });
      // Every page renders the broken item: each is written with an empty app root, and named once.
      expect(result.diagnostics).toHaveLength(result.pages);
      for (const d of result.diagnostics) expect(d).toMatchObject({ level: 'error', code: 'prerender/page-failed', message: expect.stringMatching(/^Prerendering \/\S* failed: A navbar item failed to render.*"label":"Broken"/s) });
      const page = readFileSync(path.join(outDir, 'docs/installation.html'), 'utf8');
      expect(page).toMatch(/<div id="[^"]+"><\/div>/);
      expect(page).toContain('<script type="module"');
      results.push(result.diagnostics.map((d) => d.message).sort());
    }
    expect(results[1]).toEqual(results[0]);
    // The browser renders the page (no hydration), and shows the error the prerender met.
    const served = await serveSite({ dir: path.join(OUT_ROOT, 'continue-on-error-1'), port: 0 });
    try {
      const w = await watchedPage(browser());
      await w.page.goto(`${served.url}docs/installation`);
      await w.page.waitForSelector('text=This page crashed.');
      expect(await w.page.locator('body').textContent()).toMatch(/A navbar item failed to render.*"label":"Broken"/s);
      expect(w.hydrationProblems()).toEqual([]);
      await w.context.close();
    } finally {
      await served.close();
    }
  });
});

describe('prerendering in worker threads', () => {
  it('writes .gz and .br copies of the text files, each the file as it ended up', () => {
    const dir = sites.features!.dir;
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
    const text = files.filter((f) => /\.(html|json|js|css|xml)$/.test(f) && statSync(path.join(dir, f)).size >= 1024);
    // Pages, data files and scripts: compressed while the pages were prerendered, or with the bundle.
    for (const kind of [/\.html$/, /^assets\/data\/.*\.json$/, /^assets\/.*\.js$/]) expect(text.filter((f) => kind.test(f)).length, String(kind)).toBeGreaterThan(0);
    for (const f of text) {
      const bytes = readFileSync(path.join(dir, f));
      expect(gunzipSync(readFileSync(path.join(dir, `${f}.gz`))).equals(bytes), `${f}.gz`).toBe(true);
      if (existsSync(path.join(dir, `${f}.br`))) expect(brotliDecompressSync(readFileSync(path.join(dir, `${f}.br`))).equals(bytes), `${f}.br`).toBe(true);
    }
    expect(files.some((f) => f.startsWith('.vite'))).toBe(false);
  });
});
