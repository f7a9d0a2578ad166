import { renderToString } from 'react-dom/server';
import { App } from '../app/App.js';
import { createHeadCollector } from '../head/head-manager.js';
import type { RenderedPage, RenderPageInput } from '../prerender/entry-server.js';
import { eagerViews } from '../pages/eager-views.js';
import { createModuleStore } from '../router/module-store.js';
import { staticRouterAt } from '../router/static-router-at.js';
import { createServerDataStore } from '../router/server-data-store.js';

const modules = createModuleStore({}, {});
const views = createModuleStore({}, eagerViews);

/**
 * The dev server's first pages: renders a page with the runtime's own compiled theme (this
 * package's build, already loaded) instead of transforming the theme sources through Vite's SSR
 * loader, which takes a second or more. Only for sites with no client module and pages with
 * no React page module, where the tree is the one `entry-server` renders: same components, no
 * site code, so the browser's hydration sees the same markup.
 */
export function renderPageWithoutSiteModules(input: RenderPageInput): RenderedPage {
  const head = createHeadCollector();
  const html = renderToString(
    <App
      runtime={{ shell: input.shell, data: createServerDataStore(input.shell, input.lookup), modules, views, site: {}, head, server: true }}
      initialChain={input.chain}
      router={staticRouterAt(input.url)}
    />,
  );
  // No site code, so no links only rendering finds.
  return { html, head: head.get(), links: [] };
}
