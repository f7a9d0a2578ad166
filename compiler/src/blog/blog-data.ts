import type { NormalizedTag } from '../tags/index.js';
import type { BlogAuthor } from './authors-map.js';
import type { BlogPost } from './blog-post.js';

/** `{title, permalink}` of the newer (`prevItem`) or older (`nextItem`) listed post. */
export interface BlogNavLink {
  title: string;
  permalink: string;
}

/** A post as the graph stores it (the golden's `blog.<id>.posts[]`): JSON values only. */
export interface BlogPostData {
  id: string;
  permalink: string;
  source: string;
  /** ISO date. */
  date: string;
  title: string;
  description: string;
  tags: NormalizedTag[];
  authors: BlogAuthor[];
  /** Minutes, 2 decimals; null when `showReadingTime` is off. */
  readingTime: number | null;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  draft: boolean;
  editUrl: string | null;
  /** Newer listed post (null for the first, and for unlisted posts). */
  prevItem: BlogNavLink | null;
  /** Older listed post (null for the last, and for unlisted posts). */
  nextItem: BlogNavLink | null;
  /** Validated front matter, dates as ISO strings. */
  frontMatter: Record<string, unknown>;
  /** Last update (ms since epoch), only with `showLastUpdateTime`. */
  lastUpdatedAt?: number;
  /** Last update author, only with `showLastUpdateAuthor`. */
  lastUpdatedBy?: string;
}

/**
 * The graph form of a post, with its neighbours among listed posts (Docusaurus collocates
 * `prevItem`/`nextItem` on listed posts only).
 */
export function postData(post: BlogPost, prevItem: BlogNavLink | null, nextItem: BlogNavLink | null): BlogPostData {
  const data: BlogPostData = {
    id: post.id,
    permalink: post.permalink,
    source: post.source,
    date: post.date.toISOString(),
    title: post.title,
    description: post.description,
    tags: post.tags.map((t) => ({ ...t })),
    authors: post.authors.map((a) => jsonSafe(a) as BlogAuthor),
    readingTime: post.readingTime ?? null,
    hasTruncateMarker: post.hasTruncateMarker,
    unlisted: post.unlisted,
    draft: post.draft,
    editUrl: post.editUrl ?? null,
    prevItem,
    nextItem,
    frontMatter: jsonSafe(post.frontMatter) as Record<string, unknown>,
  };
  if (post.lastUpdatedAt !== undefined) data.lastUpdatedAt = post.lastUpdatedAt;
  if (post.lastUpdatedBy !== undefined) data.lastUpdatedBy = post.lastUpdatedBy;
  return data;
}

/** `{title, permalink}` of a post. */
export function navLink(post: BlogPost): BlogNavLink {
  return { title: post.title, permalink: post.permalink };
}

/**
 * A deep copy that JSON keeps as is: dates become ISO strings, undefined members are dropped,
 * key order is kept.
 */
export function jsonSafe(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : jsonSafe(v)));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, jsonSafe(v)]),
    );
  }
  return value;
}
