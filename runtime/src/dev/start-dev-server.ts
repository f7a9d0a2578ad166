import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { FSWatcher } from 'chokidar';
import sirv from 'sirv';
import type { ViteDevServer } from 'vite';
import { CLIENT_MODULE_NAMES } from '../build/site-plugin.js';
import { runtimeSourceDir } from '../build/runtime-paths.js';
import type { DevCompileResult, DevContent, DevContentEdit } from '@sitegraph/compiler';
import type { DataFile } from '../data/site-data.js';
import { pageTemplate, siteHeadTags } from '../prerender/html-template.js';
import { bootDataWriter } from '../prerender/boot-json.js';
import { normalizePathname } from '../router/normalize-pathname.js';
import { routeChain } from '../router/route-chain.js';
import { isSafeRequestPath } from '../serve/safe-path.js';
import { feedLinks } from '../build/feed-links.js';
import { applyContentEdit, indexPlannedChunks } from './content-edit.js';
import { makePlan } from './dev-state.js';
import { createDevErrorState } from './dev-error-state.js';
import { diagnosticOverlay, errorPageHtml, overlayError, withOverlay } from './dev-errors.js';
import { isFileEvent } from './watch-events.js';
import { devUpdateAction, type DevUpdateAction } from './dev-update.js';
import { pushedFiles } from './pushed-files.js';
import { injectViteClientTags } from './vite-client-tags.js';
import { createWriteRecheck, waitWhileEmpty } from './write-recheck.js';
import { listenError } from '../serve/serve-errors.js';

export type { DevCompileResult, DevContent, DevContentEdit };

/** Options of {@link startDevServer}. */
export interface StartDevServerOptions {
  /** The site folder (watched; its `src/` modules are served with hot reload). */
  siteDir: string;
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

/** Milliseconds since the epoch, sub-millisecond (comparable with file mtimes and the browser's clock). */
const epochNow = (): number => performance.timeOrigin + performance.now();
const ms = (from: number, to: number): string => `${(to - from).toFixed(1)} ms`;

const IGNORED = /(^|[/\\])(node_modules|\.git|\.sitegraph|dist|build|test-artifacts)([/\\]|$)/;

/** When Vite and the watcher start if no page was requested before (ms after listening). */
const IDLE_START_MS = 300;
/** File times lag the clock by up to a kernel tick: files written this close before the start are rechecked. */
const MTIME_SLACK_MS = 10;

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
  const t0 = performance.now();
  const step = (what: string): void => {
    if (options.verbose) log(`dev: ${what} at ${Math.round(performance.now())} ms after process start (${Math.round(performance.now() - t0)} ms in the server)`);
  };
  const siteDir = path.resolve(options.siteDir);
  // Loads while the site compiles (module loading is mostly waiting for files).
  const builtRenderer = import('./render-without-site-modules.js');
  const hasClientModule = CLIENT_MODULE_NAMES.some((f) => existsSync(path.join(siteDir, f)));
  // Files written after this may be missing from the first compile (the watcher starts later).
  const compileStarted = epochNow();
  const first = await options.compile(null);
  if ('kind' in first) throw new Error('The first compile of the dev server must return a graph.');
  step('site compiled');
  let state = makePlan(first);
  step('data planned');
  const base = (() => {
    const b = state.plan.shell.site.baseUrl;
    return b.endsWith('/') ? b : `${b}/`;
  })();
  const jsxPages = () => [...new Set(state.plan.pages.flatMap((p) => p.chain.map((r) => r.module).filter((m): m is string => !!m)))].sort();

