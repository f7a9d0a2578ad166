import { z } from 'zod';
import { jsonRecordSchema } from './json-value.js';
import { htmlTagSchema } from './html-tag.js';
import { analyticsSectionSchema } from './analytics-section.js';
import { reportingSeveritySchema } from '../config/report-level.js';

/** The graph's `site`: site-wide data the runtime needs (title format, URLs, theme options). */
export const siteSectionSchema = z.strictObject({
  /** Site title (`<title>` suffix, navbar, feeds' "<title> Blog"). */
  title: z.string().describe('Site title (`<title>` suffix, navbar, feeds\' "<title> Blog").'),
  /** Site tagline (home page, meta description fallback). */
  tagline: z.string().describe('Site tagline (home page, meta description fallback).'),
  /** Production URL without baseUrl, e.g. `https://example.com`. */
  url: z.string().describe('Production URL without baseUrl, e.g. `https://example.com`.'),
  /** Path the site is served under: starts and ends with `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with /')
    .describe('Path the site is served under: starts and ends with `/`.'),
  /** Docusaurus `trailingSlash`: true adds, false removes, null leaves paths as written. */
  trailingSlash: z.boolean().nullable().describe('Docusaurus `trailingSlash`: true adds, false removes, null leaves paths as written.'),
  /** Favicon path or URL as configured, or null. */
  favicon: z.string().nullable().describe('Favicon path or URL as configured, or null.'),
  /** Text between the page title and the site title in `<title>` (Docusaurus default `|`). */
  titleDelimiter: z.string().describe('Text between the page title and the site title in `<title>` (Docusaurus default `|`).'),
  /** Docusaurus `noIndex`: true asks search engines not to index any page. */
  noIndex: z.boolean().describe('Docusaurus `noIndex`: true asks search engines not to index any page.'),
  /** Locale built at the site root (`i18n.defaultLocale`). */
  defaultLocale: z.string().describe('Locale built at the site root (`i18n.defaultLocale`).'),
  /** The locale this graph is of (Docusaurus `i18n.currentLocale`): one graph per locale. */
  currentLocale: z.string().describe('The locale this graph is of (Docusaurus `i18n.currentLocale`): a site builds one graph per locale.'),
  /** Every locale of `i18n.locales`, in config order. */
  locales: z.array(z.string()).describe('Every locale of `i18n.locales`, in config order.'),
  /** Options of every locale, Docusaurus defaults applied (`htmlLang`, `calendar`, `direction`, …). */
  localeConfigs: z
    .record(
      z.string(),
      z.strictObject({
        /** Name shown in the locale dropdown. */
        label: z.string().describe('Name shown in the locale dropdown.'),
        /** Text direction of the locale. */
        direction: z.enum(['ltr', 'rtl']).describe('Text direction of the locale.'),
        /** BCP 47 tag for `<html lang>` and hreflang links. */
        htmlLang: z.string().describe('BCP 47 tag for `<html lang>` and hreflang links.'),
        /** Calendar used to format dates (e.g. `gregory`). */
        calendar: z.string().describe('Calendar used to format dates (e.g. `gregory`).'),
        /** Folder of the locale under `i18n/` (defaults to the locale name). */
        path: z.string().describe('Folder of the locale under `i18n/` (defaults to the locale name).'),
        /** URL path the locale is served at: `baseUrl` for the default locale, `baseUrl<locale>/` for another. */
        baseUrl: z.string().describe('URL path the locale is served at: `baseUrl` for the default locale, `baseUrl<locale>/` for another.'),
      }),
    )
    .describe('Options of every locale by locale name, Docusaurus defaults applied.'),
  /** Messages of the locale's `code.json` by id (theme strings, `<Translate>`/`translate()`). */
  codeTranslations: z
    .record(z.string(), z.string())
    .describe("Messages of the locale's `code.json` by id (the theme's strings, `<Translate>` and `translate()`)."),
  /** Free-form theme options (navbar, footer, colour mode, announcement bar, search, …). */
  themeConfig: jsonRecordSchema.describe('Free-form theme options (navbar, footer, colour mode, announcement bar, search, …).'),
  /** The config's `customFields`, free-form JSON the site's own components read. */
  customFields: jsonRecordSchema.describe("The config's `customFields`, free-form JSON the site's own components read."),
  /** Site-relative paths of the stylesheets every page loads after the theme's (theme-classic's `customCss`). */
  customCss: z.array(z.string()).describe("Site-relative paths of the stylesheets every page loads after the theme's (theme-classic's `customCss`)."),
  /**
   * Elements every page has in its `<head>`, in Docusaurus's order: the config's `headTags`, then
   * its `stylesheets` as `<link rel="stylesheet">`, then its `scripts` as `<script>`.
   */
  headTags: z
    .array(htmlTagSchema)
    .describe("Elements every page has in its `<head>`, in Docusaurus's order: the config's `headTags`, then its `stylesheets` as `<link rel=\"stylesheet\">`, then its `scripts` as `<script>`."),
  /** Import aliases of the site's code and MDX imports: an import name to a site-relative path (config `aliases`). */
  aliases: z
    .record(z.string(), z.string())
    .describe("Import aliases of the site's code and MDX imports: an import name to a site-relative path; an import of the name or of `<name>/<rest>` resolves to the path plus `/<rest>` (config `aliases`, webpack's `resolve.alias`)."),
  /** Site-relative paths of the modules the client bundle imports before the app renders (`clientModules`). */
  clientModules: z.array(z.string()).describe('Site-relative paths of the modules the client bundle imports before the app renders (`clientModules`).'),
  /**
   * Whether ```` ```mermaid ```` code blocks are diagrams (`markdown.mermaid`, with
   * `@docusaurus/theme-mermaid`): only then does the client bundle hold the `mermaid` renderer.
   */
  mermaid: z.boolean().describe('Whether ```mermaid code blocks are diagrams (`markdown.mermaid`, with `@docusaurus/theme-mermaid`): only then does the client bundle hold the `mermaid` renderer.'),
  /**
   * Docusaurus `onBrokenLinks`: what a full build does with a broken link that the site's code renders
   * (React pages, components MDX imports), which only rendering finds; content and theme-config links
   * are checked by the compiler already, with this same level.
   */
  onBrokenLinks: reportingSeveritySchema.describe(
    "Docusaurus `onBrokenLinks`: what a full build does with a broken link the site's code renders (React pages, components MDX imports); content and theme-config links are checked by the compiler with the same level.",
  ),
  /** Analytics vendors (Docusaurus's gtag and Google Tag Manager plugins), loaded by production builds. */
  analytics: analyticsSectionSchema.describe("Analytics vendors (Docusaurus's gtag and Google Tag Manager plugins), loaded by production builds."),
});

/** A content plugin instance (`name` as Docusaurus names the plugin package, `id`), in config order. */
export const pluginInstanceSchema = z.strictObject({
  /** Docusaurus plugin package name, e.g. `docusaurus-plugin-content-docs`. */
  name: z.string().describe('Docusaurus plugin package name, e.g. `docusaurus-plugin-content-docs`.'),
  /** Plugin instance id (`default` unless the config sets one). */
  id: z.string().describe('Plugin instance id (`default` unless the config sets one).'),
});
