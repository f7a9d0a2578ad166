import { z } from 'zod';
import { tagSchema } from './docs-section.js';
import { jsonRecordSchema, jsonValueSchema, urlPathSchema } from './json-value.js';

// Docusaurus 3.7.0 plugin-content-blog shapes, as the golden format lists them
// (../shared/corpora/README.md): `blog.<pluginId>`.

const postIdsOnPage = z.array(z.string()).describe('Ids of the posts on this page, in list order.');

/** A resolved blog author (Docusaurus `Author`): from authors.yml (`key` set) or inline (`key: null`); unknown fields kept. */
export const blogAuthorSchema = z
  .looseObject({
    /** Key in authors.yml, or null for an author written inline in the front matter. */
    key: z.string().nullable().describe('Key in authors.yml, or null for an author written inline in the front matter.'),
    /** The author's page, or null. */
    page: z
      .strictObject({ permalink: urlPathSchema.describe("URL path of the author's page, baseUrl included.") })
      .nullable()
      .describe("The author's page, or null when the author has none."),
    /** Display name. */
    name: z.string().describe('Display name.').optional(),
    /** Role or description line shown under the name. */
    title: z.string().describe('Role or description line shown under the name.').optional(),
    /** Link of the author's name. */
    url: z.string().describe("Link of the author's name.").optional(),
    /** Email address (shown as a `mailto:` link when there is no `url`). */
    email: z.string().describe('Email address (a `mailto:` link when there is no `url`).').optional(),
    /** Image URL; site paths carry the baseUrl. */
    imageURL: z.string().describe('Image URL; site paths carry the baseUrl.').optional(),
    /** Social links by platform (`github`, `x`, …), full URLs. */
    socials: z.record(z.string(), z.string()).describe('Social links by platform (`github`, `x`, …), full URLs.').optional(),
    /** Text of the author's page (authors.yml `description`). */
    description: z.string().describe("Text of the author's page (authors.yml `description`).").optional(),
  })
  .describe('A resolved blog author; unknown fields of authors.yml are kept.');

const blogNavLinkSchema = z.strictObject({
  /** Title of the neighbour post. */
  title: z.string().describe('Title of the neighbour post.'),
  /** URL path of the neighbour post. */
  permalink: urlPathSchema.describe('URL path of the neighbour post, baseUrl included.'),
});

/** A blog post as the graph holds it (`blog.<id>.posts[]`). */
export const blogPostSchema = z.strictObject({
  /** Post id, as Docusaurus derives it (front matter `id`, else from the file path). */
  id: z.string().describe('Post id, as Docusaurus derives it (front matter `id`, else from the file path).'),
  /** URL path of the post, baseUrl included (trailingSlash not applied, as in Docusaurus). */
  permalink: urlPathSchema.describe('URL path of the post, baseUrl included (trailingSlash not applied, as in Docusaurus).'),
  /** Source path relative to the site folder. */
  source: z.string().describe('Source path relative to the site folder.'),
  /** Publication date, ISO 8601 UTC. */
  date: z.string().describe('Publication date, ISO 8601 UTC.'),
  /** Title (front matter, else the first h1, else the file name). */
  title: z.string().describe('Title (front matter, else the first h1, else the file name).'),
  /** Description (front matter, else the first paragraph as plain text). */
  description: z.string().describe('Description (front matter, else the first paragraph as plain text).'),
  /** Tags of the post, in front-matter order. */
  tags: z.array(tagSchema).describe('Tags of the post, in front-matter order.'),
  /** Authors of the post, in front-matter order. */
  authors: z.array(blogAuthorSchema).describe('Authors of the post, in front-matter order.'),
  /** Minutes, 2 decimals; null when `showReadingTime` is off. */
  readingTime: z.number().nullable().describe('Estimated reading time in minutes, 2 decimals; null when `showReadingTime` is off.'),
  /** True when the post has a truncate marker (lists show only the excerpt). */
  hasTruncateMarker: z.boolean().describe('True when the post has a truncate marker (lists show only the excerpt).'),
  /** True when the post is built but left out of lists, tags, archive, feeds and search. */
  unlisted: z.boolean().describe('True when the post is built but left out of lists, tags, archive, feeds and search.'),
  /** True for a draft (only kept in development). */
  draft: z.boolean().describe('True for a draft (built only in development).'),
  /** "Edit this page" URL, or null. */
  editUrl: z.string().nullable().describe('"Edit this page" URL, or null.'),
  /** Newer listed post (null for the first, and for unlisted posts). */
  prevItem: blogNavLinkSchema.nullable().describe('Newer listed post (null for the newest, and for unlisted posts).'),
  /** Older listed post. */
  nextItem: blogNavLinkSchema.nullable().describe('Older listed post (null for the oldest, and for unlisted posts).'),
  /** Validated front matter, dates as ISO strings. */
  frontMatter: jsonRecordSchema.describe('Validated front matter, dates as ISO strings.'),
  /** Last update, ms since the epoch (with `showLastUpdateTime`). */
  lastUpdatedAt: z.number().describe('Last update, in milliseconds since the Unix epoch (with `showLastUpdateTime`).').optional(),
  /** Last update author (with `showLastUpdateAuthor`). */
  lastUpdatedBy: z.string().describe('Author of the last update (with `showLastUpdateAuthor`).').optional(),
});

