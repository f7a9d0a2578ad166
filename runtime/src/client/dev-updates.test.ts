import { describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../data/site-data.js';
import { renameDataIds } from './dev-updates.js';

const leaf = (path: string, data: string): ManifestRoute => ({ path, exact: true, view: 'doc', data, sidebar: 'side1' });

describe('renameDataIds', () => {
  it('renames data and sidebar ids, copying only the routes on the way to them', () => {
    const other = { path: '/blog', exact: false, view: 'blog-list', data: 'blog1', routes: [leaf('/blog/a', 'post1')] } satisfies ManifestRoute;
    const docs = { path: '/docs', exact: false, view: 'docs-root', routes: [leaf('/docs/a', 'doc1'), leaf('/docs/b', 'doc2')] } satisfies ManifestRoute;
    const routes: ManifestRoute[] = [docs, other];
    const before = JSON.stringify(routes);
    const out = renameDataIds(routes, { doc2: 'doc2b' });
    expect(JSON.stringify(routes)).toBe(before);
    expect(out[0]!.routes![1]!.data).toBe('doc2b');
    expect(out[0]!.routes![0]).toBe(docs.routes[0]);
    expect(out[1]).toBe(other);
    expect(renameDataIds(routes, { side1: 'side2' })[1]!.routes![0]!.sidebar).toBe('side2');
    expect(renameDataIds(routes, { toString: 'x' })).toEqual(routes);
  });
});
