/**
 * `sitegraph dev` on a site written for Docusaurus (fixtures/sites/docusaurus-theme, issue #35
 * "Done means"): a component an MDX page imports is served by Vite with Fast Refresh, so an
 * edit of its file updates the open page in place, keeping the state of the components on it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevCompiler, type DevCompiler } from '@sitegraph/compiler';
import { startDevServer, type DevServer } from '@sitegraph/runtime';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { REPO } from './support/fixtures.js';
import { useSharedBrowser } from './support/shared-browser.js';

const browser = useSharedBrowser();
let dev: DevCompiler;
let server: DevServer;
let siteDir: string;

/** A copy of the fixture outside the repository, its tsconfig's repository paths made absolute. */
function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-docusaurus-dev-'));
  cpSync(path.join(REPO, 'fixtures/sites/docusaurus-theme'), dir, { recursive: true });
  const tsconfig = path.join(dir, 'tsconfig.json');
  writeFileSync(tsconfig, readFileSync(tsconfig, 'utf8').replaceAll('../../../', `${REPO.split(path.sep).join('/')}/`));
  return dir;
}

beforeAll(async () => {
  siteDir = copyFixture();
  dev = createDevCompiler(siteDir);
  server = await startDevServer({ siteDir, cacheDir: `${siteDir}-vite-cache`, port: 0, compile: (changed) => dev.compile(changed), onFirstPage: () => dev.onFirstPage() });
});

afterAll(async () => {
  await server?.close();
  await dev?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (siteDir) rmSync(`${siteDir}-vite-cache`, { recursive: true, force: true });
});

describe('a Docusaurus site in dev', () => {
  it('renders the Markdown partials a page passes as values, from the modules of their chunks', async () => {
    const w = await watchedPage(browser());
    const html = await (await fetch(siteUrl(server.url, '/docs/expressions'))).text();
    expect(html).toMatch(/<section data-testid="code-python"><h4>python<\/h4>[\s\S]*Run it with <code data-testid="runner">python<\/code>/);
    await w.page.goto(siteUrl(server.url, '/docs/expressions'));
    await waitForHydration(w.page);
    expect(await w.page.locator('[data-testid=code-javascript] [data-testid=runner]').textContent()).toBe('deno');
    expect(await w.page.locator('[data-testid=code-javascript] pre').textContent()).toContain('orbit.start();');
    expect(w.hydrationProblems()).toEqual([]);
    expect(w.errors()).toEqual([]);
    await w.page.close();
  });

  it('updates a page in place when a component its MDX imports changes, keeping component state', async () => {
    const w = await watchedPage(browser());
    await w.page.goto(siteUrl(server.url, '/docs/components'));
    await waitForHydration(w.page);
    await w.page.locator('[data-testid=badge]').click();
    await expect.poll(() => w.page.locator('[data-testid=badge]').textContent()).toBe('beta (1)');
    await w.page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

    const component = path.join(siteDir, 'src/components/Since/index.tsx');
    const source = readFileSync(component, 'utf8');
    expect(source).toContain('>Available from v{version}<');
    writeFileSync(component, source.replace('>Available from v{version}<', '>Since version {version}<'));

    await expect.poll(() => w.page.locator('article').textContent(), { timeout: 20_000 }).toContain('Since version 2.1');
    expect(await w.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await w.page.locator('[data-testid=badge]').textContent()).toBe('beta (1)');
    expect(w.hydrationProblems()).toEqual([]);
    await w.page.close();
  });
});
