import type { RouteNode } from './route-node.js';

/** `trailingSlash` site option: true adds, false removes, null keeps paths as written. */
export type TrailingSlash = boolean | null;

/**
 * Applies the `trailingSlash` option to one URL path, as Docusaurus 3.7.0's
 * `applyTrailingSlash` (@docusaurus/utils-common): hash-only links are kept; `/` and the
 * baseUrl itself never change; the query and hash are kept.
 *
 * @param path a URL path, possibly with `?query` and `#hash`
 */
export function applyTrailingSlash(path: string, trailingSlash: TrailingSlash, baseUrl: string): string {
  if (path.startsWith('#') || trailingSlash === null) return path;
  const pathname = path.split(/[#?]/)[0] ?? '';
  if (pathname === '/' || pathname === baseUrl) return path;
  const next = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return next + path.slice(pathname.length);
}

/** Applies {@link applyTrailingSlash} to a route and all its nested routes (returns new nodes). */
export function applyRouteTrailingSlash(route: RouteNode, trailingSlash: TrailingSlash, baseUrl: string): RouteNode {
  const path = applyTrailingSlash(route.path, trailingSlash, baseUrl);
  return route.routes
    ? { ...route, path, routes: route.routes.map((r) => applyRouteTrailingSlash(r, trailingSlash, baseUrl)) }
    : { ...route, path };
}
