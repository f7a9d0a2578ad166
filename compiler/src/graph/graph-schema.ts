import { z } from 'zod';
import { blogSectionSchema } from './blog-section.js';
import { contentSectionSchema } from './content-section.js';
import { diagnosticsSectionSchema } from './diagnostics-section.js';
import { docsSectionSchema } from './docs-section.js';
import { jsonRecordSchema, urlPathSchema } from './json-value.js';
import { pagesSectionSchema } from './pages-section.js';
import { routeSchema } from './routes-section.js';
import { searchSectionSchema } from './search-schema.js';
import { pluginInstanceSchema, siteSectionSchema } from './site-section.js';

/**
 * Version of the graph's format (semver): additive changes raise the minor, anything else the
 * major. Readers accept graphs of the same major.
 */
export const SCHEMA_VERSION = '1.9.0';

/**
 * Zod schema of the site graph (`graph.json`): everything a site is, as one JSON document
 * (DESIGN.md), one schema per section. Sections `docs`, `blog`, `pages` and `globalData` keep
 * the shapes Docusaurus 3.7.0 computes (the golden format in ../shared/corpora/README.md), so
 * conformance is a projection, not a translation. Every graph type is `z.infer` of it; the JSON
 * Schema `@sitegraph/compiler/site-graph.schema.json` is generated from it.
 */
export const siteGraphSchema = z.strictObject({
  /** Semver of the graph format ({@link SCHEMA_VERSION}). */
  schemaVersion: z
    .string()
    .regex(/^1\.\d+\.\d+$/)
    .describe('Semver of the graph format; readers accept graphs of the same major.'),
  /** The program that wrote the graph. */
  generator: z
    .strictObject({
      /** Always `sitegraph`. */
      name: z.literal('sitegraph').describe('Always `sitegraph`.'),
      /** Version of `@sitegraph/compiler` (semver). */
      version: z.string().describe('Version of `@sitegraph/compiler` that wrote the graph (semver).'),
    })
    .describe('The program that wrote the graph.'),
  /** Site-wide data: title, URLs, locales, theme options. */
  site: siteSectionSchema.describe('Site-wide data: title, URLs, locales, theme options.'),
  /** Content plugin instances in config order. */
  plugins: z.array(pluginInstanceSchema).describe('Content plugin instances in config order.'),
  /** Route tree in the order a router must try it, trailingSlash applied. */
  routes: z.array(routeSchema).describe('Route tree in the order a router must try it, trailingSlash and baseUrl applied.'),
  /** Leaf route paths (what a static build writes), `<baseUrl>404.html` first. */
  routesPaths: z.array(urlPathSchema).describe('Leaf route paths (what a static build writes), `<baseUrl>404.html` first.'),
  /** Docs plugin data by plugin id. */
  docs: docsSectionSchema.describe('Docs plugin data by plugin id (Docusaurus 3.7.0 shapes).'),
  /** Blog-like plugin data by plugin id. */
  blog: blogSectionSchema.describe('Blog-like plugin data by plugin id (Docusaurus 3.7.0 shapes).'),
  /** Pages by pages-plugin id, sorted by permalink. */
  pages: pagesSectionSchema,
  /** Plugin global data by plugin name then id (what the runtime's docs hooks read). */
  globalData: z.record(z.string(), jsonRecordSchema).describe("Plugin global data by plugin name then id (what the runtime's docs hooks read)."),
  /** Rendered content by source path: a route finds its body through `shows.source`. */
  content: contentSectionSchema,
  /** The search indices of the site (records: `search/records.json`; see search-schema.ts). */
  search: searchSectionSchema.describe('The search indices of the site (records: `search/records.json`).'),
  /** Every warning and info found (errors throw instead), sorted. */
  diagnostics: diagnosticsSectionSchema,
});

/** The site graph (`z.infer` of {@link siteGraphSchema}). */
export type SiteGraph = z.infer<typeof siteGraphSchema>;

/** The graph's `site` section. */
export type GraphSite = SiteGraph['site'];

/** Plugin package names, as Docusaurus names its content plugins (kept for compatibility). */
export const PLUGIN_NAMES = {
  'content-docs': 'docusaurus-plugin-content-docs',
  'content-blog': 'docusaurus-plugin-content-blog',
  'content-pages': 'docusaurus-plugin-content-pages',
} as const;
