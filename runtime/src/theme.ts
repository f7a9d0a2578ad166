/**
 * The theme API for the site's own code (React pages, `src/sitegraph.client.tsx`): what a page
 * imports as `@sitegraph/runtime/theme` (or `@sitegraph/runtime` inside the site bundle).
 */
export { Layout } from './layout/Layout.js';
export { Link, type LinkProps } from './router/Link.js';
export { lazyComponent, Loadable, LoadingSpinner, LoadError } from './router/Loadable.js';
export { MissingDefaultExportError } from './router/loadable.js';
export { PageMeta } from './head/PageMeta.js';
export { useColorMode, type ColorModeValue } from './color-mode/ColorModeProvider.js';
export { useHydrated } from './client/use-hydrated.js';
export { useShell, useThemeConfig, useSiteRuntime } from './client/runtime-context.js';
export { useWindowSize } from './layout/use-window-size.js';
export { useRouteState } from './router/route-state.js';
export { useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions } from './router/Router.js';
export { smoothScrollTo } from './router/scroll.js';
export { storageSlot, type StorageSlot } from './storage/storage.js';
export { usePreferredVersion } from './docs/use-preferred-version.js';
export { Admonition } from './content/components/Admonition.js';
export { Tabs, TabItem } from './content/components/Tabs.js';
export { CodeBlock } from './content/components/CodeBlock.js';
export { Details } from './content/components/Details.js';
export { SearchPage } from './search/page/SearchPage.js';
export type { SiteClientModule, PageViewEvent } from './client/site-module.js';
