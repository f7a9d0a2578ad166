import type { LocaleConfig } from '../config/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { SearchSection } from './search-schema.js';
import type { Json } from '../json/index.js';
import type { RouteNode } from '../routes/index.js';
import type { ContentRef } from './page-chunk.js';

/** Plugin package names, as Docusaurus names its content plugins (kept for compatibility). */
export const PLUGIN_NAMES = {
  'content-docs': 'docusaurus-plugin-content-docs',
  'content-blog': 'docusaurus-plugin-content-blog',
  'content-pages': 'docusaurus-plugin-content-pages',
} as const;

/** Site-wide data the runtime needs (title format, URLs, theme options). */
export interface GraphSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  favicon: string | null;
  titleDelimiter: string;
  noIndex: boolean;
  defaultLocale: string;
  locales: string[];
  /** Options of every locale, Docusaurus defaults applied (`htmlLang`, `calendar`, `direction`, …). */
  localeConfigs: Record<string, LocaleConfig>;
  /** Free-form theme options (navbar, footer, colour mode, announcement bar, search, …). */
  themeConfig: Record<string, Json>;
  customFields: Record<string, Json>;
}

/** A page of the pages plugin (Docusaurus `Metadata` of plugin-content-pages). */
export interface PageData {
  type: 'jsx' | 'mdx';
  permalink: string;
  /** Source path relative to the site folder. */
  source: string;
  title?: string;
  description?: string;
  frontMatter?: Record<string, Json>;
  unlisted?: boolean;
}

/**
 * The site graph: everything a site is, as one JSON document (DESIGN.md). Sections `docs`,
 * `blog`, `pages` and `globalData` keep the shapes Docusaurus 3.7.0 computes (see the golden
 * format in ../shared/corpora/README.md) so that conformance is a projection, not a translation.
 */
export interface SiteGraph {
  schemaVersion: 1;
  generator: { name: 'sitegraph'; version: string };
  site: GraphSite;
  /** Content plugin instances in config order. */
  plugins: { name: string; id: string }[];
  /** Route tree in the order a router must try it, trailingSlash applied. */
  routes: RouteNode[];
  /** Leaf route paths (what a static build writes), `<baseUrl>404.html` first. */
  routesPaths: string[];
  /** Docs plugin data by plugin id. */
  docs: Record<string, Record<string, Json>>;
  /** Blog-like plugin data by plugin id. */
  blog: Record<string, Record<string, Json>>;
  /** Pages by pages-plugin id, sorted by permalink. */
  pages: Record<string, PageData[]>;
  /** Plugin global data by plugin name then id (what the runtime's docs hooks read). */
  globalData: Record<string, Record<string, Json>>;
  /**
   * Rendered content by source path (docs, posts, Markdown pages): the runtime finds a route's
   * body through its `shows.source` (and blog list pages through their posts' sources).
   */
  content: Record<string, ContentRef>;
  /** The search indices of the site (records: `search/records.json`; see search-schema.ts). */
  search: SearchSection;
  /** Every warning and info found (errors throw instead), sorted. */
  diagnostics: Diagnostic[];
}
