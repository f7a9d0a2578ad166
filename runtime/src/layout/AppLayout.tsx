import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import { useRouteState } from '../router/route-state.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeBackToTopButton from '../theme-components/BackToTopButton.js';
import { trackKeyboardNavigation } from './keyboard-navigation.js';
import { LayoutChromeContext } from './layout-chrome.js';
import { NoFooterProvider } from './no-footer.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { ShellChrome } from './ShellChrome.js';

/**
 * The shared layout of every page (SPEC §2). Installs keyboard-navigation mode and the back-to-top
 * button. The chrome (skip link, announcement bar, navbar, main wrapper, footer):
 * - by default the shell renders it around the route's views, and `@theme/Layout` only wraps;
 * - when the site swizzles `Layout`, its `Layout` renders it, as in Docusaurus, where every theme
 *   page is wrapped in `@theme/Layout`: the shell wraps the route's views in the site's `Layout`,
 *   except a React page (`jsx-page`), which wraps itself.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { chain } = useRouteState();
  const runtime = useSiteRuntime();
  useEffect(() => trackKeyboardNavigation(document), []);
  const SiteLayout = runtime.theme?.Layout as ComponentType<{ children?: ReactNode }> | undefined;
  const BackToTopButton = useThemeComponent('BackToTopButton', ThemeBackToTopButton);
  if (SiteLayout) {
    const content = <RouteErrorBoundary>{children}</RouteErrorBoundary>;
    const wrapsItself = chain[chain.length - 1]?.view === 'jsx-page';
    return (
      <LayoutChromeContext.Provider value="layout">
        {wrapsItself ? content : <SiteLayout>{content}</SiteLayout>}
        <BackToTopButton />
      </LayoutChromeContext.Provider>
    );
  }
  return (
    <NoFooterProvider>
      {(noFooter) => (
        <>
          <ShellChrome noFooter={noFooter}>{children}</ShellChrome>
          <BackToTopButton />
        </>
      )}
    </NoFooterProvider>
  );
}
