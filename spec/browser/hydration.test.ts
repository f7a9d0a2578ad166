/**
 * Every route kind hydrates without a mismatch (any hydration warning fails), the hydrated flag is
 * false in the server HTML and true after mount (SPEC §4), and each page's data is inlined so the
 * first paint needs no data request.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { HYDRATION_PROBLEM, siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

const BASIC_ROUTES = [
  ['home (JSX page)', '/'],
  ['doc', '/docs/getting-started/install'],
  ['docs root (main doc)', '/docs/'],
  ['versioned doc', '/docs/1.0/getting-started/install'],
  ['generated index', '/docs/concepts'],
  ['docs tags list', '/docs/tags'],
  ['docs tag', '/docs/tags/basics'],
  ['MDX doc with components', '/docs/api/components'],
  ['blog list', '/blog'],
  ['blog list page 2', '/blog/page/2'],
  ['blog list page with a long post (bodies not inlined)', '/blog/page/3'],
  ['blog post', '/blog/lumen-2-0'],
  ['blog archive', '/blog/archive'],
  ['blog tags', '/blog/tags'],
  ['blog tag', '/blog/tags/engineering'],
  ['blog authors', '/blog/authors'],
  ['blog author', '/blog/authors/ada'],
  ['Markdown page', '/about'],
  ['not found', '/no/such/page'],
] as const;

describe('hydration', () => {
  it('recognises React 18 and React 19 mismatch reports in the console', () => {
    const reports = [
      'error: Warning: Text content did not match. Server: "a" Client: "b"',
      'error: Warning: Prop `className` did not match. Server: "a" Client: "b"',
      'error: Warning: Expected server HTML to contain a matching <div> in <main>.',
      'error: Recoverable hydration error: Error: Text content does not match server-rendered HTML.',
      'error: Error: There was an error while hydrating this Suspense boundary. Switched to client rendering.',
      'error: Error: Minified React error #425; visit https://reactjs.org/docs/error-decoder.html?invariant=425',
      'error: Error: Minified React error #418; visit https://react.dev/errors/418',
      "error: A tree hydrated but some attributes of the server rendered HTML didn't match the client properties.",
    ];
    expect(reports.filter((l) => !HYDRATION_PROBLEM.test(l))).toEqual([]);
    expect(HYDRATION_PROBLEM.test('error: Minified React error #4180')).toBe(false);
  });

  for (const [kind, route] of BASIC_ROUTES) {
    it(`hydrates the ${kind} without warnings`, async () => {
      const w = await watchedPage(browser());
      const dataRequests: string[] = [];
      w.page.on('request', (r) => {
        if (r.url().includes('/assets/data/')) dataRequests.push(r.url());
      });
      const response = await w.page.goto(siteUrl(sites.basic!.url, route));
      expect(response?.status()).toBe(route === '/no/such/page' ? 404 : 200);
      await waitForHydration(w.page);
      expect(w.hydrationProblems()).toEqual([]);
      expect(w.errors()).toEqual([]);
      // The page's own data is inlined: none of its data files is requested.
      const own = await w.page.evaluate(() => {
        const boot = JSON.parse(document.getElementById('__sg_data')!.textContent!) as { page: { files: Record<string, unknown> } };
        return Object.keys(boot.page.files);
      });
      expect(dataRequests.filter((u) => own.some((id) => u.endsWith(`/${id}.json`)))).toEqual([]);
      await w.context.close();
    });
  }

  it('hydrates the features corpus pages (placeholder JSX pages show the missing default export)', async () => {
    const w = await watchedPage(browser());
    for (const route of ['/docs/canary/getting-started/examples/audiogram', '/docs', '/community/', '/learn', '/blog/tags/release', '/legal/privacy', '/']) {
      await w.page.goto(siteUrl(sites.features!.url, route));
      await waitForHydration(w.page);
    }
    expect(await w.page.textContent('.sg-load-error')).toContain('has no default export');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('inlines large pages without their bodies and loads them after hydration, keeping the server HTML', async () => {
    const html = readFileSync(path.join(sites.basic!.dir, 'blog/page/3/index.html'), 'utf8');
    const boot = JSON.parse(/<script id="__sg_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    const [id, partial] = Object.entries(boot.page.partial as Record<string, any>).find(([, f]) => f.view === 'blog-list')!;
    expect(partial.items[1].content.deferred).toEqual({ file: id, path: ['items', 1, 'content'] });
    expect(html).toContain('Observation 44');
    const w = await watchedPage(browser());
    const requested: string[] = [];
    w.page.on('request', (r) => requested.push(r.url()));
    await w.page.goto(siteUrl(sites.basic!.url, '/blog/page/3'));
    await waitForHydration(w.page);
    await expect.poll(() => requested.some((u) => u.endsWith(`/assets/data/${id}.json`))).toBe(true);
    expect(await w.page.textContent('.blog-main')).toContain('Observation 44');
    // the body is interactive once hydrated: its links navigate inside the app
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('hydrates a site under a base URL with trailing slashes, and navigates inside it', async () => {
    const w = await watchedPage(browser());
    for (const route of ['/', '/docs/getting-started/install/', '/blog/', '/blog/lumen-2-0/', '/docs/concepts/']) {
      const response = await w.page.goto(siteUrl(sites.base!.url, route));
      expect(response?.status(), route).toBe(200);
      await waitForHydration(w.page);
    }
    await w.page.waitForFunction(() => !!(window as any).__SITEGRAPH__?.runtime?.data?.peekManifest());
    await w.page.click('.card-grid a:has-text("Easing")');
    await w.page.waitForSelector('h1:has-text("Easing")');
    expect(new URL(w.page.url()).pathname).toBe('/base/docs/concepts/easing/');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('reports the hydrated flag false in the server HTML and true after mount', async () => {
    const html = readFileSync(path.join(sites.basic!.dir, 'showcase/index.html'), 'utf8');
    expect(html).toContain('data-testid="hydrated-flag">not hydrated<');
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(sites.basic!.url, '/showcase'));
    await waitForHydration(w.page);
    await expect.poll(() => w.page.textContent('[data-testid=hydrated-flag]')).toBe('hydrated');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});
