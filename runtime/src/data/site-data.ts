/**
 * The data the runtime loads in the browser, derived from the site graph at build time by
 * `planSiteData`: a small shell (site options, inlined in every page), a route manifest (fetched
 * after hydration) and one JSON data file per route plus shared files (sidebars), each named by
 * a hash of its content under `<baseUrl>assets/data/<id>.json`. Nothing here is in the client
 * bundle: the bundle is the theme plus the site's own modules.
 */
import type { Root as HastRoot } from 'hast';
import type { Json, TocItem } from './graph-types.js';

export type { TocItem };

/** What a route renders; one theme component per kind. */
export type ViewKind =
  | 'docs-root'
  | 'docs-version'
  | 'docs-sidebar-root'
  | 'doc'
  | 'doc-generated-index'
  | 'doc-tags-list'
  | 'doc-tag'
  | 'blog-list'
  | 'blog-post'
  | 'blog-tags-list'
  | 'blog-tag'
  | 'blog-archive'
  | 'blog-authors-list'
  | 'blog-author'
  | 'mdx-page'
  | 'jsx-page'
  | 'not-found';

/** One route of the manifest: a node of the graph's route tree in router order. */
export interface ManifestRoute {
  /** URL path, baseUrl included. */
  path: string;
  /** Only the exact path matches (leaf routes); otherwise a layout matching a path prefix. */
  exact: boolean;
  view: ViewKind;
  /** Id of this route's own data file. */
  data?: string;
  /** Id of the shared sidebar data file (docs and blog pages shown with a sidebar). */
  sidebar?: string;
  /** Site module rendering a JSX page: its source path relative to the site folder. */
  module?: string;
  routes?: ManifestRoute[];
}

/** Rendered content of a Markdown/MDX source (from the compiler's page chunk). */
export interface ContentData {
  body: HastRoot;
  toc: TocItem[];
  contentTitle: string | null;
  /**
   * The page's source path when its MDX imports code: its body's components come from the
   * page's own module (`mdx:<source>` in the module store), built from the chunk's
   * `moduleImports`.
   */
  module?: string;
  /**
   * Set in inlined partial data when the body was left out (large pages): the body is at `path`
   * inside the full data file `file`, loaded after hydration.
   */
  deferred?: { file: string; path: (string | number)[] };
}

/** `{title, permalink}` of a neighbour page. */
export interface NavLink {
  title: string;
  permalink: string;
}

/** A tag as pages show it. */
export interface TagLink {
  label: string;
  permalink: string;
  description?: string | null;
}

/**
 * A doc's, post's or page's front matter: every key the graph keeps (its whole front matter, as
 * Docusaurus's `frontMatter`), those the theme reads typed.
 */
export interface ThemeFrontMatter {
  /** Every other key of the front matter (site-specific ones included), as JSON. */
  [key: string]: unknown;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  keywords?: string[];
  image?: string;
  sidebar_class_name?: string;
  wrapperClassName?: string;
}

/** One docs version as the shell knows it (navbar items, version dropdown, banners). */
export interface ShellDocsVersion {
  name: string;
  label: string;
  /** Version root path. */
  path: string;
  isLast: boolean;
  /** Permalink of the version's main doc. */
  mainDocPath: string;
  /** First link of each sidebar (`docSidebar` navbar items). */
  sidebars: Record<string, { path: string; label: string }>;
  /** Docs the navbar references by id (`doc` navbar items): path and title. */
  docs: Record<string, { path: string; title: string }>;
  /** Referenced doc ids that are drafts in this version (their items render nothing). */
  drafts: string[];
}

/** One docs plugin instance as the shell knows it. */
export interface ShellDocsPlugin {
  pluginId: string;
  /** Route base path of the plugin (prefix of every version path). */
  path: string;
  breadcrumbs: boolean;
  /** Versions in Docusaurus order (current first … last). */
  versions: ShellDocsVersion[];
}

