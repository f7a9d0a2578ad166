import { normalizeUrl } from '../tags/index.js';

/**
 * One page of a paginated post list (blog list, tag page, author page): the golden's
 * `listPages[]` entry and the metadata the theme's list page reads (Docusaurus `BlogPaginated`).
 * `previousPage`/`nextPage` are absent (not null) at the ends, as in Docusaurus.
 */
export interface BlogListPage {
  permalink: string;
  /** 1-based page number. */
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
  blogTitle: string;
  blogDescription: string;
  /** Ids of the posts on this page, in list order. */
  items: string[];
}

/** Inputs of {@link paginatePosts}. */
export interface PaginateParams {
  /** Post ids in list order. */
  postIds: readonly string[];
  /** Permalink of page 1; page n > 1 is `<base>/<pageBasePath>/<n>`. */
  basePageUrl: string;
  pageBasePath: string;
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
}

/**
 * Splits posts into list pages as Docusaurus 3.7.0 `paginateBlogPosts` does.
 *
 * - `postsPerPage: 'ALL'` puts every post on one page whose `postsPerPage` is the post count.
 * - No posts and a number per page: one empty page. No posts and `'ALL'`: no page at all
 *   (Docusaurus divides 0 by 0 there and creates none).
 */
export function paginatePosts(params: PaginateParams): BlogListPage[] {
  const totalCount = params.postIds.length;
  const perPage = params.postsPerPage === 'ALL' ? totalCount : params.postsPerPage;
  if (perPage === 0) return [];
  const totalPages = Math.max(1, Math.ceil(totalCount / perPage));
  const permalinkOf = (index: number): string =>
    index === 0 ? params.basePageUrl : normalizeUrl([params.basePageUrl, params.pageBasePath, String(index + 1)]);
  const pages: BlogListPage[] = [];
  for (let index = 0; index < totalPages; index++) {
    const page: BlogListPage = {
      permalink: permalinkOf(index),
      page: index + 1,
      postsPerPage: perPage,
      totalPages,
      totalCount,
      blogTitle: params.blogTitle,
      blogDescription: params.blogDescription,
      items: params.postIds.slice(index * perPage, (index + 1) * perPage),
    };
    if (index > 0) page.previousPage = permalinkOf(index - 1);
    if (index < totalPages - 1) page.nextPage = permalinkOf(index + 1);
    pages.push(page);
  }
  return pages;
}
