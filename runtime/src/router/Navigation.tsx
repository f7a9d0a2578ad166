import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSyncIfRegistered } from '../client/flush-sync.js';
import { renameDataIds, type DataUpdatedDetail } from '../client/dev-updates.js';
import { useSiteRuntime } from '../client/runtime-context.js';
import { useClientLayoutEffect } from '../client/use-client-layout-effect.js';
import type { ManifestRoute } from '../data/site-data.js';
import { routeChain } from './route-chain.js';
import { normalizePathname } from '@sitegraph/compiler/urls';
import { isChainLoaded, preloadChain } from './preload.js';
import { ProgressBar } from './ProgressBar.js';
import { RouteStateContext, type RouteLocation, type RouteState } from './route-state.js';
import { useHistory } from 'react-router-dom';
import { useLocation, type Location } from './Router.js';
import { scrollToLocation } from './scroll.js';
import { useStableValue } from '../app/use-stable-value.js';

/** Delay before the progress bar appears (SPEC §9). */
export const PROGRESS_DELAY_MS = 200;

function toRouteLocation(l: Location): RouteLocation {
  return { pathname: normalizePathname(l.pathname), search: l.search, hash: l.hash, key: l.key, rawPathname: l.pathname };
}

/**
 * Pending navigation (SPEC §4 route loading): on a location change the current page stays
 * displayed until the next route's data and modules are loaded, then the next page is shown.
 * A progress bar appears after 200 ms; if loading fails, a warning is logged and the page is
 * fully reloaded. After each change the page scrolls to the hash target, or to the top when the
 * path or hash changed; the site's page-view hook is called with path + search + hash.
 */
export function Navigation({ initialChain, children }: { initialChain: ManifestRoute[]; children: (state: RouteState) => ReactNode }) {
  const runtime = useSiteRuntime();
  // One identity per location, so the effect below runs once per navigation.
  const location = useStableValue(toRouteLocation(useLocation()));
  const [state, setState] = useState<RouteState>({ location, chain: initialChain });
  const [loading, setLoading] = useState(false);
  const navigation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const current = stateRef.current;
    const same = current.location;
    if (same.key === location.key && same.rawPathname === location.rawPathname && same.search === location.search && same.hash === location.hash) return;
    const id = ++navigation.current;
    if (same.pathname === location.pathname) {
      setState({ location, chain: current.chain });
      return;
    }
    const manifest = runtime.data.peekManifest();
    if (manifest) {
      const chain = routeChain(manifest, location.pathname);
      if (isChainLoaded(runtime, chain)) {
        setState({ location, chain });
        return;
      }
    }
    const timer = setTimeout(() => {
      if (id === navigation.current) setLoading(true);
    }, PROGRESS_DELAY_MS);
    (async () => {
      const chain = routeChain(await runtime.data.manifest(), location.pathname);
      await preloadChain(runtime, chain);
      if (id === navigation.current) setState({ location, chain });
    })()
      .catch((error: unknown) => {
        if (id !== navigation.current) return;
        console.warn(`Loading the page ${location.pathname} failed; reloading the page.`, error);
        window.location.reload();
      })
      .finally(() => {
        clearTimeout(timer);
        if (id === navigation.current) setLoading(false);
      });
  }, [location, runtime]);

  // Dev server updates: re-render the displayed route when its data changed; at once (inside
  // the update's dispatch) when everything it needs was pushed, else after loading it.
  useEffect(() => {
    const onUpdate = (event: Event): void => {
      const current = stateRef.current;
      const detail = (event as CustomEvent<DataUpdatedDetail | null>).detail ?? {};
      const manifest = runtime.data.peekManifest();
      const known = manifest ? routeChain(manifest, current.location.pathname) : detail.renamed ? renameDataIds(current.chain, detail.renamed) : null;
      if (known && isChainLoaded(runtime, known) && flushSyncIfRegistered(() => setState({ location: current.location, chain: known }))) {
        detail.rendered = true;
        return;
      }
      void (async () => {
        const chain = known ?? routeChain(await runtime.data.manifest(), current.location.pathname);
        await preloadChain(runtime, chain);
        setState({ location: current.location, chain });
      })().catch((error: unknown) => console.warn('Could not apply the update.', error));
    };
    window.addEventListener('sitegraph:data-updated', onUpdate);
    return () => window.removeEventListener('sitegraph:data-updated', onUpdate);
  }, [runtime]);

  const history = useHistory();
  const previous = useRef<RouteLocation | null>(null);
  useClientLayoutEffect(() => {
    const prev = previous.current;
    previous.current = state.location;
    if (prev) scrollToLocation(prev, state.location, history.action);
  }, [state.location]);

  const lastPageView = useRef<string | null>(null);
  useEffect(() => {
    const pagePath = `${state.location.rawPathname}${state.location.search}${state.location.hash}`;
    if (lastPageView.current === pagePath) return;
    const previousPagePath = lastPageView.current;
    lastPageView.current = pagePath;
    try {
      runtime.site.onPageView?.({ pagePath, previousPagePath, title: document.title });
    } catch (error) {
      console.error('The page-view hook failed.', error);
    }
  }, [state.location, runtime]);

  return (
    <RouteStateContext.Provider value={state}>
      <ProgressBar active={loading} />
      {children(state)}
    </RouteStateContext.Provider>
  );
}
