import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControl } from './cache-headers.js';
import { isSafeRequestPath } from './safe-path.js';
import { staysInsideRoot } from './inside-root.js';
import { listenError, missingSiteError } from './serve-errors.js';
import { searchServiceForBuild } from '../search/http/index.js';

/** A connect-style handler run before the static files (e.g. the embedded search service). */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Options of {@link serveSite}. */
export interface ServeSiteOptions {
  /** The built site (`sitegraph build` output). */
  dir: string;
  /** Port; 0 picks a free one. Default 3000. */
  port?: number;
  /** Host to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Base URL the site was built for (default: read from the built `graph.json`, else `/`). */
  baseUrl?: string;
  /** Handlers tried before static files, in order. */
  middleware?: Middleware[];
}

/** A running static server. */
export interface ServedSite {
  server: Server;
  port: number;
  /** `http://host:port` plus the base URL. */
  url: string;
  close(): Promise<void>;
}

function builtBaseUrl(dir: string): string {
  try {
    const graph = JSON.parse(readFileSync(path.join(dir, 'graph.json'), 'utf8')) as { site?: { baseUrl?: string } };
    return graph.site?.baseUrl ?? '/';
  } catch {
    return '/';
  }
}

/** What is served from one build of the site: its static handler and its not-found page. */
interface ServedBuild {
  statics: ReturnType<typeof sirv>;
  notFound: Buffer;
}

function openBuild(dir: string): ServedBuild {
  const notFoundFile = path.join(dir, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
  const statics = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    // The build writes `.br` and `.gz` copies beside text files (build/compress-output.ts):
    // sent by Accept-Encoding, with `Content-Encoding` and `Vary: Accept-Encoding`.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  return { statics, notFound };
}

/**
 * The build currently in `dir`. `sitegraph build` replaces the output folder atomically (a new
 * folder renamed into place), so a changed inode or ctime of `dir` means a new build: its file
 * list is read again. While the folder is briefly missing, the previous build is kept.
 */
function currentSite(dir: string): () => ServedBuild {
  const identity = (): string | null => {
    try {
      const st = statSync(dir);
      return `${st.ino}:${st.ctimeMs}`;
    } catch {
      return null;
    }
  };
  let seen = identity();
  let build = openBuild(dir);
  return () => {
    const now = identity();
    if (now !== null && now !== seen) {
      seen = now;
      build = openBuild(dir);
    }
    return build;
  };
}

/**
 * The path a `.html` request names without its suffix (`/a/b.html` → `/a/b`, keeping the query),
 * or null when it has none; `/a/index.html` is already found by the static handler.
 */
export function htmlAlias(url: string): string | null {
  const q = url.search(/[?#]/);
  const pathname = q === -1 ? url : url.slice(0, q);
  if (!pathname.endsWith('.html') || pathname.endsWith('/index.html')) return null;
  return pathname.slice(0, -'.html'.length) + (q === -1 ? '' : url.slice(q));
}

/**
 * Serves a built site (issue #5 "serve"): static files with their content types and cache headers
 * (hashed assets immutable, pages revalidated), `.html` and `/index.html` resolution for
 * extension-less paths, and `404.html` with status 404 for anything else. A request whose path
 * could leave `dir` (`..`, encoded or double-encoded, backslashes, absolute or drive paths) is
 * answered 400 without touching the disk; sirv additionally only serves the files listed when the
 * build was first seen. A rebuild that replaces `dir` is picked up on the next request.
 */
export async function serveSite(options: ServeSiteOptions): Promise<ServedSite> {
  // The real path: a request is served only when its file's real path stays inside it.
  const dir = existsSync(options.dir) && statSync(options.dir).isDirectory() ? realpathSync(options.dir) : null;
  if (dir === null) throw missingSiteError(options.dir);
  const baseUrl = options.baseUrl ?? builtBaseUrl(dir);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const current = currentSite(dir);
  // The embedded search service answers /1/… before any other handler (search contract §3).
  const middleware = [searchServiceForBuild(dir, base), ...(options.middleware ?? [])];

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const site = current();
    const rawUrl = req.url ?? '/';
    const rawPath = rawUrl.split('?')[0]!.split('#')[0]!;
    if (!isSafeRequestPath(rawPath)) {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request path');
      return;
    }
    const sendNotFound = (): void => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      res.end(req.method === 'HEAD' ? undefined : site.notFound);
    };
    let i = 0;
    const next = (): void => {
      const m = middleware[i++];
      if (m) {
        m(req, res, next);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      // The site lives under its base URL; map it to the folder root.
      if (base !== '/') {
        if (!rawPath.startsWith(base) && `${rawPath}/` !== base) {
          sendNotFound();
          return;
        }
        req.url = `/${rawUrl.slice(Math.min(base.length, rawUrl.length))}`;
      }
      if (!staysInsideRoot(dir, req.url ?? '/')) {
        sendNotFound();
        return;
      }
      site.statics(req, res, () => {
        // `/x.html` where the build wrote `x/index.html` (the client router takes both, SPEC §4).
        const alias = htmlAlias(req.url ?? '/');
        if (alias === null || !staysInsideRoot(dir, alias)) {
          sendNotFound();
          return;
        }
        req.url = alias;
        site.statics(req, res, sendNotFound);
      });
    };
    next();
  };

  const server = createServer(handler);
  const host = options.host ?? '127.0.0.1';
  const port0 = options.port ?? 3000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(listenError(error as NodeJS.ErrnoException, host, port0)));
    server.listen(port0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${host}:${port}${base}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
