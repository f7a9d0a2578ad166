/**
 * The browser of a browser test file, in one line:
 *
 * ```ts
 * const browser = useSharedBrowser();
 * it('…', async () => {
 *   const w = await watchedPage(browser());
 * });
 * ```
 *
 * `useSharedBrowser()` registers the file's `beforeAll` (connect with `launchBrowser()`: to the
 * browser project's one Chromium, the global setup's browser server, or a Chromium of its own when
 * run outside that project) and `afterAll` (close that connection: its contexts only, never the
 * shared server), and returns a getter for the connected browser. Call it at the top level of the
 * file (or of a `describe`, for a browser of that block only), never inside a test. The getter
 * throws when called before the `beforeAll` ran (at collection time, say) or after `afterAll`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

/** Registers the hooks that connect and close the file's browser; returns its getter. */
export function useSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const open = browser;
    browser = undefined;
    await open?.close();
  });
  return () => {
    if (!browser) throw new Error('useSharedBrowser(): the browser is connected in beforeAll and closed in afterAll; call the getter inside a test or hook');
    return browser;
  };
}
