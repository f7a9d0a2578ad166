/** Opening a page of the search fixtures with the hosted-mode stand-in routed (see search-hosts.ts). */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { siteUrl, waitForHydration, watchedPage, type WatchedPage } from './browser.js';
import { waitForManifest } from './helpers.js';
import { routeSearchHosts, type HostBehaviour, type SearchHostsHandle } from './search-hosts.js';

/** Opens `rel` on the site at `base` with the search hosts answering as told; hydrated and routable. */
export async function openSearchSite(browser: Browser, base: string, rel = '/', behaviours: HostBehaviour[] = [], options: BrowserContextOptions = {}): Promise<WatchedPage & { hosts: SearchHostsHandle }> {
  const w = await watchedPage(browser, options);
  const hosts = await routeSearchHosts(w.page, behaviours);
  await w.page.goto(siteUrl(base, rel));
  await waitForHydration(w.page);
  await waitForManifest(w.page);
  await w.page.evaluate(() => ((window as any).__noReload = true));
  return { ...w, hosts };
}

/** Selector of the open dialog's search input. */
export const DIALOG_INPUT = '.DocSearch-Modal .DocSearch-Input';
