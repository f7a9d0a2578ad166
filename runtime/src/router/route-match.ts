import { matchPath } from 'react-router-dom';
import type { ManifestRoute } from '../data/site-data.js';

/**
 * One route list indexed for matching: its exact routes with a literal path by match key (the
 * first index per key), and the indices of every other route in order (layouts, routes with
 * parameters or unusual characters, routes without a path).
 */
interface RouteListIndex {
  literal: Map<string, number>;
  others: number[];
}

/** Indices by route list: manifests are never mutated (an edit makes new lists). */
const indices = new WeakMap<readonly ManifestRoute[], RouteListIndex>();

/** Printable ASCII without path-to-regexp's syntax characters (`:name`, `(…)`, `*`, `?`, `+`, `\`). */
const LITERAL_PATH = /^[\x20-\x27\x2c-\x39\x3b-\x3e\x40-\x5b\x5d-\x7e]*$/;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The key under which React Router 5's `matchPath` (`exact`, not `strict`, not `sensitive`)
 * takes `pathname` to equal a literal route path: one trailing slash is optional and ASCII
 * letters match in any case. Null for a pathname with a non-ASCII character, which no ASCII
 * literal path matches (a case-insensitive regular expression without the `u` flag never folds a
 * non-ASCII character onto an ASCII one).
 */
function pathKey(pathname: string): string | null {
  if (!ASCII.test(pathname)) return null;
  return (pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();
}

/** The key of a route matched by {@link pathKey} alone, or null when it needs `matchPath`. */
function literalKey(route: ManifestRoute): string | null {
  const { path, exact } = route;
  const flags = route as { strict?: boolean; sensitive?: boolean };
  // A path ending in two slashes keeps one of them as required.
  if (!path || exact !== true || flags.strict || flags.sensitive || !LITERAL_PATH.test(path) || path.endsWith('//')) return null;
  return pathKey(path);
}

function indexOf(routes: readonly ManifestRoute[]): RouteListIndex {
  let index = indices.get(routes);
  if (index) return index;
  index = { literal: new Map(), others: [] };
  routes.forEach((route, i) => {
    const key = literalKey(route);
    if (key === null) index!.others.push(i);
    else if (!index!.literal.has(key)) index!.literal.set(key, i);
  });
  indices.set(routes, index);
  return index;
}

/**
 * Lets `to` use the index of `from`, when `to` was made from `from` by a copy that kept every
 * route's `path` and `exact` at the same position (a dev edit renames data ids only):
 * rebuilding the index of a 50,000-route list costs 20–30 ms of an edit's 50.
 */
export function carryRouteIndex(from: readonly ManifestRoute[], to: readonly ManifestRoute[]): void {
  const index = indices.get(from);
  if (index && from !== to && from.length === to.length) indices.set(to, index);
}

/** Whether `route` matches `pathname` as react-router-config's `matchRoutes` decides (a route without a path always does). */
function matches(route: ManifestRoute, pathname: string): boolean {
  return !route.path || matchPath(pathname, route) !== null;
}

/**
 * The first route of `routes` (in order) that matches `pathname`, as react-router-config's
 * `matchRoutes` picks it with React Router 5's `matchPath`, or undefined. Instead of testing
 * every route in turn (a 50,000-doc version's list took 0.7–1.1 s: `matchPath` caches only its
 * first 10,000 compiled paths), exact literal paths are looked up by key, and only the other
 * routes before that candidate are tested with `matchPath`.
 */
export function firstMatchingRoute(routes: readonly ManifestRoute[], pathname: string): ManifestRoute | undefined {
  const index = indexOf(routes);
  const key = pathKey(pathname);
  const candidate = key === null ? undefined : index.literal.get(key);
  for (const i of index.others) {
    if (candidate !== undefined && i > candidate) break;
    if (matches(routes[i]!, pathname)) return routes[i];
  }
  if (candidate === undefined) return undefined;
  if (matches(routes[candidate]!, pathname)) return routes[candidate];
  // Unreachable when the key agrees with matchPath; kept so a disagreement costs time, not a wrong page.
  return routes.slice(candidate + 1).find((r) => matches(r, pathname));
}

/**
 * The branch of nested routes matching `pathname`, outermost first, as react-router-config's
 * `matchRoutes` returns it (each matched route's children are searched in turn; a matched
 * layout stays in the branch even when none of its children matches).
 */
export function matchRouteBranch(routes: readonly ManifestRoute[], pathname: string): ManifestRoute[] {
  const branch: ManifestRoute[] = [];
  let list: readonly ManifestRoute[] | undefined = routes;
  while (list) {
    const route = firstMatchingRoute(list, pathname);
    if (!route) break;
    branch.push(route);
    list = route.routes;
  }
  return branch;
}
