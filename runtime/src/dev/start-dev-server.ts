import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import type { DevCompileResult, DevContent, DevContentEdit } from '@sitegraph/compiler';
import { CLIENT_MODULE_NAMES } from '../build/site-plugin.js';
import { findSwizzled } from '../build/theme-aliases.js';
import type { SitePlan } from '../data/plan-site-data.js';
import type { DevState } from './dev-state.js';
import type { PageModuleSource } from '../data/page-module-source.js';
import { listenError } from '../serve/serve-errors.js';
import { createBackgroundStart } from './background-start.js';
import { createChangeBatcher } from './change-batcher.js';
import { createDevErrorState } from './dev-error-state.js';
import { createDevRenderer } from './dev-renderer.js';
import { createDevRequestHandler } from './dev-requests.js';
import { createDevSearchService } from './dev-search.js';
import { makePlan } from './dev-state.js';
import { createStepLog, epochNow } from './dev-timing.js';
import type { DevUpdateAction } from './dev-update.js';
import { createDevUpdates } from './dev-updates.js';
import { createLazyVite } from './lazy-vite.js';
import { defaultViteCacheDir } from './vite-cache-dir.js';
import { createSiteWatcher } from './site-watcher.js';

export type { DevCompileResult, DevContent, DevContentEdit };

