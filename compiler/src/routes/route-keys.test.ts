import { describe, expect, it } from 'vitest';
import type { RouteNode } from './route-node.js';
import { withRouteKeys } from './route-keys.js';

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
