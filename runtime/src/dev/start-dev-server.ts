import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import chokidar from 'chokidar';
import sirv from 'sirv';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { CompiledFile } from '../build/build-site.js';
import { viteBaseConfig } from '../build/vite-config.js';
import { runtimeSourceDir } from '../build/runtime-paths.js';
import type { PageChunk, SiteGraph } from '../data/graph-types.js';
import { planSiteData, type SitePlan } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';
import { pageTemplate, siteHeadTags } from '../prerender/html-template.js';
import { bootDataWriter } from '../prerender/boot-json.js';
import { normalizePathname } from '../router/normalize-pathname.js';
import { matchRoutes } from '../router/match-routes.js';
import { isSafeRequestPath } from '../serve/safe-path.js';
import { feedLinks } from '../build/feed-links.js';
import { devUpdateAction, type DevUpdateAction } from './dev-update.js';

/** What the dev server's `compile` returns: the graph and the compiler's files (chunks, feeds). */
export interface DevCompileResult {
  graph: SiteGraph;
  files: readonly CompiledFile[];
}

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
   * changed). A thrown error keeps the last good site and is reported through `onError`.
   */
  compile: (changed: readonly string[] | null) => Promise<DevCompileResult> | DevCompileResult;
  /** Compile errors (default: printed to stderr). */
  onError?: (error: unknown) => void;
  log?: (message: string) => void;
  /** Milliseconds to wait for more changes before recompiling. Default 40. */
  debounceMs?: number;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  port: number;
  /** Resolves with the action of the next recompile (tests, tools). */
  nextUpdate(): Promise<DevUpdateAction>;
  close(): Promise<void>;
}

const IGNORED = /(^|[/\\])(node_modules|\.git|\.sitegraph|dist|build|test-artifacts)([/\\]|$)/;

function makePlan(result: DevCompileResult): { plan: SitePlan; files: Map<string, CompiledFile>; graph: SiteGraph } {
  const files = new Map(result.files.map((f) => [f.path, f]));
  const plan = planSiteData({
    graph: result.graph,
    buildYear: new Date().getFullYear(),
    readChunk(hash) {
      const f = files.get(`chunks/${hash}.json`);
      if (!f) throw new Error(`no chunk ${hash}`);
      return JSON.parse(typeof f.content === 'string' ? f.content : Buffer.from(f.content).toString('utf8')) as PageChunk;
    },
  });
  return { plan, files, graph: result.graph };
}

/**
 * Starts the development server (issue #5 "dev"): pages are rendered on request with the same
 * React tree as the build (through Vite's SSR loader), the theme and the site's React code are
 * served by Vite with hot module replacement, and the content and config are watched with
 * chokidar: each change recompiles the site (through `compile`) and pushes the update to open
 * pages over Vite's WebSocket channel, which re-render in place without a full reload (a changed
 * site configuration or a new React page reloads the page).
 *
 * @throws when the first compile fails or the port is taken
 */