/** Options of {@link startDevServer}. */
export interface StartDevServerOptions {
  /** The site folder (watched; its `src/` modules are served with hot reload). */
  siteDir: string;
  /**
   * Vite's cache folder for this site (its pre-bundled dependencies, made when the server
   * starts). Default: `.sitegraph/cache/<site id>/vite` in the working directory, beside the
   * parse cache (see `defaultViteCacheDir`), never the runtime's own package folder.
   */
  cacheDir?: string;
  /** Port; 0 picks a free one. Default 3000. */
  port?: number;
  host?: string;
  /**
   * Compiles the site. Called once at start and after each batch of changes with the changed
   * paths (relative to `siteDir`), so the caller can recompile incrementally (re-parse only what
   * changed). A thrown error keeps the last good site, is reported through `onError` and is
   * shown in Vite's error overlay (a CompileError's diagnostics give its file:line) until a
   * compile succeeds; the result's `errors` (pages that do not compile) are shown likewise
   * until their file changes again.
   */
  compile: (changed: readonly string[] | null) => Promise<DevCompileResult | DevContentEdit> | DevCompileResult | DevContentEdit;
  /** Called once, after the first page was served (background work such as link checks). */
  onFirstPage?: () => void;
  /** Log the time of each start-up step and each step of each update (file event to WebSocket send). */
  verbose?: boolean;
  /** Compile errors (default: printed to stderr). */
  onError?: (error: unknown) => void;
  log?: (message: string) => void;
  /**
   * Milliseconds to wait for more changes before recompiling. Default 0: events of the same
   * event-loop turn form one batch, later ones the next (files chokidar's 50 ms throttle would
   * drop are re-read 60 ms later, see `createWriteRecheck`).
   */
  debounceMs?: number;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  port: number;
  /** Resolves with the action of the next recompile (tests, tools). */
  nextUpdate(): Promise<DevUpdateAction>;
  /** Resolves when the watcher has scanned the site (changes before that may be missed). */
  watching: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the development server (issue #5 "dev"): pages are rendered on request with the same
 * React tree as the build (through Vite's SSR loader), the theme and the site's React code are
 * served by Vite with hot module replacement, and the content and config are watched with
 * chokidar: each change recompiles the site (through `compile`) and pushes the update to open
 * pages over Vite's WebSocket channel, which re-render in place without a full reload (a changed
 * site configuration or a new React page reloads the page).
 *
 * Build errors (a failed compile, a changed page whose content does not compile) open Vite's
 * error overlay on every open page and are injected into every page served while they stand,
 * as Docusaurus shows webpack's overlay; once fixed, an empty Vite update closes the overlay
 * (or reloads a page loaded with it). A page that fails to render gets a 500 page naming the
 * error's file:line, with the overlay. Folder events of the watcher are ignored (their files
 * come as file events).
 *
 * @throws when the first compile fails or the port is taken
 */
export async function startDevServer(options: StartDevServerOptions): Promise<DevServer> {
  const log = options.log ?? (() => {});
  const onError = options.onError ?? ((e: unknown) => process.stderr.write(`${(e as Error)?.stack ?? String(e)}\n`));
  const step = createStepLog(log, options.verbose);
  const siteDir = path.resolve(options.siteDir);
  // Loads while the site compiles (module loading is mostly waiting for files).
  const builtRenderer = import('./render-without-site-modules.js');
  // Swizzled theme components are site code on every page too: the built theme lacks them.
  const hasClientModule = CLIENT_MODULE_NAMES.some((f) => existsSync(path.join(siteDir, f))) || findSwizzled(siteDir).size > 0;
  // Files written after this may be missing from the first compile (the watcher starts later).
  const compileStarted = epochNow();
  const first = await options.compile(null);
  if ('kind' in first) throw new Error('The first compile of the dev server must return a graph.');
  step('site compiled');
  const initial = makePlan(first);
  step('data planned');
  const base = withTrailingSlash(initial.plan.shell.site.baseUrl);

  let closed = false;
  const isClosed = (): boolean => closed;
  const httpServer = createHttpServer();
  /** Build errors since the last good compile: shown on open pages (Vite's overlay) and on every page served. */
  const errors = createDevErrorState();
  const vite = createLazyVite({
    siteDir,
    cacheDir: path.resolve(options.cacheDir ?? defaultViteCacheDir(siteDir)),
    base,
    pages: () => reactPageModules(updates.state().plan),
    mdxModuleLookup: (source) => pageModuleImports(updates.state(), source),
    readChunkText: (hash) => updates.state().content?.partialChunkText?.(hash),
    clientModules: first.graph.site.clientModules,
    customCss: first.graph.site.customCss,
    aliases: first.graph.site.aliases,
    mermaid: first.graph.site.mermaid,
    httpServer,
    isClosed,
    step,
  });
  const updates = createDevUpdates(initial, { compile: options.compile, siteDir, errors, vite, onError, log, verbose: options.verbose });
  const renderer = createDevRenderer({ vite, builtRenderer, hasClientModule, step });
  const batcher = createChangeBatcher({ siteDir, debounceMs: options.debounceMs ?? 0, onBatch: (batch) => updates.apply(batch), onError });
  const watcher = createSiteWatcher({ siteDir, compileStarted, onFile: (file, mtimeMs) => batcher.fileChanged(file, mtimeMs), isClosed, step });
  const background = createBackgroundStart({ vite, renderer, watcher, isClosed, onError });

  let firstPageServed = false;
  httpServer.on(
    'request',
    createDevRequestHandler({
      siteDir,
      base,
      state: updates.state,
      renderer,
      vite,
      errors,
      onError,
      staticFiles: existsSync(path.join(siteDir, 'static')) ? sirv(path.join(siteDir, 'static'), { dev: true, dotfiles: false }) : null,
      search: createDevSearchService({ state: updates.state, base }),
      onServed(pathname) {
        if (firstPageServed) return;
        firstPageServed = true;
        step(`first page served (${pathname})`);
        setImmediate(() => {
          background.start();
          options.onFirstPage?.();
        });
      },
    }),
  );

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', (error) => reject(listenError(error as NodeJS.ErrnoException, host, options.port ?? 3000)));
    httpServer.listen(options.port ?? 3000, host, () => resolve());
  });
  step('listening');
  background.startWhenIdle();
  const port = (httpServer.address() as AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}${base}`,
    nextUpdate: updates.nextUpdate,
    watching: watcher.watching,
    async close() {
      closed = true;
      background.cancel();
      batcher.close();
      await watcher.close();
      await vite.close();
      httpServer.closeAllConnections?.();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** The base URL as Vite and the page paths take it: ending in `/`. */
function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** The React page modules of a plan (Vite's site plugin serves them), sorted. */
function reactPageModules(plan: SitePlan): string[] {
  return [...new Set(plan.pages.flatMap((p) => p.chain.map((r) => r.module).filter((m): m is string => !!m)))].sort();
}

/** The module imports of the MDX page `source` in the latest compile (compiling it if needed), or undefined. */
function pageModuleImports(state: DevState, source: string): PageModuleSource | undefined {
  const ref = state.graph.content[source];
  if (!ref || !state.content) return undefined;
  try {
    const chunk = state.content.chunk(ref.chunk);
    return chunk.moduleImports ? { imports: chunk.moduleImports, ...(chunk.code ? { code: chunk.code } : {}) } : undefined;
  } catch {
    return undefined; // the page does not compile: its error is shown on the page
  }
}
