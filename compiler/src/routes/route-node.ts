/**
 * The route table's node type. Plugins produce route nodes with raw paths (baseUrl included,
 * trailing slash as written); the routes stage applies `trailingSlash`, sorts them as
 * Docusaurus 3.7.0's core `sortRoutes` does, and gives each a chunk hash.
 */

/** What a route renders: the page kind and the ids the page needs (the golden's `shows`). */
export type RouteShows =
  | { kind: 'doc'; docId: string; version: string; source: string }
  | { kind: 'docs-root' }
  | { kind: 'docs-version'; version: string }
  | { kind: 'docs-version-sidebar-root'; version: string }
  | { kind: 'docs-category-generated-index'; version: string; slug: string; title: string }
  | { kind: 'docs-tags-list'; version: string; tags: string[] }
  | { kind: 'docs-tag'; version: string; label: string; docIds: string[] }
  | { kind: 'blog-post'; postId: string; source: string }
  | { kind: 'blog-list'; page: number; postIds: string[] }
  | { kind: 'blog-tags-list'; tags: string[] }
  | { kind: 'blog-tag'; label: string; page: number; postIds: string[] }
  | { kind: 'blog-archive'; postIds: string[] }
  | { kind: 'blog-authors-list'; authors: string[] }
  | { kind: 'blog-author'; author: string; page: number; postIds: string[] }
  | { kind: 'page'; pageType: 'jsx' | 'mdx'; source: string }
  | { kind: 'not-found' };

/** One route, possibly with nested child routes (docs root → version → sidebar root → doc pages). */
export interface RouteNode {
  /** URL path (baseUrl included). */
  path: string;
  /** True when only this exact path matches; false for layout routes with children. */
  exact: boolean;
  /** Theme component that renders it, named as Docusaurus names it (`@theme/DocItem`, `@theme/BlogListPage`, …). */
  component: string;
  /** `<plugin-name>@<id>`, e.g. `docusaurus-plugin-content-docs@default`. */
  plugin: string;
  shows: RouteShows;
  /** Sidebar name of a doc route, when the doc is displayed with a sidebar. */
  sidebar?: string;
  /** Version routes: `-1` for the last version (matched later), undefined otherwise. */
  priority?: number;
  /**
   * Unique key of the route in the site's content map: the path plus a short hash of what the
   * route renders (SPEC §2 "route paths in the content map end with a short hash suffix"), so
   * a route whose content changes gets a new key. Set by the route table stage.
   */
  key?: string;
  /** Nested routes, tried in order. */
  routes?: RouteNode[];
}