/** Site options every page needs; inlined into each prerendered page. */
export interface ShellData {
  site: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    trailingSlash: boolean | null;
    titleDelimiter: string;
    noIndex: boolean;
    defaultLocale: string;
    /** The locale this site build is of (graph `site.currentLocale`). */
    currentLocale: string;
    locales: string[];
    /** The current locale's `htmlLang`, `direction` and `calendar`. */
    locale: { htmlLang: string; direction: 'ltr' | 'rtl'; calendar: string };
    /** Every locale's label, `htmlLang`, direction, calendar, `i18n/` folder and the URL path it is served at (graph `site.localeConfigs`), in `locales` order. */
    localeLinks: { locale: string; label: string; htmlLang: string; direction: 'ltr' | 'rtl'; calendar: string; path: string; baseUrl: string }[];
    /** The locale's `code.json` messages by id (graph `site.codeTranslations`), absent when it has none. */
    codeTranslations?: Record<string, string>;
    favicon: string | null;
    /** The config's `customFields` (graph `site.customFields`), absent when it has none. */
    customFields?: Record<string, Json>;
  };
  /** `themeConfig` as configured (navbar, footer, colorMode, announcementBar, docs, blog, …). */
  themeConfig: Record<string, Json>;
  docs: ShellDocsPlugin[];
  /** Year of the build (footer copyright `{year}`), fixed so server and client render the same. */
  buildYear: number;
  /** Id of the route manifest data file. */
  manifest: string;
  /** Base URL of data files: `<baseUrl>assets/data/`. */
  dataBase: string;
  /**
   * Dev server only: it answers search calls itself (`/1/…` on the page's origin) for this
   * index, from the records of the site as it is now, in place of prebuilt index files.
   */
  devSearch?: { indexName: string };
  /** Set when the site configures the Google tag: the client reports page views to it on route changes. */
  analytics?: { gtag: true };
  /**
   * Prebuilt search indices (`graph.search.indices`) the browser loads on first search, file URLs
   * with baseUrl: the parts a search's facet filters can match, or the whole `url` without parts.
   */
  search: Array<{ name: string; language: string; tags: string[]; url: string; parts?: Array<{ tag: string; version: string; language: string; recordCount: number; url: string }> }>;
}

/** Data of a `docs-version` layout route. */
export interface DocsVersionData {
  view: 'docs-version';
  pluginId: string;
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  /** `unreleased`, `unmaintained` or null (no banner). */
  banner: string | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** The last (latest stable) version: the banner points there. */
  latest: { name: string; label: string; path: string; mainDocPath: string };
}

/** A sidebar item as the theme receives it (golden `sidebars[].items`). */
export type SidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      docId?: string;
      unlisted?: boolean;
      className?: string;
      customProps?: Record<string, Json>;
      autoAddBaseUrl?: boolean;
      /** The sidebar's own description of the item (its card shows it before the doc's). */
      description?: string;
    }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      href?: string;
      className?: string;
      customProps?: Record<string, Json>;
      /** The sidebar's own description of the category (its card shows it instead of the item count). */
      description?: string;
    }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean };

/** A shared sidebar file of a docs version. */
export interface DocsSidebarData {
  view: 'docs-sidebar';
  pluginId: string;
  version: string;
  name: string;
  items: SidebarItem[];
}

/** Data of a doc page. */
export interface DocData {
  view: 'doc';
  pluginId: string;
  version: string;
  id: string;
  title: string;
  description: string;
  permalink: string;
  editUrl: string | null;
  /** Milliseconds since the epoch, when last-update data exists. */
  lastUpdatedAt: number | null;
  lastUpdatedBy: string | null;
  tags: TagLink[];
  previous: NavLink | null;
  next: NavLink | null;
  /** Sidebar shown with the doc (displayed_sidebar applied), or null. */
  sidebar: string | null;
  unlisted: boolean;
  frontMatter: ThemeFrontMatter;
  /** Path of the same doc in each version where it exists (version dropdown, banner). */
  versionPaths: Record<string, string>;
  content: ContentData;
}

/** A card of a generated-index page. */
export interface IndexCard {
  type: 'link' | 'category';
  label: string;
  href: string | null;
  description: string | null;
  /** Number of items (categories). */
  count?: number;
}

/** Data of a generated-index category page. */
export interface DocGeneratedIndexData {
  view: 'doc-generated-index';
  pluginId: string;
  version: string;
  title: string;
  description: string | null;
  permalink: string;
  keywords: string[];
  image: string | null;
  previous: NavLink | null;
  next: NavLink | null;
  sidebar: string | null;
  cards: IndexCard[];
}

/** Data of the docs tags list page. */
export interface DocTagsListData {
  view: 'doc-tags-list';
  pluginId: string;
  version: string;
  tags: { label: string; permalink: string; count: number }[];
}

