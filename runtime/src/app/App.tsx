import { useEffect, type ComponentType, type ReactNode } from 'react';
import { RuntimeProvider, type SiteRuntime } from '../client/runtime-context.js';
import { ColorModeProvider } from '../color-mode/ColorModeProvider.js';
import type { ManifestRoute } from '../data/site-data.js';
import { AppLayout } from '../layout/AppLayout.js';
import { BareErrorPage, ErrorBoundary } from '../layout/ErrorBoundary.js';
import { RouteChain } from '../pages/views.js';
import { Navigation } from '../router/Navigation.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import PassThroughRoot from '../theme-components/Root.js';

/** Marks `window.__SITEGRAPH__.hydrated` once the app has mounted (tools and tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    const w = window as unknown as { __SITEGRAPH__?: Record<string, unknown> };
    w.__SITEGRAPH__ = { ...w.__SITEGRAPH__, hydrated: true };
  }, []);
  return null;
}

/** The site's swizzled `@theme/Root` (inside the router, so it can use routing hooks), or nothing. */
function ThemeRoot({ children }: { children: ReactNode }) {
  const Root = useThemeComponent('Root', PassThroughRoot);
  return <Root>{children}</Root>;
}

/** Props of {@link App}. */
export interface AppProps {
  runtime: SiteRuntime;
  /** The route chain of the first page (its data is loaded). */
  initialChain: ManifestRoute[];
  /**
   * The router around the app: `BrowserRouter` in the browser, a `StaticRouter` at the URL being
   * rendered on the server (passed in, so the client bundle holds only its own).
   */
  router: ComponentType<{ children?: ReactNode }>;
}

/** The whole site: providers, router, pending navigation, shared layout and the route's views. */
export function App({ runtime, initialChain, router: AppRouter }: AppProps) {
  const Root = runtime.site.Root ?? (({ children }: { children: ReactNode }) => <>{children}</>);
  const content = (
    <Navigation initialChain={initialChain}>
      {(state) => (
        <AppLayout>
          <RouteChain chain={state.chain} />
        </AppLayout>
      )}
    </Navigation>
  );
  return (
    <RuntimeProvider value={runtime}>
      <ErrorBoundary fallback={(p) => <BareErrorPage {...p} />}>
        <Root>
          <HydrationMarker />
          <ColorModeProvider>
            <AppRouter>
              <ThemeRoot>{content}</ThemeRoot>
            </AppRouter>
          </ColorModeProvider>
        </Root>
      </ErrorBoundary>
    </RuntimeProvider>
  );
}
