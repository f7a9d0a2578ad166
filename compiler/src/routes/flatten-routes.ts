import type { RouteNode } from './route-node.js';

/** A route with its position in the tree, as listed depth-first. */
export interface FlatRoute {
  route: RouteNode;
  /** Path of the parent route, or null at the top. */
  parent: string | null;
  /** 0 at the top level. */
  depth: number;
}

/** Lists a route tree depth-first, parents before their children, in router order. */
export function flattenRoutes(routes: readonly RouteNode[], parent: string | null = null, depth = 0): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const route of routes) {
    out.push({ route, parent, depth });
    if (route.routes) out.push(...flattenRoutes(route.routes, route.path, depth + 1));
  }
  return out;
}

/**
 * The leaf route paths a static build writes, as Docusaurus 3.7.0 core computes `routesPaths`:
 * `<baseUrl>404.html` first, then every route without children, depth-first.
 */
export function leafRoutePaths(routes: readonly RouteNode[], baseUrl: string): string[] {
  return [`${baseUrl}404.html`, ...flattenRoutes(routes).filter((f) => !f.route.routes).map((f) => f.route.path)];
}
