import { describe, expect, it } from 'vitest';
import type { ManifestRoute, ViewKind } from '../data/site-data.js';
import { eagerViews } from './eager-views.js';
import { LAZY_VIEW_SOURCES, LAZY_VIEWS, lazyViewGroups } from './view-groups.js';
import { viewLoaders } from './view-loaders.js';
import { VIEWS } from './views.js';

const ALL_KINDS: ViewKind[] = [
  'docs-root', 'docs-version', 'docs-sidebar-root', 'doc', 'doc-generated-index', 'doc-tags-list', 'doc-tag',
  'blog-list', 'blog-post', 'blog-tags-list', 'blog-tag', 'blog-archive', 'blog-authors-list', 'blog-author',
  'mdx-page', 'jsx-page', 'not-found',
];

describe('view groups', () => {
  it('gives every view kind exactly one place: the entry or a lazily loaded group', () => {
    for (const kind of ALL_KINDS) expect([kind, !!VIEWS[kind] !== !!LAZY_VIEWS[kind]]).toEqual([kind, true]);
  });

  it('keeps the doc page views in the entry', () => {
    for (const kind of ['docs-root', 'docs-version', 'docs-sidebar-root', 'doc', 'not-found'] as const) expect(LAZY_VIEWS[kind]).toBeUndefined();
  });

  it('finds each lazy view in its group module, and has a loader and a source per group', () => {
    for (const [kind, lazy] of Object.entries(LAZY_VIEWS)) expect([kind, typeof eagerViews[lazy!.group][lazy!.name]]).toEqual([kind, 'function']);
    expect(Object.keys(viewLoaders).sort()).toEqual(Object.keys(LAZY_VIEW_SOURCES).sort());
    expect(Object.keys(eagerViews).sort()).toEqual(Object.keys(LAZY_VIEW_SOURCES).sort());
  });

  it('lists the groups a chain renders once each', () => {
    const r = (view: ViewKind): ManifestRoute => ({ path: '/x', exact: true, view });
    expect(lazyViewGroups([r('docs-root'), r('docs-version'), r('docs-sidebar-root'), r('doc')])).toEqual([]);
    expect(lazyViewGroups([r('blog-list'), r('blog-post')])).toEqual(['blog']);
    expect(lazyViewGroups([r('docs-root'), r('docs-version'), r('doc-tag')])).toEqual(['doc-tags']);
  });
});