/** Data of a docs tag page. */
export interface DocTagData {
  view: 'doc-tag';
  pluginId: string;
  version: string;
  tag: { label: string; permalink: string; description: string | null; allTagsPath: string; count: number };
  items: { id: string; title: string; description: string; permalink: string }[];
}

/** An author of a blog post (golden `authors[]`). */
export interface BlogAuthor {
  key?: string | null;
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  imageURL?: string;
  description?: string;
  page?: { permalink: string } | null;
  socials?: Record<string, string>;
}

/** What list pages and post pages show of a blog post. */
export interface BlogPostSummary {
  id: string;
  permalink: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  /** Reading time in minutes, or null when disabled. */
  readingTime: number | null;
  authors: BlogAuthor[];
  tags: TagLink[];
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl: string | null;
  frontMatter: ThemeFrontMatter;
}

/** Pagination data of a list page (blog list, tag, author). */
export interface BlogListMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage: string | null;
  nextPage: string | null;
  blogTitle: string;
  blogDescription: string;
}

/** A post in a list, with its truncated (or full) content. */
export interface BlogListItem {
  post: BlogPostSummary;
  content: ContentData;
}

/** Data of a blog list page. */
export interface BlogListData {
  view: 'blog-list';
  pluginId: string;
  metadata: BlogListMetadata;
  items: BlogListItem[];
  sidebar: boolean;
}

/** Data of a blog post page. */
export interface BlogPostData {
  view: 'blog-post';
  pluginId: string;
  post: BlogPostSummary & {
    prevItem: NavLink | null;
    nextItem: NavLink | null;
    /** Last update (ms since the epoch) and author, with `showLastUpdateTime` / `showLastUpdateAuthor`. */
    lastUpdatedAt: number | null;
    lastUpdatedBy: string | null;
  };
  content: ContentData;
}

/** The shared recent-posts sidebar of a blog instance. */
export interface BlogSidebarData {
  view: 'blog-sidebar';
  pluginId: string;
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

/** Data of the blog archive page. */
export interface BlogArchiveData {
  view: 'blog-archive';
  pluginId: string;
  blogTitle: string;
  blogDescription: string;
  posts: { title: string; permalink: string; date: string }[];
}

/** Data of the blog tags list page. */
export interface BlogTagsListData {
  view: 'blog-tags-list';
  pluginId: string;
  tags: { label: string; permalink: string; count: number; description: string | null }[];
}

/** Data of a blog tag page (one page of it). */
export interface BlogTagData {
  view: 'blog-tag';
  pluginId: string;
  tag: { label: string; permalink: string; description: string | null; count: number; allTagsPath: string };
  metadata: BlogListMetadata;
  items: BlogListItem[];
}

/** Data of the blog authors list page. */
export interface BlogAuthorsListData {
  view: 'blog-authors-list';
  pluginId: string;
  authors: (BlogAuthor & { count: number })[];
}

/** Data of a blog author page (one page of it). */
export interface BlogAuthorData {
  view: 'blog-author';
  pluginId: string;
  author: BlogAuthor & { count: number };
  metadata: BlogListMetadata;
  items: BlogListItem[];
}

/** Data of a Markdown/MDX page of the pages plugin. */
export interface MdxPageData {
  view: 'mdx-page';
  permalink: string;
  title: string | null;
  description: string | null;
  frontMatter: ThemeFrontMatter;
  content: ContentData;
}

/** Any data file. */
export type DataFile =
  | DocsVersionData
  | DocsSidebarData
  | DocData
  | DocGeneratedIndexData
  | DocTagsListData
  | DocTagData
  | BlogListData
  | BlogPostData
  | BlogSidebarData
  | BlogArchiveData
  | BlogTagsListData
  | BlogTagData
  | BlogAuthorsListData
  | BlogAuthorData
  | MdxPageData
  | { view: 'manifest'; routes: ManifestRoute[] };

/** What the first render of a page needs: the matched route chain and its data files. */
export interface InitialPageData {
  /** Matched manifest routes, outermost first (manifest entries without their children). */
  chain: ManifestRoute[];
  /** Data files by id (those of the chain). */
  files: Record<string, DataFile>;
  /**
   * Parts of shared files, by the id of the full file: the docs sidebar as this page renders it
   * before interaction (collapsed categories without children). The full file loads after hydration.
   */
  partial?: Record<string, DataFile>;
}
