import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { routeChain } from '../router/route-chain.js';
import { isSafeRequestPath } from '../serve/safe-path.js';
import { sendDevPage, sendRenderFailedPage, type DevPageContext, type RenderFailedContext } from './dev-page.js';
import { serveCompiledFile, serveDataFile } from './dev-site-files.js';

/** A connect-style handler (sirv's): answers the request or calls `next`. */
export type StaticFiles = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What {@link createDevRequestHandler} routes to: the page context plus what other requests need. */
export interface DevRequestContext extends DevPageContext, RenderFailedContext {
  /** The site's `static/` folder, when it has one. */
  staticFiles: StaticFiles | null;
  /** The search service (`/1/…` at the root and under the base URL); other requests go on. */
  search: StaticFiles;
}

/**
 * The dev server's request handler. In order: an unsafe path is a 400; a search call (`/1/…`)
 * goes to the search service; under the base URL, a
 * data file of the current plan, then a file of the last compile (feeds, search files); a path
 * with an extension in `static/`; everything else goes through Vite's middlewares (client
 * modules, HMR), and what they leave is a page (GET and HEAD; other methods 405). Before Vite
 * exists, a page the built theme renders is answered at once; anything else waits for Vite
 * (500 when it cannot start). A page that fails to render is a 500 error page.
 */
export function createDevRequestHandler(ctx: DevRequestContext): (req: IncomingMessage, res: ServerResponse) => void {
  const { base } = ctx;
  return (req, res) => ctx.search(req, res, () => handle(req, res));

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0]!.split('#')[0]!;
    if (!isSafeRequestPath(pathname)) {
      res.statusCode = 400;
      res.end('Bad request path');
      return;
    }
    const rel = pathname.startsWith(base) ? decodeURIComponent(pathname.slice(base.length)) : null;
    if (rel !== null && (serveDataFile(rel, ctx.state(), res, ctx.onError) || serveCompiledFile(rel, ctx.state(), res))) return;
    const toVite = (vite: ViteDevServer): void => {
      vite.middlewares(req, res, () => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.statusCode = 405;
          res.end();
          return;
        }
        sendDevPage(req, res, pathname, ctx).catch((error: unknown) => {
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          sendRenderFailedPage(res, pathname, error, ctx);
        });
      });
    };
    const viaVite = (): void => {
      const vite = ctx.vite.current();
      if (vite) return toVite(vite);
      // Before Vite exists: a page the built theme renders is answered at once (its HTML gets
      // the same client tags Vite would add); anything else waits for Vite.
      const page = (req.method === 'GET' || req.method === 'HEAD') && rel !== null && !rel.startsWith('@') && !/\.[a-z0-9]+$/i.test(rel);
      if (page && !ctx.renderer.needsSsrLoader(routeChain(ctx.state().plan.manifest, pathname))) {
        sendDevPage(req, res, pathname, ctx).catch((error: unknown) => sendRenderFailedPage(res, pathname, error, ctx));
        return;
      }
      ctx.vite.ensure().then(toVite, (error: unknown) => {
        ctx.onError(error);
        res.statusCode = 500;
        res.end(`Vite could not start:\n${(error as Error)?.stack ?? String(error)}`);
      });
    };
    const { staticFiles } = ctx;
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
  }
}
