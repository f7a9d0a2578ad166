/**
 * Chromium for the browser tests: Debian's `/usr/bin/chromium` through playwright-core (never a
 * downloaded browser), and a page wrapper that records console errors and hydration warnings.
 *
 * One Chromium for the whole browser project: the global setup (global-setup.ts) starts a browser
 * server and provides its endpoint; `launchBrowser()` connects to it, so a test file's browser
 * costs a connection, not a browser start, and closing it closes only its own contexts and
 * connection. A test file gets it with `const browser = useSharedBrowser();` (shared-browser.ts:
 * the beforeAll/afterAll hooks and a getter); run outside the browser project (no endpoint
 * provided), `launchBrowser()` starts a Chromium of its own.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { REPO } from './fixtures.js';
import { acquirePage } from './page-pool.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO, 'test-artifacts', 'screenshots');

/** How Chromium is started: headless, with flags that keep it quiet and sandbox-free (containers). */
export const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
};

/**
 * The browser of a test file: a connection to the project's shared Chromium (the global setup's
 * `browserEndpoint`), or a Chromium of its own when no shared one was started.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = sharedEndpoint();
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
}

/** The shared browser server's WebSocket endpoint, when the global setup provided one. */
function sharedEndpoint(): string | undefined {
  try {
    return inject('browserEndpoint') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Log lines that report a hydration mismatch, in React 19's wording and in React 18's: the
 * development warnings (`Warning: Text content did not match`, `Prop \`x\` did not match`,
 * `Expected server HTML to contain …`, `Did not expect server HTML …`), the errors passed to
 * `onRecoverableError` ("Hydration failed …", "Text content does not match server-rendered
 * HTML", "There was an error while hydrating …", "… received an update before it finished
 * hydrating") and their production forms, `Minified React error #418`/`419`/`421`/`422`/`423`/`425`.
 */
export const HYDRATION_PROBLEM = /hydrat|did not match|does not match|server HTML|server[- ]rendered|Minified React error #4(18|19|21|22|23|25)\b/i;

/** A page plus what it logged. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught errors. */
  logs: string[];
  /** Logs that mention hydration (any of them fails a test). */
  hydrationProblems(): string[];
  /** Errors other than failed resource loads (404 images and the like). */
  errors(): string[];
}

/**
 * A page in a context of its own (1280×800 unless `options` say otherwise) that records console
 * output: a page an earlier test of the file gave back, reset to a fresh context's state, or a new
 * one (page-pool.ts). `context.close()` gives it back; so does the end of the test.
 */
export async function watchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const { context, page } = await acquirePage(browser, { viewport: { width: 1280, height: 800 }, ...options });
  const logs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  return {
    page,
    context,
    logs,
    hydrationProblems: () => logs.filter((l) => HYDRATION_PROBLEM.test(l)),
    errors: () => logs.filter((l) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|net::ERR/.test(l)),
  };
}

/** Waits until the app has hydrated (the entry sets `window.__SITEGRAPH__.hydrated`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __SITEGRAPH__?: { hydrated?: boolean } }).__SITEGRAPH__?.hydrated === true, null, { timeout: 45_000 });
  // Let effects after hydration (colour mode, stored state) run.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

/** The pathnames of the requests `page` makes from now on that match `pattern`, in request order (an array that fills as they come). */
export function requestedPaths(page: Page, pattern = /(?:)/): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pattern.test(pathname)) paths.push(pathname);
  });
  return paths;
}

/** Joins a site URL (ending in its base URL) and a path relative to the base. */
export function siteUrl(base: string, rel: string): string {
  return `${base.replace(/\/$/, '')}/${rel.replace(/^\//, '')}`;
}

/** Saves a screenshot under test-artifacts/screenshots. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
