import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteNode } from './route-node.js';
import { sortRoutes } from './sort-routes.js';

const leaf = (path: string): RouteNode => ({ path, exact: true, component: 'C', plugin: 'p', shows: { kind: 'not-found' } });
const parent = (path: string, routes: RouteNode[], priority?: number): RouteNode => ({
  ...leaf(path),
  exact: false,
  routes,
  ...(priority !== undefined ? { priority } : {}),
});

describe('sortRoutes', () => {
  it('puts leaf routes before parents, the baseUrl route last, and sorts by path', () => {
    const sorted = sortRoutes([leaf('/'), parent('/docs', [leaf('/docs/b'), leaf('/docs/a')]), leaf('/blog'), leaf('/about')], '/');
    expect(sorted.map((r) => r.path)).toEqual(['/about', '/blog', '/docs', '/']);
    expect(sorted[2]!.routes!.map((r) => r.path)).toEqual(['/docs/a', '/docs/b']);
  });
  it('tries the parent whose path contains the other first, then higher priority first', () => {
    const sorted = sortRoutes([parent('/', []), parent('/docs', [])], '/x/');
    expect(sorted.map((r) => r.path)).toEqual(['/docs', '/']);
    const byPriority = sortRoutes([parent('/docs', [], undefined), parent('/docs', [], -1)], '/');
    expect(byPriority.map((r) => r.priority)).toEqual([undefined, -1]);
  });
  it('gives the same order whatever the input order', () => {
    const pathsAndPermutation = fc
      .uniqueArray(fc.stringMatching(/^\/[a-z0-9/-]{0,12}$/), { minLength: 1, maxLength: 20 })
      .chain((ps) => fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length })));
    fc.assert(
      fc.property(pathsAndPermutation, ([ps, permuted]) => {
        expect(sortRoutes(permuted.map(leaf), '/').map((r) => r.path)).toEqual(sortRoutes(ps.map(leaf), '/').map((r) => r.path));
      }),
    );
  });
});
