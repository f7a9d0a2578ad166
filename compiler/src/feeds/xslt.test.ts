import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../blog/blog-post.js';
import { buildBlogFeed } from './blog-feed.js';
import { renderFeedFiles } from './render-feed-files.js';
import { injectStylesheet, xsltFiles } from './xslt.js';

describe('feed XSLT', () => {
  it('names built-in and user stylesheets', () => {
    expect(xsltFiles('rss', null)).toBeNull();
    expect(xsltFiles('rss', 'rss.xsl')).toMatchObject({ xslName: 'rss.xsl', cssName: 'rss.css' });
    expect(xsltFiles('atom', 'atom.xsl')!.xsl).toContain('atom:entry');
    expect(xsltFiles('rss', 'styles/custom.xsl')).toEqual({ xslName: 'custom.xsl', cssName: 'custom.css' });
  });

  it('puts the stylesheet instruction right after the XML declaration', () => {
    expect(injectStylesheet('<?xml version="1.0" encoding="utf-8"?>\n<rss/>', 'rss.xsl')).toBe(
      '<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>\n<rss/>',
    );
  });

  it('writes styled feeds with their stylesheets, all valid XML, and lists them', () => {
    const post = {
      id: '/a',
      permalink: '/blog/a',
      date: new Date(Date.UTC(2024, 0, 1)),
      title: 'A',
      description: 'd',
      tags: [],
      authors: [],
      frontMatter: {},
    } as unknown as BlogPost;
    const { data, model } = buildBlogFeed({
      posts: [post],
      feedOptions: { type: ['rss', 'atom'], limit: 20, copyright: '', xslt: { rss: 'rss.xsl', atom: 'atom.xsl' } },
      routeBasePath: 'blog',
      site: { title: 'S', url: 'https://s.dev', baseUrl: '/', trailingSlash: null, defaultLocale: 'en' },
    });
    const files = renderFeedFiles(model!);
    expect(files.map((f) => f.path)).toEqual(['blog/rss.xml', 'blog/rss.xsl', 'blog/rss.css', 'blog/atom.xml', 'blog/atom.xsl', 'blog/atom.css']);
    expect(data.files).toEqual([...files.map((f) => f.path)].sort());
    for (const f of files.filter((f) => /\.xs?l$|\.xml$/.test(f.path))) expect(XMLValidator.validate(f.content), f.path).toBe(true);
    expect(files[0]!.content).toContain('<?xml-stylesheet type="text/xsl" href="rss.xsl"?>');
    expect(new XMLParser().parse(files[0]!.content).rss.channel.title).toBe('S Blog');
  });
});
