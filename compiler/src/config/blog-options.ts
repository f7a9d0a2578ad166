import { z } from 'zod';
import { GLOB_EXCLUDE_DEFAULT } from './glob-defaults.js';
import { routeBasePathSchema } from './route-base-path.js';
import { reportingSeveritySchema } from './report-level.js';

const feedTypeSchema = z.enum(['rss', 'atom', 'json']);

/** `feedOptions` of a blog instance; `type` normalised to a list or null (no feed). */
export const feedOptionsSchema = z
  .object({
    type: z
      .union([z.array(feedTypeSchema), z.enum(['all', 'rss', 'atom', 'json']), z.null()])
      .default(['rss', 'atom'])
      .transform((t) => (t === null ? null : t === 'all' ? (['rss', 'atom', 'json'] as const) : Array.isArray(t) ? t : [t])),
    title: z.string().optional(),
    description: z.string().optional(),
    copyright: z.string().optional(),
    language: z.string().optional(),
    limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
  })
  .loose();

/**
 * Options of one blog-like plugin instance (`@docusaurus/plugin-content-blog`), defaults as in
 * Docusaurus 3.7.0. Paths are relative to the site folder.
 */
export const blogOptionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('blog'),
    routeBasePath: routeBasePathSchema('blog'),
    tagsBasePath: z.string().default('tags'),
    archiveBasePath: z.string().nullable().default('archive'),
    pageBasePath: z.string().default('page'),
    authorsBasePath: z.string().default('authors'),
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    exclude: z.array(z.string()).default([...GLOB_EXCLUDE_DEFAULT]),
    postsPerPage: z.union([z.literal('ALL'), z.number().int().min(1)]).default(10),
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    blogSidebarCount: z.union([z.literal('ALL'), z.number().int().min(0)]).default(5),
    blogSidebarTitle: z.string().default('Recent posts'),
    showReadingTime: z.boolean().default(true),
    editUrl: z.string().optional(),
    editLocalizedFiles: z.boolean().default(false),
    feedOptions: feedOptionsSchema.default({ type: ['rss', 'atom'], limit: 20 }),
    authorsMapPath: z.string().default('authors.yml'),
    tags: z.union([z.string(), z.null(), z.literal(false)]).optional(),
    sortPosts: z.enum(['descending', 'ascending']).default('descending'),
    onInlineTags: reportingSeveritySchema.default('warn'),
    onInlineAuthors: reportingSeveritySchema.default('warn'),
    onUntruncatedBlogPosts: reportingSeveritySchema.default('warn'),
    showLastUpdateTime: z.boolean().default(false),
    showLastUpdateAuthor: z.boolean().default(false),
  })
  .loose();

export type BlogOptionsInput = z.input<typeof blogOptionsSchema>;
/** Resolved blog plugin options (every default applied). */
export type BlogOptions = z.infer<typeof blogOptionsSchema>;
