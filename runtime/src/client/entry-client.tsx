/// <reference types="vite/client" />
/**
 * The browser entry: reads the inlined boot data, loads the first page's site module and
 * lazily loaded views (preloaded by the page's HTML), and hydrates the prerendered HTML. Nothing per site is in here: site modules come from the
 * generated `virtual:sitegraph-site` module, page data from the inlined JSON and data files.
 */
import '../theme/theme.css';
// Infima's classes, for pages and CSS written for Docusaurus.
import '../theme/infima.css';
// Colours of the compiler's compile-time highlighted code blocks.
import '@sitegraph/compiler/highlight-theme.css';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { client, mdxModule, pages } from 'virtual:sitegraph-site';
import { swizzled } from 'virtual:sitegraph-theme';
import { siteWithTheme } from '../swizzle/site-with-theme.js';
import { withGtagPageViews } from '../analytics/gtag-page-views.js';
import { App } from '../app/App.js';
import { createDocumentHead } from '../head/head-manager.js';
import { createDataStore } from '../router/data-store.js';
import { BrowserRouter } from '../router/Router.js';
import { viewLoaders } from '../pages/view-loaders.js';
import { createModuleStore, onDemandMdxModules } from '../router/module-store.js';
import { preloadChain } from '../router/preload.js';
import type { SiteRuntime } from './runtime-context.js';
import { APP_ROOT_ID, BOOT_DATA_ID, type BootData } from './boot-data.js';
import { connectDevUpdates } from './dev-updates.js';
import { registerFlushSync } from './flush-sync.js';

async function boot(): Promise<void> {
  registerFlushSync(flushSync);
  const script = document.getElementById(BOOT_DATA_ID);
  if (!script?.textContent) throw new Error(`The page has no #${BOOT_DATA_ID} data; it was not rendered by sitegraph.`);
  const boot = JSON.parse(script.textContent) as BootData;
  const runtime: SiteRuntime = {
    shell: boot.shell,
    data: createDataStore(boot.shell, boot.page.files, undefined, boot.page.partial),
    modules: createModuleStore(pages, {}, onDemandMdxModules(mdxModule)),
    views: createModuleStore(viewLoaders),
    site: withGtagPageViews(siteWithTheme(client ?? {}, swizzled), boot.shell.analytics?.gtag === true),
    theme: swizzled,
    head: createDocumentHead(document),
    server: false,
  };
  try {
    await preloadChain(runtime, boot.page.chain);
  } catch (error) {
    console.error('Could not load the modules of this page.', error);
  }
  const root = document.getElementById(APP_ROOT_ID)!;
  const app = <App runtime={runtime} initialChain={boot.page.chain} router={BrowserRouter} />;
  // An empty root is a page whose prerender failed (a build with continueOnError): rendered here.
  if (!root.firstChild) createRoot(root).render(app);
  else
    hydrateRoot(root, app, {
      onRecoverableError(error, info) {
        console.error('Recoverable hydration error:', error, info?.componentStack ?? '');
      },
    });
  (window as unknown as { __SITEGRAPH__?: Record<string, unknown> }).__SITEGRAPH__ = { runtime, hydrated: false, ...(window as unknown as { __SITEGRAPH__?: Record<string, unknown> }).__SITEGRAPH__ };
  // Files inlined only in part (pruned sidebars, bodies of large pages): load them in full now.
  for (const id of Object.keys(boot.page.partial ?? {})) {
    void runtime.data.load(id).catch((error: unknown) => console.warn(`Could not load the data file ${id}.`, error));
  }
  // Idle: fetch the route manifest so navigation and prefetching can resolve paths.
  const idle = (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
  idle(() => void runtime.data.manifest().catch(() => {}));
  if (import.meta.hot) connectDevUpdates(runtime, import.meta.hot);
}

void boot();
