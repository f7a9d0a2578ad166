import type { RouteNode, RouteShows } from '../routes/index.js';
import type { AuthorsMap } from './authors-map.js';
import type { BlogPost } from './blog-post.js';
import type { BlogTag } from './blog-tags.js';
import { paginatePosts, type BlogListPage } from './paginate.js';

/** Theme components of blog routes, named as Docusaurus 3.7.0 names them. */
export const BLOG_COMPONENTS = {
  post: '@theme/BlogPostPage',
  list: '@theme/BlogListPage',
  tagsList: '@theme/BlogTagsListPage',
  tagPosts: '@theme/BlogTagsPostsPage',
  archive: '@theme/BlogArchivePage',
  authorsList: '@theme/Blog/Pages/BlogAuthorsListPage',
  authorPosts: '@theme/Blog/Pages/BlogAuthorsPostsPage',
} as const;

/** What the routes of one blog instance are made from. */
export interface BlogRoutesParams {
  pluginId: string;
  /** Every post, unlisted included, in post order. */
  posts: readonly BlogPost[];
  listPages: readonly BlogListPage[];
  tags: readonly BlogTag[];
  tagsListPath: string;
  /** Archive permalink and post ids, or null when there is no archive page. */
  archive: { permalink: string; postIds: string[] } | null;
  authorsMap: AuthorsMap | undefined;
  /** `<baseUrl>/<routeBasePath>/<authorsBasePath>`: the authors list page. */
  authorsListPath: string;
  /** Author pages paginate like the list, but with `authorsBasePath` as page segment (a Docusaurus quirk). */
  authorsPagination: { postsPerPage: number | 'ALL'; pageBasePath: string; blogTitle: string; blogDescription: string };
}

/**
 * The routes of a blog instance, as Docusaurus 3.7.0 `buildAllRoutes` creates them, in its
 * order: every post (unlisted too), list pages, the tags list and paginated tag pages (only
 * when some post has a tag), the archive, the authors list and paginated author pages (only
 * with a non-empty authors map; an author without `page` has no page). All exact, raw paths.
 */
export function buildBlogRoutes(params: BlogRoutesParams): RouteNode[] {
  const plugin = `docusaurus-plugin-content-blog@${params.pluginId}`;
  const route = (path: string, component: string, shows: RouteShows, extra?: Pick<RouteNode, 'listMetadata' | 'postCounts'>): RouteNode => ({
    path,
    exact: true,
    component,
    plugin,
    shows,
    ...extra,
  });
  const routes: RouteNode[] = [];

  for (const post of params.posts) {
    routes.push(route(post.permalink, BLOG_COMPONENTS.post, { kind: 'blog-post', postId: post.id, source: post.source }));
  }
  for (const page of params.listPages) {
    routes.push(route(page.permalink, BLOG_COMPONENTS.list, { kind: 'blog-list', page: page.page, postIds: [...page.items] }, { listMetadata: listMetadataOf(page) }));
  }
  if (params.tags.length > 0) {
    const listed = params.tags.filter((t) => !t.unlisted).map((t) => t.label);
    routes.push(route(params.tagsListPath, BLOG_COMPONENTS.tagsList, { kind: 'blog-tags-list', tags: listed }));
    for (const tag of params.tags) {
      for (const page of tag.pages) {
        routes.push(route(page.permalink, BLOG_COMPONENTS.tagPosts, { kind: 'blog-tag', label: tag.label, page: page.page, postIds: [...page.items] }, { listMetadata: listMetadataOf(page) }));
      }
    }
  }
  if (params.archive) {
    routes.push(route(params.archive.permalink, BLOG_COMPONENTS.archive, { kind: 'blog-archive', postIds: [...params.archive.postIds] }));
  }
  if (params.authorsMap && params.authorsMap.size > 0) {
    const postIdsByAuthor = new Map([...params.authorsMap.keys()].map((key) => [key, postsOfAuthor(params.posts, key).map((p) => p.id)]));
    const postCounts = Object.fromEntries([...postIdsByAuthor].map(([key, ids]) => [key, ids.length]));
    routes.push(route(params.authorsListPath, BLOG_COMPONENTS.authorsList, { kind: 'blog-authors-list', authors: [...params.authorsMap.keys()] }, { postCounts }));
    for (const author of params.authorsMap.values()) {
      if (!author.page) continue;
      const postIds = postIdsByAuthor.get(author.key)!;
      const pages = paginatePosts({ postIds, basePageUrl: author.page.permalink, ...params.authorsPagination });
      for (const page of pages) {
        routes.push(route(page.permalink, BLOG_COMPONENTS.authorPosts, { kind: 'blog-author', author: author.key, page: page.page, postIds: [...page.items] }, { listMetadata: listMetadataOf(page) }));
      }
    }
  }
  return routes;
}

/** A page's pagination without its post ids (the route's `listMetadata`). */
function listMetadataOf(page: BlogListPage): NonNullable<RouteNode['listMetadata']> {
  const { items: _items, ...metadata } = page;
  return metadata;
}

/** Posts (unlisted included, as Docusaurus groups them) that name an authors.yml author by key. */
export function postsOfAuthor(posts: readonly BlogPost[], key: string): BlogPost[] {
  return posts.filter((p) => p.authors.some((a) => a.key === key));
}