/** One page of a paginated post list (Docusaurus `BlogPaginatedMetadata` + its post ids). */
export const blogListPageSchema = z.strictObject({
  /** URL path of this page, baseUrl included. */
  permalink: urlPathSchema.describe('URL path of this page, baseUrl included.'),
  /** 1-based page number. */
  page: z.number().int().positive().describe('1-based page number.'),
  /** Posts per page (the post count when `postsPerPage` is `ALL`). */
  postsPerPage: z.number().int().describe("Posts per page (the post count when `postsPerPage` is 'ALL')."),
  /** Number of pages of the list. */
  totalPages: z.number().int().describe('Number of pages of the list.'),
  /** Number of posts in the whole list. */
  totalCount: z.number().int().describe('Number of posts in the whole list.'),
  /** URL path of the previous (newer) page; absent on the first. */
  previousPage: z.string().describe('URL path of the previous (newer) page; absent on the first page.').optional(),
  /** URL path of the next (older) page; absent on the last. */
  nextPage: z.string().describe('URL path of the next (older) page; absent on the last page.').optional(),
  /** The blog's title (page heading and `<title>`). */
  blogTitle: z.string().describe("The blog's title (page heading and `<title>`)."),
  /** The blog's description (meta description). */
  blogDescription: z.string().describe("The blog's description (meta description)."),
  /** Ids of the posts on this page, in list order. */
  items: postIdsOnPage,
});

/** A tag of a blog with its posts and pages. */
export const blogTagSchema = tagSchema.extend({
  /** Ids of the posts the tag page lists. */
  items: z.array(z.string()).describe('Ids of the posts the tag pages list, in list order.'),
  /** The tag's paginated pages. */
  pages: z.array(blogListPageSchema).describe("The tag's paginated pages."),
  /** True when every post of the tag is unlisted (the tag is left out of the tags list). */
  unlisted: z.boolean().describe('True when every post of the tag is unlisted (the tag is left out of the tags list).'),
});

const blogSidebarItemSchema = z.looseObject({
  /** Title of the post. */
  title: z.string().describe('Title of the post.'),
  /** URL path of the post. */
  permalink: urlPathSchema.describe('URL path of the post, baseUrl included.'),
});

