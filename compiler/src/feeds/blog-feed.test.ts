import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../blog/blog-post.js';
import { testBlogPost } from '../test-support/blog-post.js';
import type { ResolvedFeedOptions } from '../blog/resolve-blog-options.js';
import { buildBlogFeed, type BlogFeedParams } from './blog-feed.js';

function post(n: number, extra: Partial<BlogPost> = {}): BlogPost {
  return testBlogPost(n, {
    tags: [{ label: 'Release', permalink: '/blog/tags/release', description: null, inline: false }],
    authors: [{ key: 'mira', page: null, name: 'Mira', url: 'https://mira.dev', email: 'm@x.dev' }],
    ...extra,
  });
}

const feedOptions: ResolvedFeedOptions = { type: ['rss', 'atom'], copyright: '', limit: 20, xslt: { rss: null, atom: null } };
const site = { title: 'Site', url: 'https://site.dev', baseUrl: '/', favicon: 'img/favicon.ico', trailingSlash: null, defaultLocale: 'en' };
const params = (over: Partial<BlogFeedParams> = {}): BlogFeedParams => ({ posts: [post(1), post(2)], feedOptions, routeBasePath: 'blog', site, ...over });

describe('buildBlogFeed', () => {
  it('describes the channel, the items and the head tags', () => {
    const { data } = buildBlogFeed(params());
    expect(data.channel).toEqual({
      id: 'https://site.dev/blog',
      title: 'Site Blog',
      link: 'https://site.dev/blog',
      description: 'Site Blog',
      language: 'en',
      updated: '2024-01-29T00:00:00.000Z',
      favicon: 'https://site.dev/img/favicon.ico',
      copyright: '',
    });
    expect(data.items[0]).toEqual({
      id: 'https://site.dev/blog/p1',
      link: 'https://site.dev/blog/p1',
      title: 'Post 1',
      date: '2024-01-29T00:00:00.000Z',
      description: 'About 1',
      category: [{ name: 'Release', term: 'Release' }],
      author: [{ name: 'Mira', link: 'https://mira.dev', email: 'm@x.dev' }],
    });
    expect(data.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Site RSS Feed' } },
      { tagName: 'link', attributes: { rel: 'alternate', type: 'application/atom+xml', href: '/blog/atom.xml', title: 'Site Atom Feed' } },
    ]);
    expect(data).toMatchObject({ produced: true, files: ['blog/atom.xml', 'blog/rss.xml'], types: ['rss', 'atom'] });
  });

  it('honours title, description, language, limit, trailingSlash, baseUrl and no favicon', () => {
    const { data } = buildBlogFeed(
      params({
        feedOptions: { ...feedOptions, title: 'News', description: 'All news', language: 'fr', limit: 1 },
        routeBasePath: '/news',
        site: { ...site, baseUrl: '/base/', favicon: undefined, trailingSlash: true },
      }),
    );
    expect(data.channel).toMatchObject({ id: 'https://site.dev/base/news/', title: 'News', description: 'All news', language: 'fr', favicon: null });
    expect(data.items.map((i) => i.link)).toEqual(['https://site.dev/blog/p1/']);
    expect(data.headTags[0]!.attributes).toMatchObject({ href: '/base/news/rss.xml', title: 'News RSS Feed' });
    expect(data.files).toEqual(['news/atom.xml', 'news/rss.xml']);
  });

  it('leaves out draft and unlisted posts; announces but writes nothing when none is left', () => {
    const { data, model } = buildBlogFeed(params({ posts: [post(1, { frontMatter: { unlisted: true } }), post(2, { frontMatter: { draft: true } })] }));
    expect(model).toBeNull();
    expect(data).toMatchObject({ produced: false, files: [], channel: null, items: [] });
    expect(data.headTags).toHaveLength(2);
  });

  it('has no feed without posts or without types, and all posts with limit false', () => {
    expect(buildBlogFeed(params({ posts: [] })).data).toEqual({ types: ['rss', 'atom'], produced: false, headTags: [], files: [], channel: null, items: [] });
    expect(buildBlogFeed(params({ feedOptions: { ...feedOptions, type: null } })).data.types).toBeNull();
    const many = Array.from({ length: 25 }, (_, i) => post(i));
    expect(buildBlogFeed(params({ posts: many })).data.items).toHaveLength(20);
    expect(buildBlogFeed(params({ posts: many, feedOptions: { ...feedOptions, limit: false } })).data.items).toHaveLength(25);
  });

  it('gives posts without authors an empty author list', () => {
    expect(buildBlogFeed(params({ posts: [post(1, { authors: [] })] })).data.items[0]!.author).toEqual([]);
  });
});
