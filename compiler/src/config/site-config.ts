import { z } from 'zod';
import { blogOptionsSchema } from './blog-options.js';
import { docsOptionsSchema } from './docs-options.js';
import { pagesOptionsSchema } from './pages-options.js';
import { reportingSeveritySchema } from './report-level.js';
import { localeConfigInputSchema } from './locale-configs.js';
import { headTagInputSchema, scriptSchema, stylesheetSchema } from './head-tags.js';
import { analyticsOptionsSchema } from './analytics-options.js';

/** A docs plugin instance in the site config. */
const docsPluginSchema = z.object({
  plugin: z.literal('content-docs').describe('The docs plugin (Docusaurus `@docusaurus/plugin-content-docs`).'),
  id: z.string().default('default').describe('Plugin instance id, unique among docs instances; default `default` (Docusaurus plugin `id`).'),
  options: docsOptionsSchema.prefault({}).describe('Options of the docs instance; every one has a default.'),
});
/** A blog-like plugin instance in the site config (blog, learn, success stories, …). */
const blogPluginSchema = z.object({
  plugin: z.literal('content-blog').describe('The blog plugin (Docusaurus `@docusaurus/plugin-content-blog`).'),
  id: z.string().default('default').describe('Plugin instance id, unique among blog instances; default `default` (Docusaurus plugin `id`).'),
  options: blogOptionsSchema.prefault({}).describe('Options of the blog instance; every one has a default.'),
});
/** A pages plugin instance in the site config. */
const pagesPluginSchema = z.object({
  plugin: z.literal('content-pages').describe('The pages plugin (Docusaurus `@docusaurus/plugin-content-pages`).'),
  id: z.string().default('default').describe('Plugin instance id, unique among pages instances; default `default` (Docusaurus plugin `id`).'),
  options: pagesOptionsSchema.prefault({}).describe('Options of the pages instance; every one has a default.'),
});

export const pluginInstanceSchema = z.discriminatedUnion('plugin', [docsPluginSchema, blogPluginSchema, pagesPluginSchema]);

/** `markdown` site options (Docusaurus 3.7.0 `MarkdownConfig`, data-only part). */
export const markdownConfigSchema = z
  .object({
    format: z
      .enum(['mdx', 'md', 'detect'])
      .default('mdx')
      .describe('How content files are parsed: `mdx` (the default) reads .md and .mdx as MDX, `md` reads both as CommonMark, `detect` goes by the extension (Docusaurus `markdown.format`).'),
    mdx1Compat: z
      .object({
        comments: z.boolean().default(true).describe('Whether HTML comments (`<!-- … -->`) are allowed in MDX; default true (Docusaurus `markdown.mdx1Compat.comments`).'),
        admonitions: z.boolean().default(true).describe('Whether the MDX 1 admonition title syntax (`:::note Title`) is read; default true (Docusaurus `markdown.mdx1Compat.admonitions`).'),
        headingIds: z.boolean().default(true).describe('Whether explicit heading ids (`## Title {#my-id}`) are read in MDX; default true (Docusaurus `markdown.mdx1Compat.headingIds`).'),
      })
      .default({ comments: true, admonitions: true, headingIds: true })
      .describe('MDX 1 syntax that Docusaurus 3 still reads, each on by default (Docusaurus `markdown.mdx1Compat`).'),
    mermaid: z.boolean().default(false).describe('Whether ```mermaid code blocks are rendered as diagrams; default false (Docusaurus `markdown.mermaid`, with `@docusaurus/theme-mermaid`).'),
    sanitize: z
      .boolean()
      .default(false)
      .describe("sitegraph option (not Docusaurus): true passes every page through rehype-sanitize (GitHub's schema plus the elements pages need), for content that is not trusted; default false."),
    maxFileSize: z
      .number()
      .int()
      .positive()
      .default(2 * 1024 * 1024)
      .describe("sitegraph option (not Docusaurus): largest content file compiled, in bytes; a larger one is an error before it is parsed, since one document's parse time and memory grow steeply with its size; default 2 MiB."),
  })
  .loose();

/**
 * The site configuration: Docusaurus-compatible options as data (`site.json`) or as a typed
 * module (`sitegraph.config.ts`). See ../shared/corpora/README.md "site.json".
 */
