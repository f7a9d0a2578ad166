import { createContext, useContext, type ReactNode } from 'react';
import type { DocsVersionData, ManifestRoute } from '../data/site-data.js';
import { useRouteData } from '../router/use-route-data.js';

const DocsVersionContext = createContext<DocsVersionData | null>(null);

/** The docs version of the displayed docs page, or null outside docs. */
export function useDocsVersion(): DocsVersionData | null {
  return useContext(DocsVersionContext);
}

/** The docs root layout route: renders its child route. */
export function DocsRoot({ children }: { route: ManifestRoute; children?: ReactNode }) {
  return <>{children}</>;
}

/** The version layout route: provides the version (banner, badge, class name) to its pages. */
export function DocsVersionRoot({ route, children }: { route: ManifestRoute; children?: ReactNode }) {
  const version = useRouteData<DocsVersionData>(route, 'docs-version');
  return (
    <DocsVersionContext.Provider value={version}>
      <div className={`docs-version docs-version-${version.name.replace(/[^A-Za-z0-9_-]/g, '-')}${version.className ? ` ${version.className}` : ''}`}>{children}</div>
    </DocsVersionContext.Provider>
  );
}
