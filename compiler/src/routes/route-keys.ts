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
    const identity = stringifyCanonical({
      component: route.component,
      exact: route.exact,
      shows: route.shows,
      sidebar: route.sidebar,
      priority: route.priority,
      content: contentHash(route),
    });
    const key = `${route.path}-${createHash('sha256').update(identity).digest('hex').slice(0, 3)}`;
    return route.routes ? { ...route, key, routes: withRouteKeys(route.routes, contentHash) } : { ...route, key };
  });
}