export const siteConfigSchema = z
  .object({
    title: z.string().describe('Site title: the end of every page\'s `<title>` (after `titleDelimiter`) and the start of the feeds\' default title; required (Docusaurus `title`).'),
    tagline: z.string().default('').describe("Short description of the site, which the site's pages read from the site config (a home page shows it under the title); default '' (Docusaurus `tagline`)."),
    url: z.string().url().describe('Production URL of the site without its path, such as `https://example.com`; required (Docusaurus `url`).'),
    baseUrl: z
      .string()
      .regex(/^\//, 'baseUrl must start with "/"')
      .default('/')
      .describe("Path the site is served under, starting with `/`, such as `/my-project/`; default '/' (Docusaurus `baseUrl`)."),
    trailingSlash: z
      .boolean()
      .nullable()
      .default(null)
      .describe('true: every URL path ends in `/`; false: none does; null (the default): paths are kept as written (Docusaurus `trailingSlash`).'),
    favicon: z.string().optional().describe('Favicon URL or path under `static/`; absent: none (Docusaurus `favicon`).'),
    titleDelimiter: z.string().default('|').describe('Text between the page title and the site title in `<title>`; default `|` (Docusaurus `titleDelimiter`).'),
    noIndex: z.boolean().default(false).describe('true asks search engines not to index any page (robots `noindex, nofollow`); default false (Docusaurus `noIndex`).'),
    onBrokenLinks: reportingSeveritySchema.default('throw').describe('What to do with a link to a path that no route serves: `ignore`, `log`, `warn` or `throw`; default `throw` (Docusaurus `onBrokenLinks`).'),
    onBrokenAnchors: reportingSeveritySchema.default('warn').describe('What to do with a link to an `#anchor` that its target page does not have; default `warn` (Docusaurus `onBrokenAnchors`).'),
    onBrokenMarkdownLinks: reportingSeveritySchema
      .default('warn')
      .describe('What to do with a Markdown link to a .md/.mdx file that cannot be resolved; default `warn` (Docusaurus `onBrokenMarkdownLinks`, `markdown.hooks.onBrokenMarkdownLinks` since 3.9).'),
    onDuplicateRoutes: reportingSeveritySchema.default('warn').describe('What to do when two routes have the same path; default `warn` (Docusaurus `onDuplicateRoutes`).'),
    i18n: z
      .object({
        defaultLocale: z.string().default('en').describe('Locale built at the site root; the others are built under `<baseUrl><locale>/`; default `en` (Docusaurus `i18n.defaultLocale`).'),
        locales: z.array(z.string()).default(['en']).describe("Every locale of the site, in the locale dropdown's order; default `['en']` (Docusaurus `i18n.locales`)."),
        localeConfigs: z
          .record(z.string(), localeConfigInputSchema)
          .default({})
          .describe('Options of each locale by locale name; an option left out gets its default (Docusaurus `i18n.localeConfigs`).'),
      })
      .loose()
      .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} })
      .describe('Locales of the site; default: English only (Docusaurus `i18n`).'),
    markdown: markdownConfigSchema
      .default({
        format: 'mdx',
        mdx1Compat: { comments: true, admonitions: true, headingIds: true },
        mermaid: false,
        sanitize: false,
        maxFileSize: 2 * 1024 * 1024,
      })
      .describe('How Markdown and MDX content is read (Docusaurus `markdown`, its data-only part).'),
    plugins: z
      .array(pluginInstanceSchema)
      .default([])
      .describe("Content plugin instances (docs, blog, pages), in the order their routes are made; default none (Docusaurus `plugins` and the classic preset's `docs`, `blog` and `pages`)."),
    themeConfig: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Theme options the runtime reads (navbar, footer, colour mode, announcement bar, …), free-form data; default {} (Docusaurus `themeConfig`).'),
    customFields: z
      .record(z.string(), z.unknown())
      .default({})
      .describe("The site's own data, free-form, which its components read from the graph; default {} (Docusaurus `customFields`)."),
    customCss: z
      .array(z.string())
      .default([])
      .describe("Stylesheets every page loads after the theme's, as site-relative paths; default none (Docusaurus theme-classic `customCss`, given in the classic preset's `theme` options)."),
    stylesheets: z
      .array(stylesheetSchema)
      .default([])
      .describe("Stylesheets every page links in its `<head>`: an `href`, or the `<link>`'s attributes with one; default none (Docusaurus `stylesheets`)."),
    scripts: z
      .array(scriptSchema)
      .default([])
      .describe("Scripts every page loads in its `<head>`: a `src`, or the `<script>`'s attributes with one (`async`, `defer`, …); default none (Docusaurus `scripts`)."),
    headTags: z
      .array(headTagInputSchema)
      .default([])
      .describe("Elements added to every page's `<head>`, before `stylesheets` and `scripts`; default none (Docusaurus `headTags`)."),
    clientModules: z
      .array(z.string().min(1))
      .default([])
      .describe("Modules (global CSS, scripts) the client imports on every page before the app renders, as paths relative to the site folder; default none (Docusaurus `clientModules`; a docusaurus.config's absolute paths are made site-relative)."),
    aliases: z
      .record(
        z.string().min(1),
        z
          .string()
          .min(1)
          .refine((target) => !target.startsWith('/') && !/^[A-Za-z]:/.test(target) && !target.split(/[\\/]/).includes('..'), 'must be a path inside the site folder, relative to it'),
      )
      .default({})
      .describe("sitegraph option: import aliases of the site's code and MDX imports, an import name (`@components`) to a path relative to the site folder; an import of the name or of `<name>/<rest>` resolves to the path (plus `/<rest>`), as webpack's `resolve.alias`; default none (a docusaurus.config gives them as docusaurus-plugin-module-alias's `alias` option)."),
    analytics: analyticsOptionsSchema
      .default({})
      .describe("sitegraph option: the analytics vendors production builds load and report page views to; default none (a docusaurus.config gives them as the classic preset's `gtag` and `googleTagManager` or as those plugins)."),
  })
  .loose();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated site configuration with every default applied. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type PluginInstance = SiteConfig['plugins'][number];
export type DocsPluginInstance = Extract<PluginInstance, { plugin: 'content-docs' }>;
export type BlogPluginInstance = Extract<PluginInstance, { plugin: 'content-blog' }>;
export type PagesPluginInstance = Extract<PluginInstance, { plugin: 'content-pages' }>;
