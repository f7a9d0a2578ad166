/**
 * `@docusaurus/theme-common`: the parts swizzled components and pages use most, over the
 * runtime's own hooks. A site's installed `@docusaurus/theme-common` package is never bundled
 * (it needs Docusaurus's generated modules); this module stands in for it.
 */
export { useColorMode } from '../color-mode/ColorModeProvider.js';
export { useThemeConfig } from '../client/runtime-context.js';
export { useWindowSize } from '../layout/use-window-size.js';

/** Docusaurus's stable class names that site CSS targets, those the runtime's elements carry. */
export const ThemeClassNames = {
  wrapper: { main: 'main-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated' },
  docs: { docMarkdown: 'theme-doc-markdown', docFooter: 'theme-doc-footer' },
} as const;
export { PageMetadata } from './PageMetadata.js';
