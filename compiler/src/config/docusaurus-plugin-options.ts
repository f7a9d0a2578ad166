/**
 * Option names of Docusaurus 3.7's content plugins, as their `validateOptions` schemas accept
 * them (the API pages "plugin-content-docs", "plugin-content-blog", "plugin-content-pages").
 * Docusaurus rejects any other key of a plugin's options ("… is not allowed").
 */

const MARKDOWN_PLUGIN_OPTIONS = ['remarkPlugins', 'rehypePlugins', 'recmaPlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'admonitions'];

/** `@docusaurus/plugin-content-docs` options. */
export const DOCUSAURUS_DOCS_OPTIONS: readonly string[] = [
  'id', 'path', 'editUrl', 'editLocalizedFiles', 'editCurrentVersion', 'routeBasePath', 'tagsBasePath', 'include', 'exclude',
  'sidebarPath', 'sidebarCollapsible', 'sidebarCollapsed', 'sidebarItemsGenerator', 'numberPrefixParser', 'docsRootComponent',
  'docVersionRootComponent', 'docRootComponent', 'docItemComponent', 'docTagsListComponent', 'docTagDocListComponent',
  'docCategoryGeneratedIndexComponent', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'disableVersioning',
  'includeCurrentVersion', 'lastVersion', 'versions', 'onlyIncludeVersions', 'tags', 'onInlineTags', ...MARKDOWN_PLUGIN_OPTIONS,
];

/** `@docusaurus/plugin-content-blog` options. */
export const DOCUSAURUS_BLOG_OPTIONS: readonly string[] = [
  'id', 'path', 'editUrl', 'editLocalizedFiles', 'blogTitle', 'blogDescription', 'blogSidebarCount', 'blogSidebarTitle',
  'routeBasePath', 'tagsBasePath', 'pageBasePath', 'archiveBasePath', 'authorsBasePath', 'include', 'exclude', 'postsPerPage',
  'blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogArchiveComponent',
  'blogAuthorsPostsComponent', 'blogAuthorsListComponent', 'truncateMarker', 'showReadingTime', 'readingTime', 'authorsMapPath',
  'feedOptions', 'sortPosts', 'processBlogPosts', 'showLastUpdateAuthor', 'showLastUpdateTime', 'tags', 'onInlineTags',
  'onInlineAuthors', 'onUntruncatedBlogPosts', ...MARKDOWN_PLUGIN_OPTIONS,
];

/** `feedOptions` of the blog plugin. */
export const DOCUSAURUS_FEED_OPTIONS: readonly string[] = ['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt', 'createFeedItems'];

/** `@docusaurus/plugin-content-pages` options. */
export const DOCUSAURUS_PAGES_OPTIONS: readonly string[] = ['id', 'path', 'routeBasePath', 'include', 'exclude', 'mdxPageComponent', 'editUrl', 'editLocalizedFiles', 'showLastUpdateAuthor', 'showLastUpdateTime', ...MARKDOWN_PLUGIN_OPTIONS];
