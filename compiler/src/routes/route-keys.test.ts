import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteNode } from './route-node.js';
import { withRouteKeys, withRouteKeysOf } from './route-keys.js';

const route = (path: string, source: string): RouteNode => ({
  path,
  exact: true,
  component: '@theme/DocItem',
  plugin: 'docusaurus-plugin-content-docs@default',
  shows: { kind: 'doc', docId: 'a', version: 'current', source },
});

describe('withRouteKeys', () => {
  it('keys each route as path plus a 3-digit hash, nested routes included', () => {
    const [parent] = withRouteKeys([{ ...route('/docs', 'x'), exact: false, routes: [route('/docs/a', 'docs/a.md')] }]);
    expect(parent!.key).toMatch(/^\/docs-[0-9a-f]{3}$/);
    expect(parent!.routes![0]!.key).toMatch(/^\/docs\/a-[0-9a-f]{3}$/);
  });
  it('changes the key when the rendered content changes, and only then', () => {
    const r = route('/docs/a', 'docs/a.md');
    const a = withRouteKeys([r], () => 'hash-1')[0]!.key;
    expect(withRouteKeys([r], () => 'hash-1')[0]!.key).toBe(a);
    const changed = ['hash-2', 'hash-3', 'hash-4', 'hash-5'].map((h) => withRouteKeys([r], () => h)[0]!.key);
    expect(changed.some((k) => k !== a)).toBe(true);
  });
});

describe('withRouteKeysOf', () => {
  /** A two-level table: a parent per group, a leaf per source. */
  const table = (groups: string[][]): RouteNode[] =>
    groups.map((sources, g) => ({ ...route(`/g${g}`, `g${g}`), exact: false, routes: sources.map((s) => route(`/g${g}/${s}`, s)) }));
  const sourceOf = (r: RouteNode): string => ('source' in r.shows ? r.shows.source : '');

  it('gives the keys withRouteKeys gives under the new content, rekeying only the selected routes and keeping the others as they were', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 4 }), { maxLength: 4 }),
        fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e')),
        (groups, changed) => {
          const before = withRouteKeys(table(groups), (r) => `old-${sourceOf(r)}`);
          const content = (r: RouteNode): string => (changed.includes(sourceOf(r)) ? `new-${sourceOf(r)}` : `old-${sourceOf(r)}`);
          const after = withRouteKeysOf(before, (r) => changed.includes(sourceOf(r)), content);
          expect(after).toEqual(withRouteKeys(table(groups), content));
          after.forEach((parent, i) => {
            const untouched = !parent.routes!.some((r) => changed.includes(sourceOf(r))) && !changed.includes(sourceOf(parent));
            if (untouched) expect(parent).toBe(before[i]);
          });
        },
      ),
    );
  });
});
