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
  plugin: z.literal('content-docs'),
  id: z.string().default('default'),
  options: docsOptionsSchema.prefault({}),
});
/** A blog-like plugin instance in the site config (blog, learn, success stories, …). */
const blogPluginSchema = z.object({
  plugin: z.literal('content-blog'),
  id: z.string().default('default'),
  options: blogOptionsSchema.prefault({}),
});
/** A pages plugin instance in the site config. */
const pagesPluginSchema = z.object({
  plugin: z.literal('content-pages'),
  id: z.string().default('default'),
  options: pagesOptionsSchema.prefault({}),
});

export const pluginInstanceSchema = z.discriminatedUnion('plugin', [docsPluginSchema, blogPluginSchema, pagesPluginSchema]);

/** `markdown` site options (Docusaurus 3.7.0 `MarkdownConfig`, data-only part). */
export const markdownConfigSchema = z
  .object({
    /** `mdx` (default): .md and .mdx are both MDX; `md`: CommonMark for all; `detect`: by extension. */
    format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    mdx1Compat: z
      .object({
        comments: z.boolean().default(true),
        admonitions: z.boolean().default(true),
        headingIds: z.boolean().default(true),
      })
      .default({ comments: true, admonitions: true, headingIds: true }),
    mermaid: z.boolean().default(false),
    /**
     * sitegraph option (not Docusaurus): pass every page through rehype-sanitize (GitHub's
     * schema plus the elements pages need) for content that is not trusted. Default false.
     */
    sanitize: z.boolean().default(false),
    /**
     * sitegraph option (not Docusaurus): the largest Markdown/MDX content file, in bytes, that
     * is compiled (default 2 MiB); a larger one is an error before it is parsed, since parsing
     * time and memory grow steeply with a single document's size.
     */
    maxFileSize: z.number().int().positive().default(2 * 1024 * 1024),
  })
  .loose();

/**
 * The site configuration: Docusaurus-compatible options as data (`site.json`) or as a typed
 * module (`sitegraph.config.ts`). See ../shared/corpora/README.md "site.json".
 */
export const siteConfigSchema = z
  .object({
    title: z.string(),
    tagline: z.string().default(''),
    url: z.string().url(),
    baseUrl: z.string().regex(/^\//, 'baseUrl must start with "/"').default('/'),
    /** `true`: every path ends in `/`; `false`: none does; `null`/absent: paths kept as written. */
    trailingSlash: z.boolean().nullable().default(null),
    favicon: z.string().optional(),
    titleDelimiter: z.string().default('|'),
    noIndex: z.boolean().default(false),
    onBrokenLinks: reportingSeveritySchema.default('throw'),
    onBrokenAnchors: reportingSeveritySchema.default('warn'),
    onBrokenMarkdownLinks: reportingSeveritySchema.default('warn'),
    onDuplicateRoutes: reportingSeveritySchema.default('warn'),
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).default(['en']),
        localeConfigs: z.record(z.string(), localeConfigInputSchema).default({}),
      })
      .loose()
      .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
    markdown: markdownConfigSchema.default({
      format: 'mdx',
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      mermaid: false,
      sanitize: false,
      maxFileSize: 2 * 1024 * 1024,
    }),
    plugins: z.array(pluginInstanceSchema).default([]),
    /** Theme options read by the runtime (navbar, footer, colour mode, …); free-form data. */
    themeConfig: z.record(z.string(), z.unknown()).default({}),
    customFields: z.record(z.string(), z.unknown()).default({}),
    /**
     * Stylesheets added to every page after the theme's, site-relative paths (Docusaurus
     * theme-classic's `customCss`; a `docusaurus.config.*` gives it in the classic preset's
     * `theme` options).
     */
    customCss: z.array(z.string()).default([]),
    /** Stylesheets every page links in its `<head>`: an `href`, or the `<link>`'s attributes (Docusaurus `stylesheets`). */
    stylesheets: z.array(stylesheetSchema).default([]),
    /** Scripts every page loads in its `<head>`: a `src`, or the `<script>`'s attributes (Docusaurus `scripts`). */
    scripts: z.array(scriptSchema).default([]),
    /** Elements added to every page's `<head>`: `{tagName, attributes, innerHTML?}` (Docusaurus `headTags`). */
    headTags: z.array(headTagInputSchema).default([]),
    /**
     * Modules the client imports before the app renders, on every page (Docusaurus
     * `clientModules`): paths relative to the site folder (a `docusaurus.config.*`'s absolute
     * `require.resolve(…)` paths are made site-relative), such as global CSS or a script.
     */
    clientModules: z.array(z.string().min(1)).default([]),
    /** sitegraph option: Google tag and Tag Manager (Docusaurus's `gtag`/`googleTagManager` plugins). */
    analytics: analyticsOptionsSchema.default({}),
  })
  .loose();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated site configuration with every default applied. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type PluginInstance = SiteConfig['plugins'][number];
export type DocsPluginInstance = Extract<PluginInstance, { plugin: 'content-docs' }>;
export type BlogPluginInstance = Extract<PluginInstance, { plugin: 'content-blog' }>;
export type PagesPluginInstance = Extract<PluginInstance, { plugin: 'content-pages' }>;
