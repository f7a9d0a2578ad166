/**
 * `@theme/SkipToContent`: the "Skip to main content" link (no props, as Docusaurus's), focusing
 * the page's first `<main>`, else the main wrapper (`SkipToContentFallbackId` of
 * `@docusaurus/theme-common`). The shell renders it first on every page.
 */
export { SkipToContent as default } from '../layout/SkipToContent.js';
