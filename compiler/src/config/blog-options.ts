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
      .transform((t) => (t === null ? null : t === 'all' ? (['rss', 'atom', 'json'] as const) : Array.isArray(t) ? t : [t]))
      .describe('Feed formats written: `rss`, `atom`, `json`, a list of them, `all`, or null for no feed; default `[\'rss\', \'atom\']` (Docusaurus `feedOptions.type`).'),
    title: z.string().optional().describe('Title of the feeds; default "<site title> Blog" (Docusaurus `feedOptions.title`).'),
    description: z.string().optional().describe('Description of the feeds; default "<site title> Blog" (Docusaurus `feedOptions.description`).'),
    copyright: z.string().optional().describe("Copyright notice of the feeds; default '' (Docusaurus `feedOptions.copyright`)."),
    language: z.string().optional().describe('Language of the feeds, a BCP 47 tag; default: the default locale (Docusaurus `feedOptions.language`).'),
    limit: z
      .union([z.number().int().positive(), z.literal(false), z.null()])
      .default(20)
      .describe('Most posts a feed holds, newest first; `false` or null: every post; default 20 (Docusaurus `feedOptions.limit`).'),
  })
  .loose();

/**
 * Options of one blog-like plugin instance (`@docusaurus/plugin-content-blog`), defaults as in
 * Docusaurus 3.7.0. Paths are relative to the site folder.
 */
export const blogOptionsSchema = z
  .object({
    id: z.string().default('default').describe('Plugin instance id, unique among blog instances; default `default` (Docusaurus `id`).'),
    path: z.string().default('blog').describe('Folder of the posts, relative to the site folder; default `blog` (Docusaurus `path`).'),
    routeBasePath: routeBasePathSchema('blog').describe("URL path of the blog under `baseUrl` ('/' serves it at the site root); default `blog` (Docusaurus `routeBasePath`)."),
    tagsBasePath: z.string().default('tags').describe('URL segment of the tag pages under the blog\'s path; default `tags` (Docusaurus `tagsBasePath`).'),
    archiveBasePath: z.string().nullable().default('archive').describe('URL segment of the archive page under the blog\'s path; null: no archive; default `archive` (Docusaurus `archiveBasePath`).'),
    pageBasePath: z.string().default('page').describe('URL segment of the list pages after the first (`<blog>/page/2`), also under tag pages; default `page` (Docusaurus `pageBasePath`).'),
    authorsBasePath: z.string().default('authors').describe('URL segment of the author pages under the blog\'s path; default `authors` (Docusaurus `authorsBasePath`).'),
    include: z.array(z.string()).default(['**/*.{md,mdx}']).describe('Globs, relative to the blog folder, of the files that are posts; default `**/*.{md,mdx}` (Docusaurus `include`).'),
    exclude: z
      .array(z.string())
      .default([...GLOB_EXCLUDE_DEFAULT])
      .describe('Globs of files that are never posts; default: names starting with `_`, test files and `__tests__` folders (Docusaurus `exclude`).'),
    postsPerPage: z
      .union([z.literal('ALL'), z.number().int().min(1)])
      .default(10)
      .describe("Posts per list page, or 'ALL' for one page; default 10 (Docusaurus `postsPerPage`)."),
    blogTitle: z.string().default('Blog').describe('Title of the blog list pages (`<title>`); default `Blog` (Docusaurus `blogTitle`).'),
    blogDescription: z.string().default('Blog').describe('Meta description of the blog list pages; default `Blog` (Docusaurus `blogDescription`).'),
    blogSidebarCount: z
      .union([z.literal('ALL'), z.number().int().min(0)])
      .default(5)
      .describe("Posts the blog sidebar lists, newest first; 'ALL' for every post, 0 for no sidebar; default 5 (Docusaurus `blogSidebarCount`)."),
    blogSidebarTitle: z.string().default('Recent posts').describe('Heading of the blog sidebar; default `Recent posts` (Docusaurus `blogSidebarTitle`).'),
    showReadingTime: z.boolean().default(true).describe('Whether posts show an estimated reading time (in minutes); default true (Docusaurus `showReadingTime`).'),
    editUrl: z.string().optional().describe('Base URL of the "Edit this page" links: the post\'s path relative to the site folder is appended; absent: no edit links (Docusaurus `editUrl`, string form only: functions are not data).'),
    editLocalizedFiles: z.boolean().default(false).describe('true points edit links at the translated file under `i18n/<locale>/` instead of the original; default false (Docusaurus `editLocalizedFiles`).'),
    feedOptions: feedOptionsSchema.default({ type: ['rss', 'atom'], limit: 20 }).describe('The RSS, Atom and JSON feeds of the blog; default: RSS and Atom of the 20 newest posts (Docusaurus `feedOptions`).'),
    authorsMapPath: z.string().default('authors.yml').describe('Authors file (YAML or JSON), relative to the blog folder, that front matter names authors from; default `authors.yml` (Docusaurus `authorsMapPath`).'),
    tags: z
      .union([z.string(), z.null(), z.literal(false)])
      .optional()
      .describe('Predefined tags file, relative to the blog folder; absent: `tags.yml` if it exists; `null` or `false`: none (Docusaurus `tags`).'),
    sortPosts: z.enum(['descending', 'ascending']).default('descending').describe('Order of posts by date in lists and feeds: `descending` (newest first, the default) or `ascending` (Docusaurus `sortPosts`).'),
    onInlineTags: reportingSeveritySchema.default('warn').describe('What to do with a front-matter tag the tags file does not list: `ignore`, `log`, `warn` or `throw`; default `warn` (Docusaurus `onInlineTags`).'),
    onInlineAuthors: reportingSeveritySchema.default('warn').describe('What to do with an author written out in front matter instead of named from the authors file; default `warn` (Docusaurus `onInlineAuthors`).'),
    onUntruncatedBlogPosts: reportingSeveritySchema
      .default('warn')
      .describe('What to do with a post that has no truncate marker (`<!-- truncate -->`, `{/* truncate */}`), so lists show it whole; default `warn` (Docusaurus `onUntruncatedBlogPosts`).'),
    showLastUpdateTime: z.boolean().default(false).describe('Whether posts show the date of their last Git commit; default false (Docusaurus `showLastUpdateTime`).'),
    showLastUpdateAuthor: z.boolean().default(false).describe('Whether posts show the author of their last Git commit; default false (Docusaurus `showLastUpdateAuthor`).'),
  })
  .loose();

export type BlogOptionsInput = z.input<typeof blogOptionsSchema>;
/** Resolved blog plugin options (every default applied). */
export type BlogOptions = z.infer<typeof blogOptionsSchema>;
