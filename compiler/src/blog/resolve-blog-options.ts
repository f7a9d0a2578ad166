import path from 'node:path/posix';
import type { BlogOptions, BlogPluginInstance, ReportingSeverity } from '../config/index.js';
import { addLeadingSlash } from '../tags/index.js';
import { DEFAULT_TRUNCATE_MARKER, truncateMarkerToString } from './truncate-marker.js';

/** Feed types a blog can write. */
export type FeedType = 'rss' | 'atom' | 'json';

/** `feedOptions` after Docusaurus 3.7.0's defaults (`copyright: ''` only when a feed is wanted). */
export interface ResolvedFeedOptions {
  type: FeedType[] | null;
  title?: string;
  description?: string;
  copyright?: string;
  language?: string;
  /** Number of posts in the feed; false or null: all. */
  limit: number | false | null;
  xslt: { rss: string | null; atom: string | null };
}

/** The options of one blog instance as the compiler uses them (Docusaurus 3.7.0 `PluginOptions`, data part). */
export interface ResolvedBlogOptions {
  id: string;
  /** `path` option as written. */
  path: string;
  /** The content folder relative to the site folder, normalised (`blog`, no trailing slash). */
  contentPath: string;
  routeBasePath: string;
  tagsBasePath: string;
  archiveBasePath: string | null;
  pageBasePath: string;
  authorsBasePath: string;
  include: string[];
  exclude: string[];
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  showReadingTime: boolean;
  editUrl: string | undefined;
  authorsMapPath: string;
  tags: string | null | false | undefined;
  sortPosts: 'descending' | 'ascending';
  onInlineTags: ReportingSeverity;
  onInlineAuthors: ReportingSeverity;
  onUntruncatedBlogPosts: ReportingSeverity;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  feedOptions: ResolvedFeedOptions;
  truncateMarker: RegExp;
}

/**
 * Resolves a blog plugin instance's options: the config schema's defaults plus what Docusaurus
 * 3.7.0's option validation adds (`routeBasePath` given by the user gets a leading slash,
 * `feedOptions.copyright` defaults to `''` when feeds are on, `xslt` off, the truncate marker).
 *
 * The config schema gives a user-written `routeBasePath` its leading slash and leaves the
 * default `blog` as is (as Docusaurus shows them); this is repeated here (idempotently) for
 * configs built without that schema.
 */
export function resolveBlogOptions(plugin: BlogPluginInstance): ResolvedBlogOptions {
  const options = plugin.options;
  const raw = options.feedOptions as BlogOptions['feedOptions'] & { xslt?: unknown };
  const type = raw.type === null ? null : [...raw.type];
  const feedOptions: ResolvedFeedOptions = {
    type,
    limit: raw.limit,
    xslt: resolveXslt(raw.xslt),
  };
  if (raw.title !== undefined) feedOptions.title = raw.title;
  if (raw.description !== undefined) feedOptions.description = raw.description;
  if (raw.copyright !== undefined) feedOptions.copyright = raw.copyright;
  else if (type !== null) feedOptions.copyright = '';
  if (raw.language !== undefined) feedOptions.language = raw.language;
  return {
    id: plugin.id,
    path: options.path,
    contentPath: normalizeContentPath(options.path),
    routeBasePath: options.routeBasePath === 'blog' ? 'blog' : addLeadingSlash(options.routeBasePath),
    tagsBasePath: options.tagsBasePath,
    archiveBasePath: options.archiveBasePath,
    pageBasePath: options.pageBasePath,
    authorsBasePath: options.authorsBasePath,
    include: [...options.include],
    exclude: [...options.exclude],
    postsPerPage: options.postsPerPage,
    blogTitle: options.blogTitle,
    blogDescription: options.blogDescription,
    blogSidebarCount: options.blogSidebarCount,
    blogSidebarTitle: options.blogSidebarTitle,
    showReadingTime: options.showReadingTime,
    editUrl: options.editUrl,
    authorsMapPath: options.authorsMapPath,
    tags: options.tags,
    sortPosts: options.sortPosts,
    onInlineTags: options.onInlineTags,
    onInlineAuthors: options.onInlineAuthors,
    onUntruncatedBlogPosts: options.onUntruncatedBlogPosts,
    showLastUpdateTime: options.showLastUpdateTime,
    showLastUpdateAuthor: options.showLastUpdateAuthor,
    feedOptions,
    truncateMarker: DEFAULT_TRUNCATE_MARKER,
  };
}

/**
 * The resolved options as the golden's `blog.<id>.options` shows them: data-valued options
 * only, absent values as null where Docusaurus has a null default, the truncate marker as text.
 */
export function blogOptionsData(options: ResolvedBlogOptions): Record<string, unknown> {
  const feed = options.feedOptions;
  return {
    archiveBasePath: options.archiveBasePath,
    authorsBasePath: options.authorsBasePath,
    blogDescription: options.blogDescription,
    blogSidebarCount: options.blogSidebarCount,
    blogSidebarTitle: options.blogSidebarTitle,
    blogTitle: options.blogTitle,
    editUrl: options.editUrl ?? null,
    exclude: [...options.exclude],
    feedOptions: {
      type: feed.type,
      title: feed.title ?? null,
      description: feed.description ?? null,
      copyright: feed.copyright,
      language: feed.language,
      limit: feed.limit,
      xslt: { ...feed.xslt },
    },
    include: [...options.include],
    pageBasePath: options.pageBasePath,
    path: options.path,
    postsPerPage: options.postsPerPage,
    routeBasePath: options.routeBasePath,
    showReadingTime: options.showReadingTime,
    sortPosts: options.sortPosts,
    tagsBasePath: options.tagsBasePath,
    truncateMarker: truncateMarkerToString(options.truncateMarker),
  };
}

function resolveXslt(xslt: unknown): ResolvedFeedOptions['xslt'] {
  const one = (v: unknown, type: 'rss' | 'atom'): string | null => (typeof v === 'string' ? v : v === true ? `${type}.xsl` : null);
  if (xslt !== null && typeof xslt === 'object') {
    const o = xslt as { rss?: unknown; atom?: unknown };
    return { rss: one(o.rss, 'rss'), atom: one(o.atom, 'atom') };
  }
  return { rss: one(xslt, 'rss'), atom: one(xslt, 'atom') };
}

/** `./blog/` → `blog`; `.` stays `.`. */
export function normalizeContentPath(p: string): string {
  const n = path.normalize(p.replace(/\\/g, '/')).replace(/\/+$/, '');
  return n === '' ? '.' : n;
}
