/**
 * `startDevServer` (issue #5 "dev"): pages render on request, content and config are watched,
 * each change recompiles the site and open pages update in place without a full reload (a
 * configuration change reloads the page).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevCompiler, type DevCompiler, type DevCompileOutput } from '@sitegraph/compiler';
import { compile, loadSite, type SiteGraph } from '@sitegraph/compiler';
import { startDevServer, type DevServer } from '@sitegraph/runtime';
import { fillContent } from '../../runtime/src/test-support/fill-content.js';
import { siteUrl, waitForHydration, watchedPage, type WatchedPage } from './support/browser.js';
import { REPO } from './support/fixtures.js';
import { useSharedBrowser } from './support/shared-browser.js';

const browser = useSharedBrowser();
let server: DevServer;
let siteDir: string;
let viteCacheDir: string;
/** Vite's default cache of the runtime's root (the runtime's package), and when it was last written before the server started. */
const RUNTIME_VITE_METADATA = path.join(REPO, 'runtime/node_modules/.vite/deps/_metadata.json');
let runtimeViteWritten: number | null = null;

/** A copy of the fixture whose imports of the theme point at the runtime sources. */
function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-dev-'));
  cpSync(path.join(REPO, 'fixtures/sites/runtime-basic'), dir, { recursive: true });
  for (const f of ['src/pages/index.tsx', 'src/pages/crash.tsx', 'src/pages/lazy.tsx', 'src/pages/showcase.tsx', 'src/sitegraph.client.tsx']) {
    const p = path.join(dir, f);
    writeFileSync(p, readFileSync(p, 'utf8').replace(/(\.\.\/)+runtime\/src\/theme\.js/g, path.join(REPO, 'runtime/src/theme.ts')));
  }
  return dir;
}

function edit(rel: string, change: (text: string) => string): void {
  const p = path.join(siteDir, rel);
  writeFileSync(p, change(readFileSync(p, 'utf8')));
}

/**
 * Opens `url` in a watched page, waits for hydration and marks the document, so a test can
 * check later that an update changed the page in place (`__sameDocument` survives) rather than
 * reloading it.
 */
async function openMarked(url: string): Promise<WatchedPage> {
  const w = await watchedPage(browser());
  await w.page.goto(url);
  await waitForHydration(w.page);
  await w.page.evaluate(() => ((window as any).__sameDocument = true));
  return w;
}

beforeAll(async () => {
  siteDir = copyFixture();
  // Vite's dependency cache starts empty, as on a fresh install, so the first visit below sees
  // what a reader's first dev server does; it is made when the server starts.
  viteCacheDir = `${siteDir}-vite-cache`;
  runtimeViteWritten = existsSync(RUNTIME_VITE_METADATA) ? statSync(RUNTIME_VITE_METADATA).mtimeMs : null;
  server = await startDevServer({
    siteDir,
    cacheDir: viteCacheDir,
    port: 0,
    async compile() {
      const input = await loadSite(siteDir);
      const result = compile(input);
      const filled = fillContent(result.graph as unknown as SiteGraph, (s) => input.files.get(s));
      return { graph: filled.graph, files: [...result.files, ...filled.files] };
    },
  });
});

afterAll(async () => {
  await server?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (viteCacheDir) rmSync(viteCacheDir, { recursive: true, force: true });
});

