import type { ComponentType, ReactNode } from 'react';
import { BlogArchivePage, BlogAuthorPage, BlogAuthorsListPage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsListPage } from '../blog/BlogPages.js';
import type { ManifestRoute, ViewKind } from '../data/site-data.js';
import { DocGeneratedIndexPage } from '../docs/DocGeneratedIndexPage.js';
import { DocItemPage } from '../docs/DocItemPage.js';
import { DocRootLayout } from '../docs/DocRootLayout.js';
import { DocsRoot, DocsVersionRoot } from '../docs/DocsVersionRoot.js';
import { DocTagPage, DocTagsListPage } from '../docs/DocTagPages.js';
import { JsxPage } from './JsxPage.js';
import { MdxPage } from './MdxPage.js';
import { NotFoundPage } from './NotFoundPage.js';

type View = ComponentType<{ route: ManifestRoute; children?: ReactNode }>;

/** The theme component of each route kind (layouts render their child route as `children`). */
export const VIEWS: Record<ViewKind, View> = {
  'docs-root': DocsRoot,
  'docs-version': DocsVersionRoot,
  'docs-sidebar-root': DocRootLayout,
  doc: DocItemPage,
  'doc-generated-index': DocGeneratedIndexPage,
  'doc-tags-list': DocTagsListPage,
  'doc-tag': DocTagPage,
  'blog-list': BlogListPage,
  'blog-post': BlogPostPage,
  'blog-tags-list': BlogTagsListPage,
  'blog-tag': BlogTagPage,
  'blog-archive': BlogArchivePage,
  'blog-authors-list': BlogAuthorsListPage,
  'blog-author': BlogAuthorPage,
  'mdx-page': MdxPage,
  'jsx-page': JsxPage,
  'not-found': NotFoundPage,
};

/**
 * Renders a matched chain: each layout route wraps the next; the leaf is keyed by its path so
 * a new page mounts fresh while layouts (docs sidebar) keep their state.
 */
export function RouteChain({ chain }: { chain: readonly ManifestRoute[] }) {
  let element: ReactNode = null;
  for (let i = chain.length - 1; i >= 0; i--) {
    const route = chain[i]!;
    const View = VIEWS[route.view] ?? NotFoundPage;
    const leaf = i === chain.length - 1;
    element = (
      <View key={leaf ? `${route.view}:${route.path}` : route.view} route={route}>
        {element}
      </View>
    );
  }
  return <>{element}</>;
}
