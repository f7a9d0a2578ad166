import { useEffect, type ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { DocsSidebarData, ManifestRoute } from '../data/site-data.js';
import { useRouteState } from '../router/route-state.js';
import { useLoadedDataFile } from '../router/use-route-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeDocRootLayoutMain from '../theme-components/DocRoot/Layout/Main.js';
import ThemeDocSidebar from '../theme-components/DocSidebar.js';

/**
 * The docs sidebar of the displayed leaf route, or null. On the first page it may be the
 * inlined pruned sidebar; the full shared file is then loaded after mount (re-rendering with
 * identical markup, ready for expanding collapsed categories).
 */
export function useLeafDocsSidebar(): DocsSidebarData | null {
  const runtime = useSiteRuntime();
  const { chain } = useRouteState();
  const id = chain[chain.length - 1]?.sidebar;
  const file = useLoadedDataFile(id);
  useEffect(() => {
    if (id && !runtime.data.peek(id)) void runtime.data.load(id).catch((error: unknown) => console.warn(`Could not load the sidebar ${id}.`, error));
  }, [id, runtime]);
  return file && file.view === 'docs-sidebar' ? file : null;
}

/** The docs sidebar does not collapse (Docusaurus's "hide sidebar" button is not rendered). */
function noCollapse(): void {}

/**
 * The docs page layout (sidebar root route): the docs sidebar (`@theme/DocSidebar` as the site
 * swizzles it) beside the page (SPEC §2 docs).
 */
export function DocRootLayout({ children }: { route: ManifestRoute; children?: ReactNode }) {
  const sidebar = useLeafDocsSidebar();
  const { location } = useRouteState();
  const Main = useThemeComponent('DocRoot/Layout/Main', ThemeDocRootLayoutMain);
  const Sidebar = useThemeComponent('DocSidebar', ThemeDocSidebar);
  return (
    <div className="docs-wrapper">
      {sidebar ? (
        <aside className="docs-sidebar-container">
          <Sidebar sidebar={sidebar.items} path={location.pathname} isHidden={false} onCollapse={noCollapse} />
        </aside>
      ) : null}
      <Main hiddenSidebarContainer={!sidebar}>{children}</Main>
    </div>
  );
}
