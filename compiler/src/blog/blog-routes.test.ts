import { describe, expect, it } from 'vitest';
import type { MappedAuthor } from './authors-map.js';
import type { BlogPost } from './blog-post.js';
import { buildBlogRoutes, postsOfAuthor, type BlogRoutesParams } from './blog-routes.js';
import type { BlogTag } from './blog-tags.js';
import { paginatePosts } from './paginate.js';

const mira: MappedAuthor = { key: 'mira', name: 'Mira', page: { permalink: '/blog/authors/mira' } };
const noPage: MappedAuthor = { key: 'anon', name: 'Anon', page: null };
const post = (id: string, authors: BlogPost['authors'], unlisted = false) => ({ id, permalink: `/blog/${id}`, source: `blog/${id}.md`, authors, unlisted }) as BlogPost;
const posts = [post('a', [mira]), post('b', [mira, { key: null, page: null, name: 'Guest' }], true), post('c', [noPage])];
const list = { postsPerPage: 10, pageBasePath: 'page', blogTitle: 'B', blogDescription: 'D' } as const;
const tag: BlogTag = { label: 'T', permalink: '/blog/tags/t', description: null, inline: true, items: ['a'], pages: paginatePosts({ postIds: ['a'], basePageUrl: '/blog/tags/t', ...list }), unlisted: false };
const hidden: BlogTag = { ...tag, label: 'H', permalink: '/blog/tags/h', unlisted: true, pages: paginatePosts({ postIds: ['b'], basePageUrl: '/blog/tags/h', ...list }) };

const params = (over: Partial<BlogRoutesParams> = {}): BlogRoutesParams => ({
  pluginId: 'default',
  posts,
  listPages: paginatePosts({ postIds: ['a', 'c'], basePageUrl: '/blog', ...list }),
  tags: [tag, hidden],
  tagsListPath: '/blog/tags',
  archive: { permalink: '/blog/archive', postIds: ['a', 'c'] },
  authorsMap: new Map([
    ['mira', mira],
    ['anon', noPage],
  ]),
  authorsListPath: '/blog/authors',
  authorsPagination: { ...list, pageBasePath: 'authors' },
  ...over,
});

describe('buildBlogRoutes', () => {
  it('creates routes in Docusaurus order: posts, list, tags, archive, authors', () => {
    expect(buildBlogRoutes(params()).map((r) => [r.shows.kind, r.path])).toEqual([
      ['blog-post', '/blog/a'],
      ['blog-post', '/blog/b'],
      ['blog-post', '/blog/c'],
      ['blog-list', '/blog'],
      ['blog-tags-list', '/blog/tags'],
      ['blog-tag', '/blog/tags/t'],
      ['blog-tag', '/blog/tags/h'],
      ['blog-archive', '/blog/archive'],
      ['blog-authors-list', '/blog/authors'],
      ['blog-author', '/blog/authors/mira'],
    ]);
  });

  it('lists only listed tags on the tags list page, and authors by key', () => {
    const routes = buildBlogRoutes(params());
    expect(routes.find((r) => r.shows.kind === 'blog-tags-list')!.shows).toEqual({ kind: 'blog-tags-list', tags: ['T'] });
    expect(routes.find((r) => r.shows.kind === 'blog-authors-list')!.shows).toEqual({ kind: 'blog-authors-list', authors: ['mira', 'anon'] });
    expect(routes.find((r) => r.shows.kind === 'blog-author')!.shows).toEqual({ kind: 'blog-author', author: 'mira', page: 1, postIds: ['a', 'b'] });
  });

  it('has no tag, archive or author routes when there are none', () => {
    const routes = buildBlogRoutes(params({ tags: [], archive: null, authorsMap: undefined }));
    expect(routes.map((r) => r.shows.kind)).toEqual(['blog-post', 'blog-post', 'blog-post', 'blog-list']);
    expect(routes.every((r) => r.exact && r.plugin === 'docusaurus-plugin-content-blog@default')).toBe(true);
  });

  it('finds posts of an author by key, unlisted included (as Docusaurus does)', () => {
    expect(postsOfAuthor(posts, 'mira').map((p) => p.id)).toEqual(['a', 'b']);
    expect(postsOfAuthor(posts, 'nobody')).toEqual([]);
  });
});
