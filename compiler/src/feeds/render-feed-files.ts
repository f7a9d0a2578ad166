import { createRequire } from 'node:module';
import { lazy } from '../lazy/lazy.js';
import type { BlogPost } from '../blog/blog-post.js';
import { absolutizeHtmlUrls } from './absolute-urls.js';
import { feedFileName, type FeedModel } from './blog-feed.js';
import { injectStylesheet, xsltFiles } from './xslt.js';

// The feed writer loads when a blog has feeds (../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const feedPackage = lazy(() => require('feed') as typeof import('feed'));

/** A file to write, relative to the output folder. */
export interface FeedFile {
  path: string;
  content: string;
}

/** Renders a post's body to HTML (the markdown stage's renderer, injected). */
export type RenderPostHtml = (post: BlogPost) => string;

/**
 * Writes a blog's feeds with the `feed` package, as Docusaurus 3.7.0 does: RSS 2.0
 * (`rss.xml`), Atom 1.0 (`atom.xml`) and JSON Feed 1 (`feed.json`) as `feedOptions.type`
 * asks, each item carrying the post's full HTML with absolute links and image URLs. Pure:
 * every date comes from the posts (the channel's `updated` is the newest post's date).
 *
 * @param model the feed from {@link buildBlogFeed}
 * @param renderPostHtml HTML of a post body; omitted: items have no content
 * @returns per feed type in `feedOptions.type` order: the feed, then its built-in XSLT and CSS
 *   when styled (a user stylesheet is referenced, not written: its bytes are not compiler input)
 */
export function renderFeedFiles(model: FeedModel, renderPostHtml?: RenderPostHtml): FeedFile[] {
  const { channel } = model;
  const feed = new (feedPackage().Feed)({
    id: channel.id,
    title: channel.title,
    updated: new Date(channel.updated),
    language: channel.language,
    link: channel.link,
    description: channel.description,
    ...(channel.favicon ? { favicon: channel.favicon } : {}),
    ...(channel.copyright !== undefined ? { copyright: channel.copyright } : {}),
  });
  model.items.forEach((item, index) => {
    const post = model.posts[index]!;
    feed.addItem({
      title: item.title,
      id: item.id,
      link: item.link,
      date: new Date(item.date),
      description: item.description,
      category: item.category,
      ...(renderPostHtml ? { content: absolutizeHtmlUrls(renderPostHtml(post), item.link) } : {}),
      // JSON Feed takes the first author and fails on an empty list: no authors, no field.
      ...(item.author.length > 0 ? { author: item.author.map((a) => withAbsoluteLink(a, item.link)) } : {}),
    });
  });
  const inFolder = (name: string) => (model.folder ? `${model.folder}/${name}` : name);
  return model.types.flatMap((type): FeedFile[] => {
    const content = type === 'rss' ? feed.rss2() : type === 'atom' ? feed.atom1() : feed.json1();
    const styles = type === 'json' ? null : xsltFiles(type, model.xslt[type]);
    if (!styles) return [{ path: inFolder(feedFileName(type)), content }];
    const out: FeedFile[] = [{ path: inFolder(feedFileName(type)), content: injectStylesheet(content, styles.xslName) }];
    if (styles.xsl !== undefined) out.push({ path: inFolder(styles.xslName), content: styles.xsl });
    if (styles.css !== undefined) out.push({ path: inFolder(styles.cssName), content: styles.css });
    return out;
  });
}

/**
 * The `feed` package needs absolute author URLs (it parses them); an author `url` written as a
 * site path (`/team/ana`) is resolved against the post URL, an unusable one is left out.
 */
function withAbsoluteLink<A extends { link?: string }>(author: A, postUrl: string): A {
  if (author.link === undefined) return author;
  try {
    return { ...author, link: String(new URL(author.link, postUrl)) };
  } catch {
    const { link: _unusable, ...rest } = author;
    return rest as A;
  }
}