describe('dev server', () => {
  it('renders pages on request and hydrates them', async () => {
    const html = await fetch(siteUrl(server.url, '/docs/concepts/easing'));
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<h1>Easing</h1>');
    const w = await watchedPage(browser());
    // The first visit of a fresh server loads once: the client's dependencies are pre-bundled
    // when the server starts, not found on this request and bundled again with a reload.
    let loads = 0;
    w.page.on('framenavigated', (frame) => {
      if (frame === w.page.mainFrame()) loads++;
    });
    await w.page.goto(siteUrl(server.url, '/docs/concepts/easing'));
    await waitForHydration(w.page);
    await w.page.waitForLoadState('networkidle');
    expect(loads).toBe(1);
    expect(w.hydrationProblems()).toEqual([]);
    // Pre-bundled into the server's cache folder, not into the runtime's package (Vite's default
    // for its root: read-only for a user who did not install it).
    expect(existsSync(path.join(viteCacheDir, 'deps', '_metadata.json'))).toBe(true);
    expect(existsSync(RUNTIME_VITE_METADATA) ? statSync(RUNTIME_VITE_METADATA).mtimeMs : null).toBe(runtimeViteWritten);
    expect((await w.page.goto(siteUrl(server.url, '/missing')))?.status()).toBe(404);
    await w.context.close();
  });

  it('updates an open page in place when its content changes', async () => {
    const w = await openMarked(siteUrl(server.url, '/docs/concepts/easing'));
    const update = server.nextUpdate();
    edit('docs/concepts/easing.md', (t) => t.replace('title: Easing', 'title: Easing curves').replace('Springs feel natural.', 'Springs feel natural and settle on their own.'));
    expect((await update).kind).toBe('update');
    await w.page.waitForSelector('h1:has-text("Easing curves")');
    expect(await w.page.textContent('.markdown')).toContain('settle on their own');
    expect(await w.page.locator('.docs-sidebar-container a[aria-current=page]').textContent()).toBe('Easing curves');
    expect(await w.page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    await w.context.close();
  });

  it('picks up new docs and sidebar changes', async () => {
    const w = await openMarked(siteUrl(server.url, '/docs/concepts/layers'));
    const update = server.nextUpdate();
    writeFileSync(path.join(siteDir, 'docs/concepts/masks.md'), '---\ntitle: Masks\n---\n\nMasks hide parts of a layer.\n');
    edit('sidebars.json', (t) => t.replace('"concepts/layers"', '"concepts/layers", "concepts/masks"'));
    await update;
    await w.page.locator('.docs-sidebar-container a:has-text("Masks")').waitFor({ timeout: 45_000 });
    await w.page.click('.docs-sidebar-container a:has-text("Masks")');
    await w.page.waitForSelector('h1:has-text("Masks")');
    expect(await w.page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    await w.context.close();
  });

  it('reloads the page when the site configuration changes', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(server.url, '/'));
    await waitForHydration(w.page);
    const update = server.nextUpdate();
    edit('site.json', (t) => t.replace('Lumen 2.0 is out!', 'Lumen 2.1 is out!'));
    expect((await update).kind).toBe('reload');
    await w.page.waitForSelector('.announcement-bar:has-text("Lumen 2.1 is out!")', { timeout: 45_000 });
    await w.context.close();
  });
});

/**
 * The compiler's dev side (`sitegraph dev`): content compiled on request, links checked in the
 * background after the first page, body-only edits through the fast path.
 */
