import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../blog/blog-post.js';
import { testBlogPost } from '../test-support/blog-post.js';
import { buildBlogFeed, type FeedModel } from './blog-feed.js';
import { renderFeedFiles } from './render-feed-files.js';

function post(n: number, authors = true): BlogPost {
  return testBlogPost(n, {
    date: new Date(Date.UTC(2024, 0, 10 - n)),
    title: `Post ${n} & <friends>`,
    tags: [{ label: 'Release', permalink: '/blog/tags/release', description: null, inline: false }],
    authors: authors ? [{ key: null, page: null, name: 'Mira', url: 'https://mira.dev' }] : [],
  });
}

function model(): FeedModel {
  const { model } = buildBlogFeed({
    posts: [post(1), post(2, false)],
    feedOptions: { type: ['rss', 'atom', 'json'], copyright: '© Site', limit: 20, xslt: { rss: null, atom: null } },
    routeBasePath: 'blog',
    site: { title: 'Site', url: 'https://site.dev', baseUrl: '/', favicon: 'img/f.ico', trailingSlash: null, defaultLocale: 'en' },
  });
  return model!;
}

const render = (p: BlogPost) => `<p>${p.id} <a href="/docs/intro">intro</a> <img src="./img.png"></p>`;
const parser = new XMLParser({ ignoreAttributes: false });

describe('renderFeedFiles', () => {
  it('writes valid RSS 2.0 with channel data and items', () => {
    const [rss] = renderFeedFiles(model(), render);
    expect(rss!.path).toBe('blog/rss.xml');
    expect(XMLValidator.validate(rss!.content)).toBe(true);
    const channel = parser.parse(rss!.content).rss.channel;
    expect(channel).toMatchObject({ title: 'Site Blog', link: 'https://site.dev/blog', description: 'Site Blog', language: 'en', copyright: '© Site' });
    expect(channel.lastBuildDate).toBe('Tue, 09 Jan 2024 00:00:00 GMT');
    expect(channel.item).toHaveLength(2);
    expect(channel.item[0]).toMatchObject({ title: 'Post 1 & <friends>', link: 'https://site.dev/blog/p1', category: 'Release' });
    expect(channel.item[0]['content:encoded']).toContain('href="https://site.dev/docs/intro"');
    expect(channel.item[0]['content:encoded']).toContain('src="https://site.dev/blog/img.png"');
  });

  it('writes valid Atom 1.0', () => {
    const atom = renderFeedFiles(model(), render)[1]!;
    expect(atom.path).toBe('blog/atom.xml');
    expect(XMLValidator.validate(atom.content)).toBe(true);
    const feed = parser.parse(atom.content).feed;
    expect(feed).toMatchObject({ id: 'https://site.dev/blog', title: 'Site Blog', updated: '2024-01-09T00:00:00.000Z', icon: 'https://site.dev/img/f.ico' });
    expect(feed.entry.map((e: { id: string }) => e.id)).toEqual(['https://site.dev/blog/p1', 'https://site.dev/blog/p2']);
    expect(feed.entry[0].author).toMatchObject({ name: 'Mira', uri: 'https://mira.dev/' });
    expect(feed.entry[1].author).toBeUndefined();
  });

  it('writes a JSON feed, and items without content when no renderer is given', () => {
    const json = renderFeedFiles(model())[2]!;
    expect(json.path).toBe('blog/feed.json');
    const data = JSON.parse(json.content) as { title: string; items: { url: string; content_html?: string }[] };
    expect(data.title).toBe('Site Blog');
    expect(data.items.map((i) => i.url)).toEqual(['https://site.dev/blog/p1', 'https://site.dev/blog/p2']);
    // Without content the JSON feed falls back to the description.
    expect(data.items[0]!.content_html).toBe('About 1');
  });

  it('resolves site-relative author URLs, which feed readers need absolute', () => {
    const m = model();
    m.items[0]!.author = [{ name: 'Ana', link: '/team/ana' }];
    const feed = parser.parse(renderFeedFiles(m)[1]!.content).feed;
    expect(feed.entry[0].author).toMatchObject({ name: 'Ana', uri: 'https://site.dev/team/ana' });
  });

  it('is deterministic: the same model gives the same bytes', () => {
    expect(renderFeedFiles(model(), render)).toEqual(renderFeedFiles(model(), render));
  });
});