  const httpServer = createHttpServer();
  // Vite (client modules, HMR, the SSR loader) is created after listening, in the background:
  // the first pages are rendered by the built theme and need none of it. Handlers that need it
  // await `ensureVite()`.
  let vite: ViteDevServer | null = null;
  let viteStarting: Promise<ViteDevServer> | null = null;
  let closed = false;
  const ensureVite = (): Promise<ViteDevServer> =>
    (viteStarting ??= (async () => {
      const [{ createServer: createViteServer }, { viteBaseConfig }] = await Promise.all([import('vite'), import('../build/vite-config.js')]);
      const created = await createViteServer({
        ...viteBaseConfig({ siteDir, pages: jsxPages, base, mode: 'development' }),
        appType: 'custom',
        server: { middlewareMode: true, hmr: { server: httpServer }, fs: { strict: false } },
      });
      if (closed) {
        await created.close();
        throw new Error('The dev server was closed.');
      }
      vite = created;
      step('vite created');
      return created;
    })());
  const staticFiles = existsSync(path.join(siteDir, 'static')) ? sirv(path.join(siteDir, 'static'), { dev: true, dotfiles: false }) : null;
  const entryUrl = `${base}client/entry-client.tsx`;
  const serverEntry = path.join(runtimeSourceDir(), 'prerender', 'entry-server.tsx');
  // The theme through Vite's SSR loader (site modules, theme edits) is loaded once the first
  // page is out; until then pages without site code render with the built theme.
  let serverModule: Promise<typeof import('../prerender/entry-server.js')> | null = null;
  let serverReady = false;
  const loadServer = (): Promise<typeof import('../prerender/entry-server.js')> => {
    serverModule ??= ensureVite().then((v) => v.ssrLoadModule(serverEntry) as Promise<typeof import('../prerender/entry-server.js')>).then(
      (m) => {
        serverReady = true;
        step('server entry loaded');
        return m;
      },
      (error: unknown) => {
        serverModule = null;
        throw error;
      },
    );
    return serverModule;
  };
  /** Whether the page of `chain` needs Vite's SSR loader (site code or an edited theme) rather than the built theme. */
  const needsSsrLoader = (chain: readonly { module?: string }[]): boolean => serverReady || hasClientModule || chain.some((r) => r.module);
  const renderer = async (chain: readonly { module?: string }[]): Promise<Pick<typeof import('../prerender/entry-server.js'), 'renderPage'>> => {
    if (needsSsrLoader(chain)) return loadServer();
    return { renderPage: (await builtRenderer).renderPageWithoutSiteModules };
  };
  let firstPageServed = false;
  /** Build errors since the last good compile: shown on open pages (Vite's overlay) and on every page served. */
  const errors = createDevErrorState();

