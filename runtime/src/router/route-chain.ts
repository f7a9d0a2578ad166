import type { ManifestRoute } from '../data/site-data.js';
import { normalizePathname } from '@sitegraph/compiler/urls';
import { matchRouteBranch } from './route-match.js';

/** A manifest route without its children, as one link of a matched chain. */
export function routeLink(route: ManifestRoute): ManifestRoute {
  const { routes: _children, ...rest } = route;
  return rest;
}

/**
 * The chain of routes (outermost first) rendering `pathname`, matched as React Router 5 matches
 * a route config (react-router-config's `matchRoutes`): the first route in manifest (router)
 * order that matches wins, a layout by path prefix and then its children. `.html` and
 * `/index.html` suffixes are ignored. No match, or a layout none of whose children matches,
 * gives the catch-all not-found page. Lists are searched through an index
 * ({@link matchRouteBranch}), so a version of 50,000 docs matches in 0.1–0.2 ms.
 */
export function routeChain(routes: readonly ManifestRoute[], pathname: string): ManifestRoute[] {
  const normalized = normalizePathname(pathname);
  const branch = matchRouteBranch(routes, normalized);
  const leaf = branch[branch.length - 1];
  if (!leaf || leaf.routes?.length) return [{ path: normalized, exact: true, view: 'not-found' }];
  return branch.map(routeLink);
}
