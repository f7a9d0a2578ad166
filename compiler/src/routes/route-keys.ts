import { createHash } from 'node:crypto';
import { stringifyCanonical } from '../json/index.js';
import type { RouteNode } from './route-node.js';

/**
 * Gives every route its content-map key: `<path>-<hash>` where `<hash>` is 3 hex digits of a
 * SHA-256 over the route's component, flags, what it shows and the content it renders
 * (`contentHash`, e.g. its chunk hash). Docusaurus keys its routes the same way
 * (`path-xyz`). Pure: the same route always gets the same key.
 *
 * @param contentHash optional extra identity of a route's rendered content
 */
export function withRouteKeys(routes: readonly RouteNode[], contentHash: (route: RouteNode) => string | undefined = () => undefined): RouteNode[] {
  return routes.map((route) => {
    const key = routeKey(route, contentHash(route));
    return route.routes ? { ...route, key, routes: withRouteKeys(route.routes, contentHash) } : { ...route, key };
  });
}

/**
 * The routes with new keys for those `rekey` selects (their content changed), the others kept
 * as they are: {@link withRouteKeys} for a few routes of a large table (a dev server's start
 * from its snapshot with pages edited since). Routes on the way to a changed one are copied.
 */
export function withRouteKeysOf(routes: readonly RouteNode[], rekey: (route: RouteNode) => boolean, contentHash: (route: RouteNode) => string | undefined): RouteNode[] {
  return routes.map((route) => {
    const key = rekey(route) ? routeKey(route, contentHash(route)) : route.key;
    const children = route.routes ? withRouteKeysOf(route.routes, rekey, contentHash) : undefined;
    if (key === route.key && (!children || children.every((c, i) => c === route.routes![i]))) return route;
    return children ? { ...route, key, routes: children } : { ...route, key };
  });
}

/** The key of one route (see {@link withRouteKeys}). */
function routeKey(route: RouteNode, content: string | undefined): string {
  const identity = stringifyCanonical({
    component: route.component,
    exact: route.exact,
    shows: route.shows,
    sidebar: route.sidebar,
    priority: route.priority,
    content,
  });
  return `${route.path}-${createHash('sha256').update(identity).digest('hex').slice(0, 3)}`;
}
