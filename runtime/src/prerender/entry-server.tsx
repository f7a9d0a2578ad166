/**
 * The server entry, bundled by Vite with the site's modules: renders one page to HTML with the
 * same React tree the browser hydrates.
 */
import { renderToString } from 'react-dom/server';
import { client, eagerPages, mdxModule, pages } from 'virtual:sitegraph-site';
import { swizzled } from 'virtual:sitegraph-theme';
import { siteWithTheme } from '../swizzle/site-with-theme.js';
import { App } from '../app/App.js';
import type { DataFile, ManifestRoute, ShellData } from '../data/site-data.js';
import { createHeadCollector } from '../head/head-manager.js';
import type { HeadState } from '../head/head-state.js';
import { eagerViews } from '../pages/eager-views.js';
import { createModuleStore, onDemandMdxModules } from '../router/module-store.js';
import { pageModuleKey } from '../router/page-modules.js';
import { staticRouterAt } from '../router/static-router-at.js';
import { createServerDataStore } from '../router/server-data-store.js';
import { RenderedLinkSinkContext, type RenderedLink } from '../router/link-collector.js';
import { MissingPluginDataContext, missingPluginDataNote } from '../docusaurus/missing-plugin-data.js';

/** Inputs of {@link renderPage}. */
export interface RenderPageInput {
  shell: ShellData;
  lookup(id: string): DataFile | undefined;
  chain: ManifestRoute[];
  /** Path (and search) being rendered. */
  url: string;
}

/** The rendered app HTML, the head the page asked for, and the links the site's code rendered. */
export interface RenderedPage {
  html: string;
  head: HeadState | null;
  /** Internal links rendered by the site's own code (React pages, components MDX imports), each once, for the build's broken-link check. */
  links: RenderedLink[];
}

const modules = createModuleStore(pages, eagerPages, onDemandMdxModules(mdxModule));

/**
 * Loads the own modules of the MDX pages `sources` (the dev server's, whose pages' modules are
 * loaded on demand): `renderPage` renders synchronously and would otherwise leave their bodies out.
 */
export async function preloadMdxModules(sources: readonly string[]): Promise<void> {
  await Promise.all(sources.map((source) => modules.load(pageModuleKey(source))));
}
const views = createModuleStore({}, eagerViews);

/** Renders the page at `url` (its chain's data available through `lookup`). Throws render errors. */
export function renderPage(input: RenderPageInput): RenderedPage {
  const head = createHeadCollector();
  const links = new Map<string, RenderedLink>();
  const sink = (link: RenderedLink) => links.set(`${link.source}\0${link.url}`, link);
  // Plugins whose global data the page asked for and that have none: named if the render fails.
  const missing = new Set<string>();
  const noteMissing = (name: string, id: string | undefined) => missing.add(id ? `${name}@${id}` : name);
  let html: string;
  try {
    html = renderToString(
      <MissingPluginDataContext.Provider value={noteMissing}>
        <RenderedLinkSinkContext.Provider value={sink}>
          <App
            runtime={{ shell: input.shell, data: createServerDataStore(input.shell, input.lookup), modules, views, site: siteWithTheme(client ?? {}, swizzled), theme: swizzled, head, server: true }}
            initialChain={input.chain}
            router={staticRouterAt(input.url)}
          />
        </RenderedLinkSinkContext.Provider>
      </MissingPluginDataContext.Provider>,
    );
  } catch (error) {
    if (missing.size && error instanceof Error) error.message = `${error.message} [${missingPluginDataNote([...missing])}]`;
    throw error;
  }
  return { html, head: head.get(), links: [...links.values()] };
}

export { createPageRenderer } from './page-renderer.js';
