import { createContext, useContext } from 'react';
import type { ManifestRoute } from '../data/site-data.js';
import { MissingProviderError } from '../client/runtime-context.js';

/** The location being displayed (it lags the address bar while the next page loads). */
export interface RouteLocation {
  /** Path with `.html` / `/index.html` removed (what routes match and links compare with). */
  pathname: string;
  /** Path as in the address bar. */
  rawPathname: string;
  search: string;
  hash: string;
  key: string;
}

/** The displayed route: its location and matched chain (outermost first). */
export interface RouteState {
  location: RouteLocation;
  chain: ManifestRoute[];
}

export const RouteStateContext = createContext<RouteState | null>(null);

/** The displayed route; throws outside the app's navigation provider. */
export function useRouteState(): RouteState {
  const state = useContext(RouteStateContext);
  if (!state) throw new MissingProviderError('useRouteState', 'Navigation');
  return state;
}