/** `blog.<pluginId>`: one blog-like plugin instance. */
export const blogInstanceSchema = z.strictObject({
  /** Resolved options (data-valued ones). */
  options: jsonRecordSchema.describe('Resolved plugin options (data-valued ones), Docusaurus defaults applied.'),
  /** The blog's title (`blogTitle` option). */
  blogTitle: z.string().describe("The blog's title (`blogTitle` option)."),
  /** The blog's description (`blogDescription` option). */
  blogDescription: z.string().describe("The blog's description (`blogDescription` option)."),
  /** Heading of the recent-posts sidebar (`blogSidebarTitle` option). */
  blogSidebarTitle: z.string().describe('Heading of the recent-posts sidebar (`blogSidebarTitle` option).'),
  /** URL path of the tags list page. */
  tagsListPath: urlPathSchema.describe('URL path of the tags list page, baseUrl included.'),
  /** Every post (unlisted included), in list order. */
  posts: z.array(blogPostSchema).describe('Every post (unlisted included), in list order (newest first by default).'),
  /** Pages of the main post list. */
  listPages: z.array(blogListPageSchema).describe('Pages of the main post list.'),
  /** Archive page, or null when `archiveBasePath` is null or nothing is listed. */
  archive: z
    .strictObject({
      /** URL path of the archive: the path of its route, so trailingSlash applies. */
      permalink: urlPathSchema.describe('URL path of the archive page: the path of its route, baseUrl and trailingSlash applied.'),
      /** Ids of the listed posts, in list order. */
      postIds: z.array(z.string()).describe('Ids of the listed posts, in list order.'),
    })
    .nullable()
    .describe('Archive page, or null when `archiveBasePath` is null or nothing is listed.'),
  /** Tags of the blog with their pages. */
  tags: z.array(blogTagSchema).describe('Tags of the blog with their pages.'),
  /** The tags list page's items (listed tags). */
  tagsListProp: z
    .array(
      z.strictObject({
        /** Label of the tag. */
        label: z.string().describe('Label of the tag.'),
        /** URL path of the tag's first page. */
        permalink: urlPathSchema.describe("URL path of the tag's first page."),
        /** Description from tags.yml. */
        description: z.string().describe('Description from tags.yml.').optional(),
        /** Number of listed posts with the tag. */
        count: z.number().int().describe('Number of listed posts with the tag.'),
      }),
    )
    .describe("The tags list page's items: the listed tags."),
  /** The recent-posts sidebar. */
  sidebar: z
    .strictObject({
      /** Heading of the sidebar. */
      title: z.string().describe('Heading of the sidebar.'),
      /** The `blogSidebarCount` most recent posts. */
      items: z.array(blogSidebarItemSchema).describe('The `blogSidebarCount` most recent posts.'),
    })
    .describe('The recent-posts sidebar.'),
  /** The sidebar's posts grouped by UTC year. */
  sidebarYears: z
    .array(
      z.strictObject({
        /** Year, four digits (UTC). */
        year: z.string().describe('Year, four digits (UTC).'),
        /** The sidebar's posts of that year. */
        items: z.array(blogSidebarItemSchema).describe("The sidebar's posts of that year."),
      }),
    )
    .describe("The sidebar's posts grouped by UTC year, newest year first."),
  /** authors.yml authors in file order, or null without an authors file. */
  authorsMap: z.array(blogAuthorSchema).nullable().describe('authors.yml authors in file order, or null without an authors file.'),
  /** Feed data: types, head tags, files written, channel and items. */
  feed: z
    .looseObject({
      /** Feed types asked for (`rss`, `atom`, `json`), or null when feeds are off. */
      types: z.array(z.string()).nullable().describe('Feed types asked for (`rss`, `atom`, `json`), or null when feeds are off.'),
      /** True when feed files are written. */
      produced: z.boolean().describe('True when feed files are written.'),
      /** `<link rel="alternate">` tags every page of the site announces. */
      headTags: z.array(jsonValueSchema).describe('`<link rel="alternate">` tags every page of the site announces.'),
      /** Output-relative paths of the feed files, sorted. */
      files: z.array(z.string()).describe('Output-relative paths of the feed files, sorted.'),
    })
    .describe('Feed data: types, head tags, files written, channel and items.'),
});

/** The graph's `blog`: blog-like plugin data by plugin id. */
export const blogSectionSchema = z.record(z.string(), blogInstanceSchema);
