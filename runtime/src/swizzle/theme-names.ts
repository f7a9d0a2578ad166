/**
 * The module names the runtime provides under Docusaurus's aliases. Each `@theme/<Name>` is a
 * file `theme-components/<Name>.tsx` (or `.ts`); each `@docusaurus/<Name>` a file
 * `docusaurus/<Name>.tsx` (or `.ts`). A test checks every name has its file.
 */

/** `@theme/<Name>`: the components people import and swizzle most. */
export const THEME_COMPONENT_NAMES: readonly string[] = [
  'Admonition',
  'BlogPostItem',
  'CodeBlock',
  'ColorModeToggle',
  'Details',
  'DocCard',
  'DocCardList',
  'DocItem',
  'DocItem/Content',
  'DocItem/Footer',
  'DocItem/Layout',
  'DocRoot/Layout/Main',
  'DocSidebar',
  'EditMetaRow',
  'EditThisPage',
  'Footer',
  'Heading',
  'Icon/Edit',
  'Icon/Language',
  'LastUpdated',
  'Layout',
  'Logo',
  'MDXComponents',
  'Mermaid',
  'Navbar',
  'NavbarItem/LocaleDropdownNavbarItem',
  'NotFound',
  'NotFound/Content',
  'Root',
  'SearchBar',
  'TOC',
  'TOCInline',
  'TabItem',
  'Tabs',
  'prism-include-languages',
];

/** `@docusaurus/<Name>`: the client API modules. */
export const DOCUSAURUS_MODULE_NAMES: readonly string[] = [
  'BrowserOnly',
  'ExecutionEnvironment',
  'Head',
  'Interpolate',
  'Link',
  'Translate',
  'isInternalUrl',
  'router',
  'theme-common',
  'useBaseUrl',
  'useDocusaurusContext',
  'useGlobalData',
  'useIsBrowser',
];

/**
 * Theme names the runtime's own components render through the swizzle map (a site's
 * `src/theme` version replaces them on every page, not only where site code imports them).
 */
export const SHELL_SWIZZLABLE: readonly string[] = [
  'Root',
  'Navbar',
  'Footer',
  'Logo',
  'ColorModeToggle',
  'NotFound',
  'NotFound/Content',
  'DocItem/Footer',
  'DocRoot/Layout/Main',
  'EditMetaRow',
  'EditThisPage',
  'Icon/Edit',
  'Icon/Language',
  'NavbarItem/LocaleDropdownNavbarItem',
  'LastUpdated',
  'TOC',
  'SearchBar',
  'MDXComponents',
  'Admonition',
  'CodeBlock',
  'Details',
  'Mermaid',
  'TOCInline',
  'Tabs',
  'TabItem',
  'DocCard',
];
