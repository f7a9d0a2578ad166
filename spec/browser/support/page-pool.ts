/**
 * Pages kept open from one test to the next of a file (issue #37). A new Chromium tab costs about
 * 1.2 s of CPU more than loading a page in an open one (1.74 s against 0.55 s for a fixture doc
 * page, measured over the whole machine: the browser process sets up the tab, a renderer process
 * starts), and the browser project opens about 150 of them. So `watchedPage()` takes a page left
 * by an earlier test of the file with the same context options, reset to what a fresh context
 * holds:
 *
 * - the test's listeners and routes removed, the page on `about:blank`;
 * - the context's cookies, every origin's storage (local storage, IndexedDB, Cache Storage,
 *   service workers) and its HTTP cache cleared (`Storage.clearDataForOrigin`,
 *   `Network.clearBrowserCache`);
 * - nothing else: the pointer's last place hovers nothing on the next page, whose document is new
 *   (checked in page-pool.test.ts).
 *
 * A page whose test changed what a reset cannot undo (init scripts, exposed functions, emulated
 * media, its viewport, extra headers, permissions, offline mode, a held key or button, a second
 * page in its context) is closed with its context instead, as are pages that crashed or closed.
 * A page goes back to the pool when its test calls `context.close()` or, failing that, when the
 * test ends; pages taken outside a test (a `beforeAll`) return only through `context.close()`.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

/** A pooled page with its context and what its reset needs. */
interface PooledPage {
  /** The pages waiting with the same browser connection and context options, this one's when it is given back. */
  pool: PooledPage[];
  browser: Browser;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Origins the page's frames went to since its last reset (whose storage the reset clears). */
  origins: Set<string>;
  /** Set by the methods whose effect a reset cannot undo. */
  dirty: boolean;
  /** The page is lent to a test (false while it waits in the pool). */
  lent: boolean;
  closeContext: () => Promise<void>;
}

const pools = new WeakMap<Browser, Map<string, PooledPage[]>>();

/** Context methods that leave state a reset does not clear. */
const CONTEXT_DIRTYING = ['addInitScript', 'exposeBinding', 'exposeFunction', 'grantPermissions', 'setGeolocation', 'setExtraHTTPHeaders', 'setOffline', 'setHTTPCredentials', 'newPage', 'newCDPSession', 'routeFromHAR', 'routeWebSocket'] as const;
/** Page methods that leave state a reset does not clear. */
const PAGE_DIRTYING = ['addInitScript', 'exposeBinding', 'exposeFunction', 'emulateMedia', 'setViewportSize', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket', 'setDefaultTimeout', 'setDefaultNavigationTimeout'] as const;

/** Replaces `name` on `target` by a call that marks `entry` dirty first. */
function markDirtyOn(target: object, names: readonly string[], entry: PooledPage): void {
  for (const name of names) {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      entry.dirty = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

async function openPooledPage(browser: Browser, options: BrowserContextOptions, pool: PooledPage[]): Promise<PooledPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const closeContext = context.close.bind(context);
  const entry: PooledPage = { pool, browser, context, page, cdp, origins: new Set(), dirty: false, lent: false, closeContext };
  markDirtyOn(context, CONTEXT_DIRTYING, entry);
  markDirtyOn(page, PAGE_DIRTYING, entry);
  for (const device of [page.keyboard, page.mouse]) markDirtyOn(device, ['down'], entry);
  markDirtyOn(page.clock, Object.getOwnPropertyNames(Object.getPrototypeOf(page.clock)).filter((n) => n !== 'constructor'), entry);
  // A test's close hands the page back; the pool's own closing goes through `closeContext`.
  (context as { close: BrowserContext['close'] }).close = () => release(entry);
  return entry;
}

/** Where a page's frames have been, to clear their storage on release. */
function trackOrigins(entry: PooledPage): void {
  entry.page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (/^https?:/.test(url)) entry.origins.add(new URL(url).origin);
  });
}

/**
 * A page in a context made with `options`: one a test of this browser connection gave back, reset,
 * or a new one. The page returns to the pool when its test ends or calls `context.close()`.
 */
export async function acquirePage(browser: Browser, options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const key = JSON.stringify(options);
  let byKey = pools.get(browser);
  if (!byKey) pools.set(browser, (byKey = new Map()));
  let pool = byKey.get(key);
  if (!pool) byKey.set(key, (pool = []));
  const entry = pool.pop() ?? (await openPooledPage(browser, options, pool));
  entry.lent = true;
  trackOrigins(entry);
  try {
    onTestFinished(() => release(entry));
  } catch {
    // Taken outside a test (a beforeAll): back to the pool only through `context.close()`.
  }
  return { context: entry.context, page: entry.page };
}

/** Resets `entry` and puts it back in its pool, or closes it when it cannot be reset. */
async function release(entry: PooledPage): Promise<void> {
  if (!entry.lent) return;
  entry.lent = false;
  const reusable = !entry.dirty && !entry.page.isClosed() && entry.context.pages().length === 1 && entry.browser.isConnected();
  if (reusable) {
    try {
      entry.page.removeAllListeners();
      await entry.page.unrouteAll({ behavior: 'ignoreErrors' });
      await entry.context.unrouteAll({ behavior: 'ignoreErrors' });
      await entry.page.goto('about:blank');
      await entry.cdp.send('Network.clearBrowserCache');
      for (const origin of entry.origins) await entry.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await entry.context.clearCookies();
      entry.origins.clear();
      entry.pool.push(entry);
      return;
    } catch {
      // Fall through: a page that cannot be reset is closed.
    }
  }
  await entry.closeContext().catch(() => undefined);
}
