import type { Diagnostic } from '../diagnostics/index.js';
import { flattenRoutes } from './flatten-routes.js';
import type { RouteNode } from './route-node.js';
import { sortRoutes } from './sort-routes.js';
import { applyRouteTrailingSlash, type TrailingSlash } from './trailing-slash.js';
import { unsafeRoutePathDiagnostics } from './unsafe-route-paths.js';

/**
 * Builds the site's route table from every plugin's routes (in plugin order): applies
 * `trailingSlash`, sorts as Docusaurus does, and reports duplicate leaf paths as warnings
 * (Docusaurus `onDuplicateRoutes`, default warn), and paths that cannot be written or served
 * (`%2f`, `%00` in a slug) as errors.
 *
 * @returns the sorted tree and the duplicate-route and unsafe-path diagnostics
 */
export function buildRouteTable(
  pluginRoutes: readonly RouteNode[],
  options: { baseUrl: string; trailingSlash: TrailingSlash; onDuplicateRoutes: 'ignore' | 'log' | 'warn' | 'throw' },
): { routes: RouteNode[]; diagnostics: Diagnostic[] } {
  const withSlash = pluginRoutes.map((r) => applyRouteTrailingSlash(r, options.trailingSlash, options.baseUrl));
  const routes = sortRoutes(withSlash, options.baseUrl);
  const diagnostics: Diagnostic[] = unsafeRoutePathDiagnostics(routes);
  if (options.onDuplicateRoutes !== 'ignore') {
    const seen = new Map<string, number>();
    for (const { route } of flattenRoutes(routes)) {
      if (!route.routes) seen.set(route.path, (seen.get(route.path) ?? 0) + 1);
    }
    const duplicates = [...seen].filter(([, n]) => n > 1).map(([p]) => p);
    if (duplicates.length) {
      diagnostics.push({
        level: options.onDuplicateRoutes === 'throw' ? 'error' : options.onDuplicateRoutes === 'log' ? 'info' : 'warning',
        code: 'routes/duplicate',
        message: `Duplicate routes found: ${duplicates.map((p) => `"${p}"`).join(', ')}. This could lead to non-deterministic routing behavior.`,
      });
    }
  }
  return { routes, diagnostics };
}
