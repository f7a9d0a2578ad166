import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../data/site-data.js';
import { routeChain } from './route-chain.js';

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
  { path: '/docs-extra', exact: true, view: 'jsx-page', module: 'src/pages/docs-extra.tsx' },
  { path: '/', exact: true, view: 'jsx-page', module: 'src/pages/index.tsx' },
];

const leafData = (pathname: string) => routeChain(routes, pathname).at(-1)?.data;

describe('routeChain', () => {
  it('returns the nested chain of a doc, links without their children', () => {
    expect(routeChain(routes, '/docs/intro').map((r) => r.view)).toEqual(['docs-root', 'docs-version', 'docs-sidebar-root', 'doc']);
    expect(leafData('/docs/next/intro')).toBe('n');
    expect(routeChain(routes, '/docs/next/intro').every((r) => r.routes === undefined)).toBe(true);
  });

  it('treats .html and /index.html as the path without them', () => {
    expect(leafData('/docs/intro.html')).toBe('d');
    expect(leafData('/docs/index.html')).toBe('i');
    expect(routeChain(routes, '/index.html').at(-1)?.module).toBe('src/pages/index.tsx');
  });

  it('gives the not-found page when nothing matches, or a layout matches but none of its children', () => {
    expect(routeChain(routes, '/docs/next/missing')).toEqual([{ path: '/docs/next/missing', exact: true, view: 'not-found' }]);
    expect(routeChain(routes, '/nowhere')).toEqual([{ path: '/nowhere', exact: true, view: 'not-found' }]);
    expect(routeChain(routes, '/blog/2024')).toEqual([{ path: '/blog/2024', exact: true, view: 'not-found' }]);
  });

  it('matches as React Router 5 does: exact leaves, an optional trailing slash, any case, layouts by segment prefix', () => {
    expect(leafData('/docs/intro/')).toBe('d');
    expect(leafData('/Docs/INTRO')).toBe('d');
    expect(leafData('/docs')).toBe('i');
    expect(leafData('/docs/intro/more')).toBeUndefined();
    // '/docs' is a prefix of '/docs-extra' but not at a segment boundary.
    expect(routeChain(routes, '/docs-extra').map((r) => r.view)).toEqual(['jsx-page']);
    expect(routeChain(routes, '/').at(-1)?.module).toBe('src/pages/index.tsx');
  });

  it('takes the first route in manifest order: a matching layout is not fallen through', () => {
    const shadowed: ManifestRoute[] = [
      { path: '/a', exact: false, view: 'docs-root', routes: [{ path: '/a/x', exact: true, view: 'doc', data: 'x' }] },
      { path: '/a/y', exact: true, view: 'doc', data: 'y' },
    ];
    expect(routeChain(shadowed, '/a/x').at(-1)?.data).toBe('x');
    expect(routeChain(shadowed, '/a/y').at(-1)?.view).toBe('not-found');
  });

  it('reads route paths as React Router 5 patterns: parentheses are a group, as in Docusaurus (facebook/docusaurus#5418)', () => {
    const table: ManifestRoute[] = [{ path: '/docs/a(1)', exact: true, view: 'doc', data: 'p' }];
    expect(routeChain(table, '/docs/a(1)').at(-1)?.view).toBe('not-found');
    expect(routeChain(table, '/docs/a1').at(-1)?.data).toBe('p');
  });

  it('matches every static leaf path by itself, with or without trailing slash, and not its sub-paths', () => {
    const segment = fc.stringMatching(/^[a-z0-9.\-_]{1,8}$/).filter((s) => !s.endsWith('.html'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const p = `/${segments.join('/')}`;
        const table: ManifestRoute[] = [{ path: p, exact: true, view: 'doc', data: 'p' }];
        const data = (pathname: string) => routeChain(table, pathname).at(-1)?.data;
        return data(p) === 'p' && data(`${p}/`) === 'p' && data(`${p}/x/y`) === undefined;
      }),
    );
  });
});
