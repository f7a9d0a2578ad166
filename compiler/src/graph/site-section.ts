import { z } from 'zod';
import { jsonRecordSchema } from './json-value.js';
import { htmlTagSchema } from './html-tag.js';
import { analyticsSectionSchema } from './analytics-section.js';

/** The graph's `site`: site-wide data the runtime needs (title format, URLs, theme options). */
export const siteSectionSchema = z.strictObject({
  title: z.string(),
  tagline: z.string(),
  /** Production URL without baseUrl, e.g. `https://example.com`. */
  url: z.string(),
  /** Path the site is served under: starts and ends with `/`. */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with /'),
  /** Docusaurus `trailingSlash`: true adds, false removes, null leaves paths as written. */
  trailingSlash: z.boolean().nullable(),
  favicon: z.string().nullable(),
  titleDelimiter: z.string(),
  noIndex: z.boolean(),
  defaultLocale: z.string(),
  locales: z.array(z.string()),
  /** Options of every locale, Docusaurus defaults applied (`htmlLang`, `calendar`, `direction`, …). */
  localeConfigs: z.record(
    z.string(),
    z.strictObject({ label: z.string(), direction: z.enum(['ltr', 'rtl']), htmlLang: z.string(), calendar: z.string(), path: z.string() }),
  ),
  /** Free-form theme options (navbar, footer, colour mode, announcement bar, search, …). */
  themeConfig: jsonRecordSchema,
  customFields: jsonRecordSchema,
  /** Site-relative paths of the stylesheets every page loads after the theme's (theme-classic's `customCss`). */
  customCss: z.array(z.string()),
  /**
   * Elements every page has in its `<head>`, in Docusaurus's order: the config's `headTags`, then
   * its `stylesheets` as `<link rel="stylesheet">`, then its `scripts` as `<script>`.
   */
  headTags: z.array(htmlTagSchema),
  /** Site-relative paths of the modules the client bundle imports before the app renders (`clientModules`). */
  clientModules: z.array(z.string()),
  /** Analytics vendors (Docusaurus's gtag and Google Tag Manager plugins), loaded by production builds. */
  analytics: analyticsSectionSchema,
});

/** A content plugin instance (`name` as Docusaurus names the plugin package, `id`), in config order. */
export const pluginInstanceSchema = z.strictObject({ name: z.string(), id: z.string() });
