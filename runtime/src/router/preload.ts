import type { SiteRuntime } from '../client/runtime-context.js';
import type { ManifestRoute } from '../data/site-data.js';
import { lazyViewGroups } from '../pages/view-groups.js';
import { routeChain } from './route-chain.js';
import { pageModuleKey, pageModuleSources } from './page-modules.js';
import { shouldSkipPrefetch } from './prefetch.js';

/** Ids of the data files a chain needs. */
export function chainDataIds(chain: readonly ManifestRoute[]): string[] {
  return chain.flatMap((r) => [r.data, r.sidebar].filter((x): x is string => !!x));
}

/** True when everything a chain needs is loaded (it can render at once). */
export function isChainLoaded(runtime: SiteRuntime, chain: readonly ManifestRoute[]): boolean {
  return (
    chainDataIds(chain).every((id) => runtime.data.peek(id)) &&
    chain.every((r) => !r.module || runtime.modules.peek(r.module)) &&
    lazyViewGroups(chain).every((g) => runtime.views.peek(g))
  );
}

/**
 * Loads everything a chain needs (data files, site modules, lazily loaded views, and the page
 * modules its content imports, once its data is in); rejects if any fails. With the page modules
 * loaded before the first render, hydration never suspends on them: the content hydrates at
 * once, and in dev Fast Refresh reaches the components they import (a boundary that suspended
 * during hydration is not refreshed).
 */
export async function preloadChain(runtime: SiteRuntime, chain: readonly ManifestRoute[]): Promise<void> {
  await Promise.all([
    ...chainDataIds(chain).map(async (id) => {
      const data = await runtime.data.load(id);
      const keys = pageModuleSources([data]).map(pageModuleKey).filter((key) => runtime.modules.has(key));
      await Promise.all(keys.map((key) => runtime.modules.load(key)));
    }),
    ...chain.filter((r) => r.module && runtime.modules.has(r.module)).map((r) => runtime.modules.load(r.module!)),
    ...lazyViewGroups(chain).map((g) => runtime.views.load(g)),
  ]);
}

/** Resolves `pathname` with the manifest and preloads it (hover/touch on a link). */
export async function preloadPath(runtime: SiteRuntime, pathname: string): Promise<void> {
  if (shouldSkipPrefetch()) return;
  const chain = routeChain(await runtime.data.manifest(), pathname);
  await preloadChain(runtime, chain);
}

/** Resolves `pathname` and hints the browser to fetch its data (link scrolled into view). */
export async function prefetchPath(runtime: SiteRuntime, pathname: string): Promise<void> {
  if (shouldSkipPrefetch()) return;
  const chain = routeChain(await runtime.data.manifest(), pathname);
  await Promise.all(chainDataIds(chain).map((id) => runtime.data.prefetch(id)));
}
