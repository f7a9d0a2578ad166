import type { RouteNode } from './route-node.js';

// Docusaurus compares paths with String#localeCompare; an explicit locale keeps the order the
// same on every machine whatever its LANG.
const collator = new Intl.Collator('en-US');

/**
 * Orders routes the way React Router must try them, as Docusaurus 3.7.0's core `sortRoutes`:
 * the baseUrl route last; leaf routes before parent routes; of two parents, the one whose path
 * contains the other's first; higher `priority` first; then by path (locale order). Applied
 * recursively to nested routes. Returns new arrays; the input is not mutated.
 */
export function sortRoutes(routes: readonly RouteNode[], baseUrl: string): RouteNode[] {
  const sorted = [...routes].sort((a, b) => compareRoutes(a, b, baseUrl));
  return sorted.map((r) => (r.routes ? { ...r, routes: sortRoutes(r.routes, baseUrl) } : r));
}

function compareRoutes(a: RouteNode, b: RouteNode, baseUrl: string): number {
  if (a.path === baseUrl && b.path !== baseUrl) return 1;
  if (a.path !== baseUrl && b.path === baseUrl) return -1;
  if (a.routes && !b.routes) return 1;
  if (!a.routes && b.routes) return -1;
  if (a.routes && b.routes && a.path !== b.path) {
    if (a.path.includes(b.path)) return -1;
    if (b.path.includes(a.path)) return 1;
  }
  if (a.priority || b.priority) {
    const score = (b.priority ?? 0) - (a.priority ?? 0);
    if (score !== 0) return score;
  }
  return collator.compare(a.path, b.path);
}
