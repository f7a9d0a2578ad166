import type { ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { DocsSidebarData, ManifestRoute } from '../data/site-data.js';
import { useRouteState } from '../router/route-state.js';
import { DocSidebar } from '../sidebar/DocSidebarItems.js';

/** The sidebar file of the displayed leaf route, if it is a docs sidebar. */
export function useLeafDocsSidebar(): DocsSidebarData | null {
  const runtime = useSiteRuntime();
  const { chain } = useRouteState();
  const id = chain[chain.length - 1]?.sidebar;
  const file = id ? runtime.data.peek(id) : undefined;
  return file && file.view === 'docs-sidebar' ? file : null;
}

/** The docs page layout (sidebar root route): the docs sidebar beside the page (SPEC §2 docs). */
export function DocRootLayout({ children }: { route: ManifestRoute; children?: ReactNode }) {
  const sidebar = useLeafDocsSidebar();
  const { location } = useRouteState();
  return (
    <div className="docs-wrapper">
      {sidebar ? (
        <aside className="docs-sidebar-container">
          <DocSidebar items={sidebar.items} activePath={location.pathname} />
        </aside>
      ) : null}
      <div className={`docs-main${sidebar ? '' : ' docs-main--full'}`}>{children}</div>
    </div>
  );
}
