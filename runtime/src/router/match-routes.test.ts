import { describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../data/site-data.js';
import { matchRoutes } from './match-routes.js';

const routes: ManifestRoute[] = [
  { path: '/blog', exact: true, view: 'blog-list', data: 'b' },
  {
    path: '/docs',
    exact: false,
    view: 'docs-root',
    routes: [
      { path: '/docs/next', exact: false, view: 'docs-version', routes: [{ path: '/docs/next', exact: false, view: 'docs-sidebar-root', routes: [{ path: '/docs/next/intro', exact: true, view: 'doc', data: 'n' }] }] },
      { path: '/docs', exact: false, view: 'docs-version', routes: [{ path: '/docs', exact: false, view: 'docs-sidebar-root', routes: [{ path: '/docs/', exact: true, view: 'doc', data: 'i' }, { path: '/docs/intro', exact: true, view: 'doc', data: 'd' }] }] },
    ],
  },
  { path: '/', exact: true, view: 'jsx-page', module: 'src/pages/index.tsx' },
];

describe('matchRoutes', () => {
  it('returns the nested chain of a doc', () => {
    expect(matchRoutes(routes, '/docs/intro').map((r) => r.view)).toEqual(['docs-root', 'docs-version', 'docs-sidebar-root', 'doc']);
    expect(matchRoutes(routes, '/docs/next/intro').at(-1)?.data).toBe('n');
    expect(matchRoutes(routes, '/docs/next/intro')[0]?.routes).toBeUndefined();
  });
  it('treats .html and /index.html as the path without them', () => {
    expect(matchRoutes(routes, '/docs/intro.html').at(-1)?.data).toBe('d');
    expect(matchRoutes(routes, '/docs/index.html').at(-1)?.data).toBe('i');
    expect(matchRoutes(routes, '/index.html').at(-1)?.view).toBe('jsx-page');
  });
  it('falls through a layout whose children do not match, then to not-found', () => {
    expect(matchRoutes(routes, '/docs/next/missing')).toEqual([{ path: '/docs/next/missing', exact: true, view: 'not-found' }]);
    expect(matchRoutes(routes, '/nowhere').at(-1)?.view).toBe('not-found');
  });
});
