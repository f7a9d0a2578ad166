import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../blog/blog-post.js';
import { testBlogPost } from '../test-support/blog-post.js';
import { buildBlogFeed, type FeedModel } from './blog-feed.js';
import { renderFeedFiles } from './render-feed-files.js';
import { renderSiteFeeds } from './render-site-feeds.js';

function post(folder: string, n: number): BlogPost {
  return testBlogPost(n, { source: `${folder}/p${n}.md`, permalink: `/${folder}/p${n}`, date: new Date(Date.UTC(2024, 0, 10 - n)) });
}

function model(folder: string, type: 'rss' | 'atom'): FeedModel {
  return buildBlogFeed({
    posts: [post(folder, 1), post(folder, 2)],
    feedOptions: { type: [type], copyright: undefined, limit: 20, xslt: { rss: null, atom: null } },
    routeBasePath: folder,
    site: { title: 'Site', url: 'https://site.dev', baseUrl: '/', trailingSlash: null, defaultLocale: 'en' },
  }).model!;
}

const html = (source: string) => `<p>body of ${source}</p>`;

describe('renderSiteFeeds', () => {
  it('writes every instance’s feeds in order, items carrying the HTML of their source file', () => {
    const files = renderSiteFeeds([model('blog', 'rss'), model('learn', 'atom')], html);
    expect(files.map((f) => f.path)).toEqual(['blog/rss.xml', 'learn/atom.xml']);
    expect(files[0]!.content).toContain('body of blog/p1.md');
    expect(files[1]!.content).toContain('body of learn/p2.md');
  });

  it('is renderFeedFiles per model, with the post looked up by source', () => {
    const m = model('blog', 'rss');
    expect(renderSiteFeeds([m], html)).toEqual(renderFeedFiles(m, (p) => html(p.source)));
    expect(renderSiteFeeds([], html)).toEqual([]);
  });
});
