import type { Diagnostic } from '../diagnostics/index.js';
import { flattenRoutes } from './flatten-routes.js';
import type { RouteNode } from './route-node.js';

/**
 * What is wrong with a route path once its percent-escapes are decoded, or null when nothing
 * is: a segment that decodes to a `/`, `\` or NUL (`%2f`, `%5c`, `%00`) would become another
 * folder, or no file at all, when the page is written and served. A `%` that starts no escape
 * (`/docs/100%`) is a literal character, as Docusaurus keeps it, and is fine.
 */
export function routePathProblem(routePath: string): string | null {
  for (const segment of routePath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue;
    }
    if (decoded.includes('\0')) return `"${segment}" decodes to a NUL character`;
    if (decoded !== segment && /[/\\]/.test(decoded)) return `"${segment}" decodes to a path separator`;
    if (decoded !== segment && (decoded === '.' || decoded === '..')) return `"${segment}" decodes to "${decoded}"`;
  }
  return null;
}

/**
 * One error per leaf route whose path cannot be written as a file or served (see
 * {@link routePathProblem}), naming the source file of the page when it has one (its `slug`
 * or `permalink` is at fault).
 */
export function unsafeRoutePathDiagnostics(routes: readonly RouteNode[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { route } of flattenRoutes(routes)) {
    if (route.routes) continue;
    const problem = routePathProblem(route.path);
    if (!problem) continue;
    const d: Diagnostic = { level: 'error', code: 'routes/unsafe-path', message: `The route "${route.path}" cannot be published: ${problem}. Change the slug (or file name) of this page.` };
    if ('source' in route.shows) d.file = route.shows.source;
    out.push(d);
  }
  return out;
}
