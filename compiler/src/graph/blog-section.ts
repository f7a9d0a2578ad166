import { z } from 'zod';
import { tagSchema } from './docs-section.js';
import { jsonRecordSchema, jsonValueSchema, urlPathSchema } from './json-value.js';

// Docusaurus 3.7.0 plugin-content-blog shapes, as the golden format lists them
// (../shared/corpora/README.md): `blog.<pluginId>`.

/** A resolved blog author (Docusaurus `Author`): from authors.yml (`key` set) or inline (`key: null`); unknown fields kept. */
export const blogAuthorSchema = z.looseObject({
  key: z.string().nullable(),
  /** The author's page, or null. */
  page: z.strictObject({ permalink: urlPathSchema }).nullable(),
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  /** Image URL; site paths carry the baseUrl. */
  imageURL: z.string().optional(),
  socials: z.record(z.string(), z.string()).optional(),
  description: z.string().optional(),
});

const blogNavLinkSchema = z.strictObject({ title: z.string(), permalink: urlPathSchema });

/** A blog post as the graph holds it (`blog.<id>.posts[]`). */
export const blogPostSchema = z.strictObject({
  id: z.string(),
  permalink: urlPathSchema,
  /** Source path relative to the site folder. */
  source: z.string(),
  /** ISO date. */
  date: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(tagSchema),
  authors: z.array(blogAuthorSchema),
  /** Minutes, 2 decimals; null when `showReadingTime` is off. */
  readingTime: z.number().nullable(),
  hasTruncateMarker: z.boolean(),
  unlisted: z.boolean(),
  draft: z.boolean(),
  editUrl: z.string().nullable(),
  /** Newer listed post (null for the first, and for unlisted posts). */
  prevItem: blogNavLinkSchema.nullable(),
  /** Older listed post. */
  nextItem: blogNavLinkSchema.nullable(),
  /** Validated front matter, dates as ISO strings. */
  frontMatter: jsonRecordSchema,
  lastUpdatedAt: z.number().optional(),
  lastUpdatedBy: z.string().optional(),
});

/** One page of a paginated post list (Docusaurus `BlogPaginatedMetadata` + its post ids). */
export const blogListPageSchema = z.strictObject({
  permalink: urlPathSchema,
  /** 1-based page number. */
  page: z.number().int().positive(),
  postsPerPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  previousPage: z.string().optional(),
  nextPage: z.string().optional(),
  blogTitle: z.string(),
  blogDescription: z.string(),
  /** Ids of the posts on this page, in list order. */
  items: z.array(z.string()),
});

/** A tag of a blog with its posts and pages. */
export const blogTagSchema = tagSchema.extend({
  /** Ids of the posts the tag page lists. */
  items: z.array(z.string()),
  pages: z.array(blogListPageSchema),
  unlisted: z.boolean(),
});

const blogSidebarItemSchema = z.looseObject({ title: z.string(), permalink: urlPathSchema });

/** `blog.<pluginId>`: one blog-like plugin instance. */
export const blogInstanceSchema = z.strictObject({
  /** Resolved options (data-valued ones). */
  options: jsonRecordSchema,
  blogTitle: z.string(),
  blogDescription: z.string(),
  blogSidebarTitle: z.string(),
  tagsListPath: urlPathSchema,
  /** Every post (unlisted included), in list order. */
  posts: z.array(blogPostSchema),
  listPages: z.array(blogListPageSchema),
  /** Archive page, or null when `archiveBasePath` is null or nothing is listed. */
  archive: z.strictObject({ permalink: urlPathSchema, postIds: z.array(z.string()) }).nullable(),
  tags: z.array(blogTagSchema),
  tagsListProp: z.array(z.strictObject({ label: z.string(), permalink: urlPathSchema, description: z.string().optional(), count: z.number().int() })),
  sidebar: z.strictObject({ title: z.string(), items: z.array(blogSidebarItemSchema) }),
  /** The sidebar's posts grouped by UTC year. */
  sidebarYears: z.array(z.strictObject({ year: z.string(), items: z.array(blogSidebarItemSchema) })),
  /** authors.yml authors in file order, or null without an authors file. */
  authorsMap: z.array(blogAuthorSchema).nullable(),
  /** Feed data: types, head tags, files written, channel and items. */
  feed: z.looseObject({ types: z.array(z.string()).nullable(), produced: z.boolean(), headTags: z.array(jsonValueSchema), files: z.array(z.string()) }),
});

/** The graph's `blog`: blog-like plugin data by plugin id. */
export const blogSectionSchema = z.record(z.string(), blogInstanceSchema);
