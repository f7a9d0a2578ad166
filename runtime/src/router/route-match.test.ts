import fc from 'fast-check';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../data/site-data.js';
import { firstMatchingRoute, matchRouteBranch } from './route-match.js';

const leaf = (path: string, data: string, exact = true): ManifestRoute => ({ path, exact, view: 'doc', data });

/** react-router-config's own answer: the oracle the index must agree with. */
const reference = (routes: ManifestRoute[], pathname: string): ManifestRoute[] =>
  matchRoutes(routes as unknown as RouteConfig[], pathname).map(({ route }) => route as unknown as ManifestRoute);

describe('firstMatchingRoute', () => {
  it('takes the first route in order, whether looked up by key or tested', () => {
    const routes = [leaf('/a', 'literal-first'), leaf('/:x', 'param'), leaf('/A/', 'same-key-later'), leaf('/b', 'literal-after-param')];
    expect(firstMatchingRoute(routes, '/a')?.data).toBe('literal-first');
    expect(firstMatchingRoute(routes, '/a/')?.data).toBe('literal-first');
    expect(firstMatchingRoute(routes, '/b')?.data).toBe('param');
    expect(firstMatchingRoute([leaf('/docs', 'layout', false), leaf('/docs/x', 'x')], '/docs/x')?.data).toBe('layout');
    expect(firstMatchingRoute([{ path: '', exact: true, view: 'doc', data: 'no path' }, leaf('/x', 'x')], '/x')?.data).toBe('no path');
  });

  it('matches a literal path in any ASCII case and with one optional trailing slash only', () => {
    const routes = [leaf('/Docs/Intro', 'i'), leaf('/', 'home')];
    expect(firstMatchingRoute(routes, '/docs/INTRO/')?.data).toBe('i');
    expect(firstMatchingRoute(routes, '/docs/intro//')).toBeUndefined();
    expect(firstMatchingRoute(routes, '/')?.data).toBe('home');
    expect(firstMatchingRoute(routes, '//')).toBeUndefined();
  });

  it('leaves non-ASCII paths and pathnames to matchPath (no case folding onto ASCII)', () => {
    expect(firstMatchingRoute([leaf('/café', 'c')], '/CAFÉ')?.data).toBe(reference([leaf('/café', 'c')], '/CAFÉ')[0]?.data);
    // U+212A KELVIN SIGN lower-cases to "k", but a case-insensitive RegExp does not match it to "k".
    expect(firstMatchingRoute([leaf('/k', 'k')], '/\u212a')).toBeUndefined();
  });
});

describe('matchRouteBranch', () => {
  it('follows the matched route into its children, keeping a layout none of whose children matches', () => {
    const routes: ManifestRoute[] = [{ path: '/docs', exact: false, view: 'docs-root', routes: [leaf('/docs/a', 'a')] }];
    expect(matchRouteBranch(routes, '/docs/a').map((r) => r.view)).toEqual(['docs-root', 'doc']);
    expect(matchRouteBranch(routes, '/docs/b').map((r) => r.view)).toEqual(['docs-root']);
    expect(matchRouteBranch(routes, '/else')).toEqual([]);
  });

  it('agrees with react-router-config on arbitrary route trees and pathnames', () => {
    const segment = fc.constantFrom('a', 'B', 'docs', 'Intro', 'é', 'K', '\u212a', ':id', ':id?', '*', 'c++', 'x(y)', 'v1.2', '$', '');
    const routePath = fc.tuple(fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '/', '//')).map(([s, end]) => `/${s.join('/')}${end}`.replace(/^\/\/$/, '/'));
    let n = 0;
    const route = (children: fc.Arbitrary<ManifestRoute[] | undefined>): fc.Arbitrary<ManifestRoute> =>
      fc.record({ path: fc.oneof({ weight: 9, arbitrary: routePath }, { weight: 1, arbitrary: fc.constant('') }), exact: fc.boolean(), routes: children }).map(({ path, exact, routes }) => ({
        path,
        exact,
        view: 'doc' as const,
        data: `r${n++}`,
        ...(routes ? { routes } : {}),
      }));
    const tree = fc.array(route(fc.option(fc.array(route(fc.constant(undefined)), { maxLength: 6 }), { nil: undefined })), { maxLength: 8 });
    const mutate = (path: string, upper: boolean, slash: number): string => {
      const p = path.replace(/:id\??/g, 'v').replace(/\*/g, 'any/thing');
      const cased = upper ? p.toUpperCase() : p;
      return slash === 0 ? cased : slash === 1 ? `${cased.replace(/\/+$/, '')}/` : cased.replace(/\/+$/, '') || '/';
    };
    fc.assert(
      fc.property(tree, fc.nat(), fc.boolean(), fc.nat({ max: 2 }), routePath, (routes, pick, upper, slash, other) => {
        const all = routes.flatMap((r) => [r, ...(r.routes ?? [])]).filter((r) => r.path);
        const pathname = all.length && pick % 4 !== 0 ? mutate(all[pick % all.length]!.path, upper, slash) : mutate(other, upper, slash);
        expect(matchRouteBranch(routes, pathname).map((r) => r.data)).toEqual(reference(routes, pathname).map((r) => r.data));
      }),
      { numRuns: 2000 },
    );
  });
});
