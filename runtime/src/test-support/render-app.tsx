/**
 * Test support: renders the app on the server (as the build does) for a graph, in-process, with
 * optional extra site components.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.js';
import type { SiteClientModule } from '../client/site-module.js';
import type { PageChunk, SiteGraph } from '../data/graph-types.js';
import { planSiteData, type SitePlan } from '../data/plan-site-data.js';
import { createHeadCollector } from '../head/head-manager.js';
import { eagerViews } from '../pages/eager-views.js';
import { createModuleStore } from '../router/module-store.js';
import { staticRouterAt } from '../router/static-router-at.js';
import { createServerDataStore } from '../router/server-data-store.js';
import { routeChain } from '../router/route-chain.js';
import { RenderedLinkSinkContext, type RenderedLink } from '../router/link-collector.js';
import type { ThemeOverrides } from '../swizzle/use-theme-component.js';

/** Plans a graph for server renders in tests. */
export function planFor(graph: SiteGraph, chunks: Map<string, PageChunk>): SitePlan {
  return planSiteData({ graph, readChunk: (h) => chunks.get(h)!, buildYear: 2025 });
}

/**
 * Renders `path` of a planned site to HTML; `pages` are JSX page modules by source, `theme` the
 * site's swizzled components by theme name (`src/theme/<Name>`). `links` are the links the
 * site's code rendered, collected as `entry-server` collects them.
 */
export function renderApp(
  plan: SitePlan,
  path: string,
  site: SiteClientModule = {},
  pages: Record<string, { default?: ComponentType }> = {},
  theme?: ThemeOverrides,
): { html: string; title: string | null; links: RenderedLink[] } {
  const head = createHeadCollector();
  const chain = routeChain(plan.manifest, path);
  const links: RenderedLink[] = [];
  const html = renderToString(
    <RenderedLinkSinkContext.Provider value={(link) => links.push(link)}>
      <App
        runtime={{
          shell: plan.shell,
          data: createServerDataStore(plan.shell, (id) => plan.files.get(id)?.value),
          modules: createModuleStore({}, pages),
          views: createModuleStore({}, eagerViews),
          site,
          theme,
          head,
          server: true,
        }}
        initialChain={chain}
        router={staticRouterAt(path)}
      />
    </RenderedLinkSinkContext.Provider>,
  );
  return { html, title: head.get()?.title ?? null, links };
}