  const sendHtml = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const { plan } = state;
    const chain = routeChain(plan.manifest, pathname);
    const leaf = chain[chain.length - 1]!;
    const server = await renderer(chain);
    const lookup = (id: string): DataFile | undefined => plan.files.get(id)?.value;
    const rendered = server.renderPage({ shell: plan.shell, lookup, chain, url: req.url ?? pathname });
    const html = pageTemplate(plan.shell, siteHeadTags({ shell: plan.shell }, feedLinks(state.graph)))({
      appHtml: rendered.html,
      head: rendered.head,
      bootJson: bootDataWriter(plan)({ path: leaf.path === pathname ? leaf.path : normalizePathname(pathname), chain, noIndex: false }),
      assets: { script: entryUrl, styles: [], preload: [] },
      isHome: pathname === plan.shell.site.baseUrl,
    });
    const transformed = vite ? await vite.transformIndexHtml(req.url ?? pathname, html) : injectViteClientTags(html, base);
    res.statusCode = leaf.view === 'not-found' ? 404 : 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    const standing = errors.current();
    res.end(standing ? withOverlay(transformed, standing, base) : transformed);
    if (!firstPageServed) {
      firstPageServed = true;
      step(`first page served (${pathname})`);
      setImmediate(() => {
        startBackground();
        options.onFirstPage?.();
      });
    }
  };

  /** Answers a page that fails to render with an error page (500) showing Vite's overlay. */
  const renderFailed = (res: ServerResponse, pathname: string, error: unknown): void => {
    onError(error);
    errors.shown();
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(errorPageHtml(`Rendering ${pathname} failed`, overlayError(error, siteDir), base));
  };

  httpServer.on('request', (req, res) => {
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0]!.split('#')[0]!;
    if (!isSafeRequestPath(pathname)) {
      res.statusCode = 400;
      res.end('Bad request path');
      return;
    }
    const rel = pathname.startsWith(base) ? decodeURIComponent(pathname.slice(base.length)) : null;
    if (rel !== null && rel.startsWith('assets/data/') && rel.endsWith('.json')) {
      const file = state.plan.files.get(rel.slice('assets/data/'.length, -'.json'.length));
      if (!file) {
        res.statusCode = 404;
        res.end();
        return;
      }
      let text: string;
      try {
        text = file.text; // compiles the page's content on first access (lazy content)
      } catch (error) {
        onError(error);
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(`The content of this page does not compile:\n${(error as Error)?.message ?? String(error)}`);
        return;
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(text);
      return;
    }
    const compiledFile = rel === null || rel === 'graph.json' ? undefined : (state.files.get(rel)?.content ?? state.content?.file(rel));
    if (rel !== null && compiledFile !== undefined) {
      res.setHeader('Content-Type', rel.endsWith('.xml') ? 'application/xml; charset=utf-8' : rel.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream');
      res.end(compiledFile);
      return;
    }
    const toVite = (vite: ViteDevServer): void => {
      vite.middlewares(req, res, () => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.statusCode = 405;
          res.end();
          return;
        }
        sendHtml(req, res, pathname).catch((error: unknown) => {
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          renderFailed(res, pathname, error);
        });
      });
    };
    const viaVite = (): void => {
      if (vite) return toVite(vite);
      // Before Vite exists: a page the built theme renders is answered at once (its HTML gets
      // the same client tags Vite would add); anything else waits for Vite.
      const page = (req.method === 'GET' || req.method === 'HEAD') && rel !== null && !rel.startsWith('@') && !/\.[a-z0-9]+$/i.test(rel);
      if (page && !needsSsrLoader(routeChain(state.plan.manifest, pathname))) {
        sendHtml(req, res, pathname).catch((error: unknown) => renderFailed(res, pathname, error));
        return;
      }
      ensureVite().then(toVite, (error: unknown) => {
        onError(error);
        res.statusCode = 500;
        res.end(`Vite could not start:\n${(error as Error)?.stack ?? String(error)}`);
      });
    };
    if (staticFiles && rel !== null && /\.[a-z0-9]+$/i.test(rel)) {
      const saved = req.url;
      req.url = `/${rel}`;
      staticFiles(req, res, () => {
        req.url = saved;
        viaVite();
      });
      return;
    }
    viaVite();
  });

  // Watch content and config; recompile in batches.
  const waiters: ((a: DevUpdateAction) => void)[] = [];
  let pending = new Set<string>();
  /** Epoch ms of the batch's first file event, and of the write it reported (file mtime). */
  let batch: { event: number; written?: number } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let running = Promise.resolve();
  const rebuild = async (fired: number): Promise<void> => {
    if (pending.size === 0) return; // taken by an earlier rebuild of the same burst
    const started = epochNow();
    const changed = [...pending].sort();
    const timing = batch ?? { event: started };
    pending = new Set();
    batch = null;
    await waitWhileEmpty(siteDir, changed);
    recheck.record(changed);
    const steps: string[] = [`settle ${ms(started, epochNow())}`];
    let action: DevUpdateAction;
    let kind = 'graph';
    try {
      const compiling = epochNow();
      const result = await options.compile(changed);
      const compiled = epochNow();
      errors.compiled(changed, (result.errors ?? []).map((d) => ({ file: d.file ?? '', err: diagnosticOverlay(d, siteDir) })));
      if ('kind' in result) {
        kind = result.kind;
        const content = state.content;
        if (!content) throw new Error('A content edit needs a dev server started with lazy content.');
        const chunks = state.chunks ?? indexPlannedChunks(state.plan);
        const edited = applyContentEdit(state.plan, result.renamed, (h) => content.chunk(h), chunks);
        action = edited.action;
        state = { ...state, plan: edited.plan, chunks };
        const timings = result.timings ? ` [${Object.entries(result.timings).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}]` : '';
        steps.push(`compile ${ms(compiling, compiled)}${timings}`, `data files ${ms(compiled, epochNow())}`);
      } else {
        const next = makePlan(result);
        action = devUpdateAction(state.plan, next.plan);
        state = next;
        steps.push(`compile ${ms(compiling, compiled)}`, `plan ${ms(compiled, epochNow())}`);
      }
    } catch (error) {
      onError(error);
      errors.compileFailed(overlayError(error, siteDir, changed));
      action = { kind: 'none' };
    }
    if (action.kind === 'update') {
      const update = action.update;
      if (update.renamed) {
        const t = epochNow();
        const pushed = pushedFiles(state.plan, Object.values(update.renamed));
        if (pushed.files) update.files = pushed.files;
        steps.push(`payload ${ms(t, epochNow())} (${Object.keys(pushed.files ?? {}).length} file(s) pushed, ${Math.round(pushed.chars / 1024)} KB)`);
      }
      const t = epochNow();
      update.timing = { changed: timing.event, sent: t };
      const vite = await ensureVite();
      vite.ws.send({ type: 'custom', event: 'sitegraph:update', data: update });
      steps.push(`send ${ms(t, epochNow())}`);
    }
    if (action.kind === 'reload') {
      const vite = await ensureVite();
      const mod = vite.moduleGraph.getModuleById('\0virtual:sitegraph-site');
      if (mod) vite.moduleGraph.invalidateModule(mod);
      vite.ws.send({ type: 'full-reload', path: '*' });
    }
    const overlay = errors.message();
    if (overlay) (await ensureVite()).ws.send(overlay);
    const done = epochNow();
    log(`${changed.length} file(s) changed: ${action.kind} in ${Math.round(done - started)} ms`);
    if (options.verbose) {
      const write = timing.written !== undefined ? `write → file event ${ms(timing.written, timing.event)}, ` : '';
      log(
        `dev: update of ${changed.join(', ')} (${kind} → ${action.kind}): ${write}debounce ${ms(timing.event, fired)}, queued ${ms(fired, started)}, ` +
          `${steps.join(', ')}; ${timing.written !== undefined ? `write → done ${ms(timing.written, done)}` : `file event → done ${ms(timing.event, done)}`}`,
      );
    }
    for (const w of waiters.splice(0)) w(action);
  };
  const schedule = (): void => {
    const fire = (): void => {
      const fired = epochNow();
      running = running.then(() => rebuild(fired)).catch(onError); // a failed update must not stop the next ones
    };
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
    // No delay by default: same-turn events still share a batch, and a write the compile read
    // too early is caught by the recheck.
    const debounceMs = options.debounceMs ?? 0;
    if (debounceMs > 0) timer = setTimeout(fire, debounceMs);
    else immediate = setImmediate(fire);
  };
  const recheck = createWriteRecheck(siteDir, (files) => {
    const fresh = files.filter((f) => !pending.has(f));
    if (fresh.length === 0) return;
    batch ??= { event: epochNow() };
    for (const f of fresh) pending.add(f);
    schedule();
  });
  const changedFile = (file: string, mtimeMs?: number): void => {
    batch ??= { event: epochNow(), written: mtimeMs };
    pending.add(path.relative(siteDir, file).split(path.sep).join('/'));
    schedule();
  };
  let watcher: FSWatcher | null = null;
  let resolveWatching!: () => void;
  const watching = new Promise<void>((resolve) => (resolveWatching = resolve));
  /**
   * Starts chokidar (after the first page: its initial scan keeps the main thread busy). A file
   * written between the first compile's start and the end of the scan has no event: the files
   * whose mtime is later than that start are recompiled once the watcher is ready.
   */
  const startWatcher = async (): Promise<void> => {
    const { default: chokidar } = await import('chokidar');
    if (closed) return;
    // No awaitWriteFinish (it polls the size for 2 s): a plain write is one `change` event at
    // once (chokidar drops repeats within 50 ms); `atomic` (chokidar's default) only holds back
    // unlink events for 100 ms, pairing an editor's atomic save (unlink + add) into one change.
    watcher = chokidar.watch(siteDir, {
      ignoreInitial: true,
      ignored: (p: string) => IGNORED.test(path.relative(siteDir, p)),
    });
    watcher.on('all', (event, file, stats) => isFileEvent(event) && changedFile(file, stats?.mtimeMs));
    const w = watcher;
    await new Promise<void>((resolve) => w.once('ready', () => resolve()));
    step('watcher ready');
    const files = Object.entries(w.getWatched()).flatMap(([dir, names]) => names.map((n) => path.join(dir, n)));
    const since = compileStarted - MTIME_SLACK_MS;
    await Promise.all(
      files.map(async (file) => {
        const s = await stat(file).catch(() => null);
        if (s?.isFile() && s.mtimeMs >= since) changedFile(file, s.mtimeMs);
      }),
    );
    resolveWatching();
  };
  let backgroundStarted = false;
  /** Creates Vite, loads the SSR entry and starts the watcher (once: after the first page, or when idle). */
  const startBackground = (): void => {
    if (backgroundStarted || closed) return;
    backgroundStarted = true;
    clearTimeout(idleStart);
    void ensureVite()
      .then(() => loadServer())
      .catch(() => {}); // reported by the requests that need it
    void startWatcher().catch((error: unknown) => {
      onError(error);
      resolveWatching();
    });
  };
  let idleStart: NodeJS.Timeout | undefined;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', (error) => reject(listenError(error as NodeJS.ErrnoException, host, options.port ?? 3000)));
    httpServer.listen(options.port ?? 3000, host, () => resolve());
  });
  step('listening');
  idleStart = setTimeout(startBackground, IDLE_START_MS);
  const port = (httpServer.address() as AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}${base}`,
    nextUpdate: () => new Promise((resolve) => waiters.push(resolve)),
    watching,
    async close() {
      closed = true;
      clearTimeout(idleStart);
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
      recheck.close();
      await watcher?.close();
      const v = await viteStarting?.catch(() => null);
      await v?.close();
      httpServer.closeAllConnections?.();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