describe('dev server with lazily compiled content', () => {
  let lazyServer: DevServer;
  let lazyDir: string;
  let dev: DevCompiler;
  const outputs: string[] = [];

  beforeAll(async () => {
    lazyDir = copyFixture();
    // An invalid MDX page: compiling it throws, which must not stop the other pages.
    writeFileSync(path.join(lazyDir, 'docs/broken.mdx'), '---\ntitle: Broken\n---\n\nThis page is <Unclosed and invalid.\n');
    dev = createDevCompiler(lazyDir, { cwd: lazyDir });
    lazyServer = await startDevServer({
      siteDir: lazyDir,
      port: 0,
      async compile(changed) {
        const out: DevCompileOutput = await dev.compile(changed);
        outputs.push('kind' in out ? out.kind : 'graph');
        return out;
      },
      onFirstPage: () => dev.onFirstPage(),
      onError: () => {},
    });
    await lazyServer.watching;
  });

  afterAll(async () => {
    await lazyServer?.close();
    if (lazyDir) rmSync(lazyDir, { recursive: true, force: true });
  });

  const editLazy = (rel: string, change: (text: string) => string): void => {
    const p = path.join(lazyDir, rel);
    writeFileSync(p, change(readFileSync(p, 'utf8')));
  };

  it('serves pages before the rest is compiled, shows an invalid page\'s error on request, and reports it in the background', async () => {
    const ok = await fetch(siteUrl(lazyServer.url, '/docs/concepts/easing'));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Easing functions shape motion.');
    const broken = await fetch(siteUrl(lazyServer.url, '/docs/broken'));
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain('docs/broken.mdx');
    const checked = await dev.checked;
    expect(checked).toContainEqual(expect.objectContaining({ level: 'error', file: 'docs/broken.mdx' }));
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(lazyServer.url, '/docs/concepts/timeline'));
    await waitForHydration(w.page);
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('updates an open page in place on a body-only edit, without recomputing the graph or any request from the page', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(lazyServer.url, '/docs/concepts/easing'));
    await waitForHydration(w.page);
    // The route manifest is fetched when idle after hydration; the update patches it in place.
    await w.page.waitForFunction(() => !!(window as any).__SITEGRAPH__.runtime.data.peekManifest());
    await w.page.evaluate(() => ((window as any).__sameDocument = true));
    const requests: string[] = [];
    w.page.on('request', (r) => requests.push(r.url()));
    const update = lazyServer.nextUpdate();
    outputs.length = 0;
    editLazy('docs/concepts/easing.md', (t) => t.replace('The simplest easing.', 'The simplest easing of all.\n\n## Cubic curves\n\nTwo control points.'));
    expect((await update).kind).toBe('update');
    expect(outputs).toEqual(['content-edit']);
    await w.page.waitForSelector('.markdown :text("The simplest easing of all.")');
    // A new heading: the body and the table of contents show it.
    await w.page.waitForSelector('.markdown h2#cubic-curves');
    expect(await w.page.locator('.toc a.table-of-contents__link').allTextContents()).toEqual(['Linear', 'Cubic curves', 'Springs']);
    expect(requests).toEqual([]);
    expect(await w.page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.context.close();
  });

  it('updates the sidebar and heading in place when an edit changes the title', async () => {
    const w = await openMarked(siteUrl(lazyServer.url, '/docs/concepts/easing'));
    const update = lazyServer.nextUpdate();
    outputs.length = 0;
    editLazy('docs/concepts/easing.md', (t) => t.replace('title: Easing', 'title: Easing curves'));
    expect((await update).kind).toBe('update');
    expect(outputs).toEqual(['graph']);
    await w.page.waitForSelector('h1:has-text("Easing curves")');
    expect(await w.page.locator('.docs-sidebar-container a[aria-current=page]').textContent()).toBe('Easing curves');
    expect(await w.page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    await w.context.close();
  });
});

/**
 * Build errors in the dev server (issue #13 item 14): a broken front matter or MDX body shows
 * Vite's error overlay with file:line on open pages and fresh loads until it is fixed, and
 * folders created, renamed or deleted in the docs folder do not stop the server. A site of its
 * own: no page is invalid at the start.
 */
describe('dev server build errors and folders', () => {
  let errorServer: DevServer;
  let errorDir: string;
  let errorDev: DevCompiler;
  /** What the server reported through `onError`. */
  const reported: string[] = [];

  beforeAll(async () => {
    errorDir = copyFixture();
    errorDev = createDevCompiler(errorDir, { cwd: errorDir });
    errorServer = await startDevServer({
      siteDir: errorDir,
      port: 0,
      compile: (changed) => errorDev.compile(changed),
      onFirstPage: () => errorDev.onFirstPage(),
      onError: (e) => reported.push(String((e as Error)?.message ?? e)),
    });
    await errorServer.watching;
  });

  afterAll(async () => {
    await errorServer?.close();
    await errorDev?.close();
    if (errorDir) rmSync(errorDir, { recursive: true, force: true });
  });

  const editError = (rel: string, change: (text: string) => string): void => {
    const p = path.join(errorDir, rel);
    writeFileSync(p, change(readFileSync(p, 'utf8')));
  };

  /** Vite's error overlay of `page` (its shadow root is open, so locators see inside). */
  const overlay = (page: Page) => page.locator('vite-error-overlay');

  /** Polls `rel` on the lazy server until its status is `status` (a watcher event has no update when it changes nothing). */
  async function untilStatus(rel: string, status: number): Promise<void> {
    const until = Date.now() + 45_000;
    let last = 0;
    while (Date.now() < until) {
      last = (await fetch(siteUrl(errorServer.url, rel))).status;
      if (last === status) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${rel} answered ${last}, not ${status}`);
  }

  it('shows a broken front matter in Vite\'s overlay with file:line, on the open page and on fresh loads, and clears it once fixed', async () => {
    const w = await openMarked(siteUrl(errorServer.url, '/docs/concepts/layers'));
    const original = readFileSync(path.join(errorDir, 'docs/concepts/layers.md'), 'utf8');
    const broken = errorServer.nextUpdate();
    editError('docs/concepts/layers.md', (t) => t.replace('title: Layers', 'title: [Layers'));
    expect((await broken).kind).toBe('none');
    await overlay(w.page).waitFor({ timeout: 45_000 });
    expect(await overlay(w.page).locator('.file').textContent()).toMatch(/docs\/concepts\/layers\.md:\d+:\d+$/);
    expect(await overlay(w.page).locator('.message-body').textContent()).toContain('frontmatter/invalid-yaml');
    // A page loaded while the error stands shows it too (the last good page under the overlay).
    const fresh = await watchedPage(browser());
    await fresh.page.goto(siteUrl(errorServer.url, '/docs/concepts/easing'));
    await overlay(fresh.page).waitFor({ timeout: 45_000 });
    expect(await overlay(fresh.page).locator('.file').textContent()).toContain('docs/concepts/layers.md:');
    const fixed = errorServer.nextUpdate();
    writeFileSync(path.join(errorDir, 'docs/concepts/layers.md'), original.replace('title: Layers', 'title: Layers and masks'));
    expect((await fixed).kind).toBe('update');
    await w.page.waitForSelector('h1:has-text("Layers and masks")', { timeout: 45_000 });
    await overlay(w.page).waitFor({ state: 'detached' });
    await overlay(fresh.page).waitFor({ state: 'detached' });
    expect((await fetch(siteUrl(errorServer.url, '/docs/concepts/layers'))).status).toBe(200);
    await w.context.close();
    await fresh.context.close();
  });

  it('shows an MDX syntax error in Vite\'s overlay with file:line and clears it once fixed', async () => {
    const w = await openMarked(siteUrl(errorServer.url, '/docs/concepts/timeline'));
    const broken = errorServer.nextUpdate();
    editError('docs/concepts/timeline.md', (t) => t.replace('Time is counted in frames.', 'Time is counted in <Frames.'));
    await broken;
    const line = readFileSync(path.join(errorDir, 'docs/concepts/timeline.md'), 'utf8').split('\n').findIndex((l) => l.includes('<Frames.')) + 1;
    await overlay(w.page).waitFor({ timeout: 45_000 });
    expect(await overlay(w.page).locator('.file').textContent()).toMatch(new RegExp(`docs/concepts/timeline\\.md:${line}:\\d+$`));
    expect(await overlay(w.page).locator('.message-body').textContent()).toContain('markdown/invalid-mdx');
    // The page itself, loaded fresh: an error page (500) naming file:line, with the overlay.
    const page = await fetch(siteUrl(errorServer.url, '/docs/concepts/timeline'));
    expect(page.status).toBe(500);
    expect(await page.text()).toContain(`docs/concepts/timeline.md:${line}:`);
    const fixed = errorServer.nextUpdate();
    editError('docs/concepts/timeline.md', (t) => t.replace('Time is counted in <Frames.', 'Time is counted in whole frames.'));
    expect((await fixed).kind).toBe('update');
    await w.page.waitForSelector('.markdown :text("Time is counted in whole frames.")', { timeout: 45_000 });
    await overlay(w.page).waitFor({ state: 'detached' });
    expect((await fetch(siteUrl(errorServer.url, '/docs/concepts/timeline'))).status).toBe(200);
    await w.context.close();
  });

  it('keeps running when folders appear, are renamed or deleted in the docs folder, and serves their docs', async () => {
    reported.length = 0;
    mkdirSync(path.join(errorDir, 'docs/empty-folder'));
    mkdirSync(path.join(errorDir, 'docs/guides'));
    writeFileSync(path.join(errorDir, 'docs/guides/rigging.md'), '---\ntitle: Rigging\n---\n\nRigs move many layers at once.\n');
    await untilStatus('/docs/guides/rigging', 200);
    expect(await (await fetch(siteUrl(errorServer.url, '/docs/guides/rigging'))).text()).toContain('Rigs move many layers at once.');
    renameSync(path.join(errorDir, 'docs/guides'), path.join(errorDir, 'docs/how-to'));
    await untilStatus('/docs/how-to/rigging', 200);
    await untilStatus('/docs/guides/rigging', 404);
    rmSync(path.join(errorDir, 'docs/how-to'), { recursive: true });
    rmSync(path.join(errorDir, 'docs/empty-folder'), { recursive: true });
    await untilStatus('/docs/how-to/rigging', 404);
    expect(reported).toEqual([]);
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(errorServer.url, '/docs/concepts/easing'));
    await waitForHydration(w.page);
    expect(await overlay(w.page).count()).toBe(0);
    await w.context.close();
  });
});
