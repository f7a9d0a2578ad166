import type { BlogPost } from '../blog/blog-post.js';
import type { FeedType, ResolvedFeedOptions } from '../blog/resolve-blog-options.js';
import { applyTrailingSlash } from '../routes/index.js';
import { normalizeUrl } from '../tags/index.js';
import { xsltFiles } from './xslt.js';

/** `<link rel="alternate">` tag announcing a feed in every page's head. */
export interface FeedHeadTag {
  tagName: 'link';
  attributes: { rel: 'alternate'; type: string; href: string; title: string };
}

/** Channel data of a feed (the `feed` package's options Docusaurus passes). */
export interface FeedChannel {
  id: string;
  title: string;
  link: string;
  description: string;
  language: string;
  /** Date of the newest post in the feed (ISO). */
  updated: string;
  favicon: string | null;
  copyright: string | undefined;
}

/** One feed entry, without its HTML content. */
export interface FeedItem {
  id: string;
  link: string;
  title: string;
  /** ISO date. */
  date: string;
  description: string;
  /** Tags: `{name, term}` both the label (RSS reads name, Atom term). */
  category: { name: string; term: string }[];
  /** Authors (`{name, link, email}` as far as known); empty when the post has none. */
  author: { name?: string; link?: string; email?: string }[];
}

/** Feed data of a blog instance (the golden's `blog.<id>.feed`). */
export interface BlogFeedData {
  types: FeedType[] | null;
  /** True when feed files are written. */
  produced: boolean;
  headTags: FeedHeadTag[];
  /** Files written, relative to the output folder, code-point order. */
  files: string[];
  channel: FeedChannel | null;
  items: FeedItem[];
}

/** A feed to write: channel, items and the posts they come from. */
export interface FeedModel {
  channel: FeedChannel;
  items: FeedItem[];
  posts: BlogPost[];
  types: FeedType[];
  /** Output folder of the feed files relative to the output root (`blog`, `` at the root). */
  folder: string;
  /** XSLT stylesheet option per feed type (null: unstyled). */
  xslt: ResolvedFeedOptions['xslt'];
}

/** What {@link buildBlogFeed} needs. */
export interface BlogFeedParams {
  /** Every post of the instance, in post order. */
  posts: readonly BlogPost[];
  feedOptions: ResolvedFeedOptions;
  routeBasePath: string;
  site: { title: string; url: string; baseUrl: string; favicon?: string | undefined; trailingSlash: boolean | null; defaultLocale: string };
}

const FEEDS: Readonly<Record<FeedType, { file: string; type: string; name: string }>> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', type: 'application/json', name: 'JSON' },
};

/**
 * The feeds of a blog instance as Docusaurus 3.7.0 builds them: posts that are not draft or
 * unlisted by front matter, the newest `limit` of them (`false`/`null`: all); channel title
 * `feedOptions.title` or "<site title> Blog", description likewise, language
 * `feedOptions.language` or the default locale, favicon and links absolute, `updated` the first
 * post's date. Head tags are announced whenever the blog has posts and feed types; files are
 * written only when some post qualifies (with their XSLT stylesheet and its CSS when
 * `feedOptions.xslt` asks for one).
 */
export function buildBlogFeed(params: BlogFeedParams): { data: BlogFeedData; model: FeedModel | null } {
  const { feedOptions, site } = params;
  const types = feedOptions.type;
  const empty: BlogFeedData = { types, produced: false, headTags: [], files: [], channel: null, items: [] };
  if (params.posts.length === 0 || types === null) return { data: empty, model: null };

  const feedTitle = feedOptions.title ?? site.title;
  const headTags = types.map((t): FeedHeadTag => ({
    tagName: 'link',
    attributes: {
      rel: 'alternate',
      type: FEEDS[t].type,
      href: normalizeUrl([site.baseUrl, params.routeBasePath, FEEDS[t].file]),
      title: `${feedTitle} ${FEEDS[t].name} Feed`,
    },
  }));

  const eligible = params.posts.filter((p) => p.frontMatter.draft !== true && p.frontMatter.unlisted !== true);
  const limit = feedOptions.limit;
  const posts = limit === false || limit === null ? eligible : eligible.slice(0, limit);
  if (posts.length === 0) return { data: { ...empty, headTags }, model: null };

  const absolute = (urlPath: string) =>
    applyTrailingSlash(normalizeUrl([site.url, urlPath]), site.trailingSlash, site.baseUrl);
  const blogUrl = applyTrailingSlash(normalizeUrl([site.url, site.baseUrl, params.routeBasePath]), site.trailingSlash, site.baseUrl);
  const channel: FeedChannel = {
    id: blogUrl,
    title: feedOptions.title ?? `${site.title} Blog`,
    link: blogUrl,
    description: feedOptions.description ?? `${site.title} Blog`,
    language: feedOptions.language ?? site.defaultLocale,
    updated: posts[0]!.date.toISOString(),
    favicon: site.favicon ? normalizeUrl([site.url, site.baseUrl, site.favicon]) : null,
    copyright: feedOptions.copyright,
  };
  const items = posts.map((post): FeedItem => {
    const url = absolute(post.permalink);
    return {
      id: url,
      link: url,
      title: post.title,
      date: post.date.toISOString(),
      description: post.description,
      category: post.tags.map((t) => ({ name: t.label, term: t.label })),
      author: post.authors.map((a) => definedOnly({ name: a.name, link: a.url, email: a.email })),
    };
  });
  const folder = feedFolder(params.routeBasePath);
  const names = types.flatMap((t) => {
    const styles = t === 'json' ? null : xsltFiles(t, feedOptions.xslt[t]);
    return styles ? [FEEDS[t].file, styles.xslName, styles.cssName] : [FEEDS[t].file];
  });
  const files = [...new Set(names.map((n) => (folder ? `${folder}/${n}` : n)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    data: { types, produced: true, headTags, files, channel, items },
    model: { channel, items, posts, types, folder, xslt: feedOptions.xslt },
  };
}

/** File name of each feed type. */
export function feedFileName(type: FeedType): string {
  return FEEDS[type].file;
}

/** `routeBasePath` as an output folder: `/learn/` → `learn`, `/` → ``. */
function feedFolder(routeBasePath: string): string {
  return routeBasePath
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
}

function definedOnly<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
