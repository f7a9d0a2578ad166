import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { ManifestRoute, ViewKind } from '../data/site-data.js';
import { DocItemPage } from '../docs/DocItemPage.js';
import { DocRootLayout } from '../docs/DocRootLayout.js';
import { DocsRoot, DocsVersionRoot } from '../docs/DocsVersionRoot.js';
import { Loadable, type ModuleLoader } from '../router/Loadable.js';
import { JsxPage } from './JsxPage.js';
import { NotFoundView } from './NotFoundPage.js';
import { LAZY_VIEWS, type LazyView } from './view-groups.js';

type View = ComponentType<{ route: ManifestRoute; children?: ReactNode }>;

/**
 * The theme component of each route kind in the client entry (layouts render their child route
 * as `children`); the other kinds are in `LAZY_VIEWS`, loaded with their route.
 */
export const VIEWS: Partial<Record<ViewKind, View>> = {
  'docs-root': DocsRoot,
  'docs-version': DocsVersionRoot,
  'docs-sidebar-root': DocRootLayout,
  doc: DocItemPage,
  'jsx-page': JsxPage,
  'not-found': NotFoundView,
};

/**
 * A view of a lazily loaded group that was not loaded before rendering (routes preload their
 * views, so only when that failed): loads it with the states of SPEC §4.
 */
function UnloadedView({ lazy, route, children }: { lazy: LazyView; route: ManifestRoute; children?: ReactNode }) {
  const runtime = useSiteRuntime();
  const loader = useMemo<ModuleLoader>(() => {
    const pick = (m: unknown) => (m ? { default: (m as Record<string, unknown>)[lazy.name] } : undefined);
    return { name: `${lazy.group} views`, peek: () => pick(runtime.views.peek(lazy.group)), load: () => runtime.views.load(lazy.group).then(pick) };
  }, [runtime, lazy]);
  return <Loadable loader={loader} props={{ route, children }} />;
}

function useView(kind: ViewKind): View | { lazy: LazyView } {
  const runtime = useSiteRuntime();
  const lazy = LAZY_VIEWS[kind];
  if (!lazy) return VIEWS[kind] ?? NotFoundView;
  const loaded = runtime.views.peek(lazy.group)?.[lazy.name] as View | undefined;
  return loaded ?? { lazy };
}

/** One route of a chain with its view. */
function RouteView({ route, children }: { route: ManifestRoute; children?: ReactNode }) {
  const View = useView(route.view);
  if ('lazy' in View) {
    return (
      <UnloadedView lazy={View.lazy} route={route}>
        {children}
      </UnloadedView>
    );
  }
  return <View route={route}>{children}</View>;
}

/**
 * Renders a matched chain: each layout route wraps the next; the leaf is keyed by its path so
 * a new page mounts fresh while layouts (docs sidebar) keep their state.
 */
export function RouteChain({ chain }: { chain: readonly ManifestRoute[] }) {
  let element: ReactNode = null;
  for (let i = chain.length - 1; i >= 0; i--) {
    const route = chain[i]!;
    const leaf = i === chain.length - 1;
    element = (
      <RouteView key={leaf ? `${route.view}:${route.path}` : route.view} route={route}>
        {element}
      </RouteView>
    );
  }
  return <>{element}</>;
}
