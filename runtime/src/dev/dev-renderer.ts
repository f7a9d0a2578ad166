import path from 'node:path';
import { runtimeSourceDir } from '../build/runtime-paths.js';
import type { StepLog } from './dev-timing.js';
import type { LazyVite } from './lazy-vite.js';

type EntryServer = typeof import('../prerender/entry-server.js');
/** Renders one page: `entry-server`'s `renderPage`, from the SSR loader or the built theme. */
export type PageRenderer = Pick<EntryServer, 'renderPage'> & Partial<Pick<EntryServer, 'preloadMdxModules'>>;
/** A page's route chain, as far as the choice of renderer reads it. */
type Chain = readonly { module?: string }[];

/** Options of {@link createDevRenderer}. */
export interface DevRendererOptions {
  vite: LazyVite;
  /** The built-theme renderer, imported at start (it loads while the site compiles). */
  builtRenderer: Promise<typeof import('./render-without-site-modules.js')>;
  /** Whether the site has code that runs on every page (a client module or swizzled theme components). */
  hasClientModule: boolean;
  step: StepLog;
}

/** Picks the renderer of each dev page (see {@link createDevRenderer}). */
export interface DevRenderer {
  /** Whether the page of `chain` needs Vite's SSR loader (site code or an edited theme) rather than the built theme. */
  needsSsrLoader(chain: Chain): boolean;
  /** The renderer of the page of `chain` (loading the SSR entry when it needs it). */
  renderer(chain: Chain): Promise<PageRenderer>;
  /**
   * Loads the theme's server entry through Vite's SSR loader, once; from then on every page
   * renders with it. A failed load is retried by the next call.
   *
   * @throws (rejects) when Vite does not start or the entry does not load
   */
  loadServer(): Promise<EntryServer>;
}

/**
 * Chooses how the dev server renders a page: through Vite's SSR loader (site modules, theme
 * edits), loaded once the first page is out; until then pages without site code render with the
 * built theme (`render-without-site-modules`), which is already loaded.
 */
export function createDevRenderer(options: DevRendererOptions): DevRenderer {
  const serverEntry = path.join(runtimeSourceDir(), 'prerender', 'entry-server.tsx');
  let serverModule: Promise<EntryServer> | null = null;
  let serverReady = false;
  const loadServer = (): Promise<EntryServer> => {
    serverModule ??= options.vite
      .ensure()
      .then((v) => v.ssrLoadModule(serverEntry) as Promise<EntryServer>)
      .then(
        (m) => {
          serverReady = true;
          options.step('server entry loaded');
          return m;
        },
        (error: unknown) => {
          serverModule = null;
          throw error;
        },
      );
    return serverModule;
  };
  const needsSsrLoader = (chain: Chain): boolean => serverReady || options.hasClientModule || chain.some((r) => r.module);
  return {
    needsSsrLoader,
    async renderer(chain) {
      if (needsSsrLoader(chain)) {
        await loadServer();
        // Asked again on every page: Vite re-runs the modules a file change invalidated (an
        // edited React page or component), and hands the cached ones back otherwise.
        return (await options.vite.ensure()).ssrLoadModule(serverEntry) as Promise<EntryServer>;
      }
      return { renderPage: (await options.builtRenderer).renderPageWithoutSiteModules };
    },
    loadServer,
  };
}
