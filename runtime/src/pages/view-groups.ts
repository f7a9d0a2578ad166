/**
 * Which theme views are left out of the client entry (issue #6: a doc page loads only what it
 * renders). Each group is one module, loaded by a route's own loading step (`preloadChain`) and
 * `modulepreload`ed by the HTML of the pages that render it. Plain data: the build reads it too.
 */
import type { ManifestRoute, ViewKind } from '../data/site-data.js';

/** Source of each lazily loaded group, relative to `runtime/src` (the key of its chunk in Vite's manifest). */
export const LAZY_VIEW_SOURCES = {
  blog: 'blog/BlogPages.tsx',
  'doc-tags': 'docs/DocTagPages.tsx',
  'doc-generated-index': 'docs/DocGeneratedIndexPage.tsx',
  'mdx-page': 'pages/MdxPage.tsx',
} as const;

/** Name of a lazily loaded group of views. */
export type LazyViewGroup = keyof typeof LAZY_VIEW_SOURCES;

/** A lazily loaded view: its group and the name its module exports it under. */
export interface LazyView {
  group: LazyViewGroup;
  name: string;
}

/** The view kinds rendered by a lazily loaded module; every other kind is in the entry. */
export const LAZY_VIEWS: Partial<Record<ViewKind, LazyView>> = {
  'doc-generated-index': { group: 'doc-generated-index', name: 'DocGeneratedIndexPage' },
  'doc-tags-list': { group: 'doc-tags', name: 'DocTagsListPage' },
  'doc-tag': { group: 'doc-tags', name: 'DocTagPage' },
  'blog-list': { group: 'blog', name: 'BlogListPage' },
  'blog-post': { group: 'blog', name: 'BlogPostPage' },
  'blog-tags-list': { group: 'blog', name: 'BlogTagsListPage' },
  'blog-tag': { group: 'blog', name: 'BlogTagPage' },
  'blog-archive': { group: 'blog', name: 'BlogArchivePage' },
  'blog-authors-list': { group: 'blog', name: 'BlogAuthorsListPage' },
  'blog-author': { group: 'blog', name: 'BlogAuthorPage' },
  'mdx-page': { group: 'mdx-page', name: 'MdxPage' },
};

/** The lazily loaded groups a chain renders, each once, outermost first. */
export function lazyViewGroups(chain: readonly ManifestRoute[]): LazyViewGroup[] {
  const groups: LazyViewGroup[] = [];
  for (const route of chain) {
    const group = LAZY_VIEWS[route.view]?.group;
    if (group && !groups.includes(group)) groups.push(group);
  }
  return groups;
}
