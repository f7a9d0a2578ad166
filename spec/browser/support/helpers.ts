import type { Page } from 'playwright-core';

/** Waits until the route manifest is loaded (client navigation and prefetching can resolve paths). */
export async function waitForManifest(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as any).__SITEGRAPH__?.runtime?.data?.peekManifest(), null, { timeout: 45_000 });
}

/** Resolves after `ms` milliseconds. */
export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The path + search + hash of the page. */
export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}${u.hash}`;
}

/** Reads `window.__pageViews` (the fixture's page-view hook). */
export function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as any).__pageViews ?? []).map((e: { pagePath: string }) => e.pagePath));
}
