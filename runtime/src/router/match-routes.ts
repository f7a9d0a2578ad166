import type { ManifestRoute } from '../data/site-data.js';
import { matchPath } from './match-path.js';
import { normalizePathname } from './normalize-pathname.js';

/** A manifest route without its children, as one link of a matched chain. */
export function routeLink(route: ManifestRoute): ManifestRoute {
  const { routes: _children, ...rest } = route;
  return rest;
}

function matchIn(routes: readonly ManifestRoute[], pathname: string): ManifestRoute[] | null {
  for (const route of routes) {
    if (route.routes?.length) {
      if (!matchPath(pathname, { path: route.path, exact: false })) continue;
      const inner = matchIn(route.routes, pathname);
      if (inner) return [routeLink(route), ...inner];
      continue;
    }
    if (matchPath(pathname, { path: route.path, exact: route.exact })) return [routeLink(route)];
  }
  return null;
}

/**
 * The chain of routes (outermost first) rendering `pathname`: routes are tried in manifest
 * (router) order, layouts by prefix then their children; `.html` and `/index.html` suffixes are
 * ignored; no match gives the catch-all not-found page.
 */
export function matchRoutes(routes: readonly ManifestRoute[], pathname: string): ManifestRoute[] {
  const normalized = normalizePathname(pathname);
  return matchIn(routes, normalized) ?? [{ path: normalized, exact: true, view: 'not-found' }];
}
