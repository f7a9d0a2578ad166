/**
 * The module names the runtime provides under Docusaurus's aliases. Each `@theme/<Name>` is a
 * file `theme-components/<Name>.tsx` (or `.ts`); each `@docusaurus/<Name>` a file
 * `docusaurus/<Name>.tsx` (or `.ts`). A test checks every name has its file.
 */

/** `@theme/<Name>`: the components people import and swizzle most. */
export const THEME_COMPONENT_NAMES: readonly string[] = [
  'Admonition',
  'AnnouncementBar',
  'BackToTopButton',
  'BlogLayout',
  'BlogPostItem',
  'BlogPostItem/Footer/ReadMoreLink',
  'BlogPostPaginator',
  'BlogSidebar',
  'CodeBlock',
  'ColorModeToggle',
  'ContentVisibility',
  'Details',
  'DocBreadcrumbs',
  'DocCard',
  'DocCategoryGeneratedIndexPage',
  'DocCardList',
  'DocItem',
  'DocItem/Content',
  'DocItem/Footer',
  'DocItem/Layout',
  'DocItem/Paginator',
  'DocItem/TOC/Desktop',
  'DocItem/TOC/Mobile',
  'DocPaginator',
  'DocRoot/Layout/Main',
  'DocSidebar',
  'DocSidebarItem',
  'DocSidebarItem/Category',
  'DocSidebarItem/Html',
  'DocSidebarItem/Link',
  'DocSidebarItems',
  'DocVersionBadge',
  'DocVersionBanner',
  'EditMetaRow',
  'EditThisPage',
  'ErrorPageContent',
  'Footer',
  'Footer/Copyright',
  'Footer/Layout',
  'Footer/LinkItem',
  'Footer/Links',
  'Footer/Links/MultiColumn',
  'Footer/Links/Simple',
  'Footer/Logo',
  'Heading',
  'Icon/Edit',
  'Icon/ExternalLink',
  'Icon/Language',
  'LastUpdated',
  'Layout',
  'Layout/Provider',
  'Logo',
  'MDXComponents',
  'MDXContent',
  'Mermaid',
  'Navbar',
  'Navbar/Logo',
  'NavbarItem/ComponentTypes',
  'NavbarItem/DocsVersionDropdownNavbarItem',
  'NavbarItem/DropdownNavbarItem',
  'NavbarItem/LocaleDropdownNavbarItem',
  'NotFound',
  'NotFound/Content',
  'PaginatorNavLink',
  'Root',
  'SearchBar',
  'SkipToContent',
  'TOC',
  'TOCCollapsible',
  'TOCInline',
  'TOCItems',
  'TOCItems/Tree',
  'TabItem',
  'Tabs',
  'Tag',
  'TagsListInline',
  'ThemedImage',
  'prism-include-languages',
];

/** `@docusaurus/<Name>`: the client API modules. */
export const DOCUSAURUS_MODULE_NAMES: readonly string[] = [
  'BrowserOnly',
  'ErrorBoundary',
  'ExecutionEnvironment',
  'Head',
  'Interpolate',
  'Link',
  'Translate',
  'isInternalUrl',
  'plugin-content-blog/client',
  'plugin-content-docs/client',
  'router',
  'theme-common',
  'theme-common/internal',
  'useBaseUrl',
  'useDocusaurusContext',
  'useGlobalData',
  'useIsBrowser',
];

/**
 * Theme names only site code reaches (`@theme/<Name>` imports): the theme's pages render their own
 * versions of these, so a site's swizzled one does not replace them there (see
 * `theme/unrendered-component`).
 */
export const SITE_CODE_ONLY: readonly string[] = ['DocItem', 'Icon/ExternalLink', 'ErrorPageContent', 'Layout/Provider', 'prism-include-languages'];

/**
 * Theme names the runtime's own components render through the swizzle map (a site's
 * `src/theme` version replaces them on every page, not only where site code imports them):
 * every theme name but {@link SITE_CODE_ONLY}.
 */
export const SHELL_SWIZZLABLE: readonly string[] = THEME_COMPONENT_NAMES.filter((name) => !SITE_CODE_ONLY.includes(name));