export async function startDevServer(options: StartDevServerOptions): Promise<DevServer> {
  const log = options.log ?? (() => {});
  const onError = options.onError ?? ((e: unknown) => process.stderr.write(`${(e as Error)?.stack ?? String(e)}\n`));
  const siteDir = path.resolve(options.siteDir);
  let state = makePlan(await options.compile(null));
  const base = (() => {
    const b = state.plan.shell.site.baseUrl;
    return b.endsWith('/') ? b : `${b}/`;
  })();
  const jsxPages = () => [...new Set(state.plan.pages.flatMap((p) => p.chain.map((r) => r.module).filter((m): m is string => !!m)))].sort();

  const httpServer = createHttpServer();
  const vite: ViteDevServer = await createViteServer({
    ...viteBaseConfig({ siteDir, pages: jsxPages, base, mode: 'development' }),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer }, fs: { strict: false } },
  });
  const staticFiles = existsSync(path.join(siteDir, 'static')) ? sirv(path.join(siteDir, 'static'), { dev: true, dotfiles: false }) : null;
  const entryUrl = `${base}client/entry-client.tsx`;
  const serverEntry = path.join(runtimeSourceDir(), 'prerender', 'entry-server.tsx');

  const sendHtml = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const { plan } = state;
    const chain = matchRoutes(plan.manifest, pathname);
    const leaf = chain[chain.length - 1]!;
    const server = (await vite.ssrLoadModule(serverEntry)) as typeof import('../prerender/entry-server.js');
    const lookup = (id: string): DataFile | undefined => plan.files.get(id)?.value;
    const rendered = server.renderPage({ shell: plan.shell, lookup, chain, url: req.url ?? pathname });
    const html = pageTemplate(plan.shell, siteHeadTags({ shell: plan.shell }, feedLinks(state.graph)))({
      appHtml: rendered.html,
      head: rendered.head,
      bootJson: bootDataWriter(plan)({ path: leaf.path === pathname ? leaf.path : normalizePathname(pathname), chain, noIndex: false }),
      assets: { script: entryUrl, styles: [], preload: [] },
      isHome: pathname === plan.shell.site.baseUrl,
    });
    const transformed = await vite.transformIndexHtml(req.url ?? pathname, html);
    res.statusCode = leaf.view === 'not-found' ? 404 : 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(transformed);
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
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(file.text);
      return;
    }
    if (rel !== null && state.files.has(rel) && rel !== 'graph.json') {
      const f = state.files.get(rel)!;
      res.setHeader('Content-Type', rel.endsWith('.xml') ? 'application/xml; charset=utf-8' : rel.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream');
      res.end(f.content);
      return;
    }
    const toVite = (): void => {
      vite.middlewares(req, res, () => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.statusCode = 405;
          res.end();
          return;
        }
        sendHtml(req, res, pathname).catch((error: unknown) => {
          vite.ssrFixStacktrace(error as Error);
          onError(error);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(`Rendering ${pathname} failed:\n${(error as Error)?.stack ?? String(error)}`);
        });
      });
    };
    if (staticFiles && rel !== null && /\.[a-z0-9]+$/i.test(rel)) {
      const saved = req.url;
      req.url = `/${rel}`;
      staticFiles(req, res, () => {
        req.url = saved;
        toVite();
      });
      return;
    }
    toVite();
  });

  // Watch content and config; recompile in batches.
  const waiters: ((a: DevUpdateAction) => void)[] = [];
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const rebuild = async (): Promise<void> => {
    const changed = [...pending].sort();
    pending = new Set();
    const started = performance.now();
    let action: DevUpdateAction;
    try {
      const next = makePlan(await options.compile(changed));
      action = devUpdateAction(state.plan, next.plan);
      state = next;
    } catch (error) {
      onError(error);
      action = { kind: 'none' };
    }
    if (action.kind === 'update') vite.ws.send({ type: 'custom', event: 'sitegraph:update', data: action.update });
    if (action.kind === 'reload') {
      const mod = vite.moduleGraph.getModuleById('\0virtual:sitegraph-site');
      if (mod) vite.moduleGraph.invalidateModule(mod);
      vite.ws.send({ type: 'full-reload', path: '*' });
    }
    log(`${changed.length} file(s) changed: ${action.kind} in ${Math.round(performance.now() - started)} ms`);
    for (const w of waiters.splice(0)) w(action);
  };
  const watcher = chokidar.watch(siteDir, {
    ignoreInitial: true,
    ignored: (p: string) => IGNORED.test(path.relative(siteDir, p)),
  });
  watcher.on('all', (_event, file) => {
    pending.add(path.relative(siteDir, file).split(path.sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild);
    }, options.debounceMs ?? 40);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 3000, host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}${base}`,
    nextUpdate: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      clearTimeout(timer);
      await watcher.close();
      await vite.close();
      httpServer.closeAllConnections?.();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
