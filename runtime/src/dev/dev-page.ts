import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataFile } from '../data/site-data.js';
import { feedLinks } from '../build/feed-links.js';
import { bootDataWriter } from '../prerender/boot-json.js';
import { pageTemplate, siteHeadTags } from '../prerender/html-template.js';
import { pageModuleSources } from '../router/page-modules.js';
import { routeChain } from '../router/route-chain.js';
import { normalizePathname } from '@sitegraph/compiler/urls';
import type { DevErrorState } from './dev-error-state.js';
import { errorPageHtml, overlayError, withOverlay } from './dev-errors.js';
import type { DevRenderer } from './dev-renderer.js';
import type { DevState } from './dev-state.js';
import type { LazyVite } from './lazy-vite.js';
import { injectViteClientTags } from './vite-client-tags.js';

/** What {@link sendDevPage} reads. */
export interface DevPageContext {
  /** The current state (read when the page starts and again once its renderer is ready). */
  state(): DevState;
  renderer: DevRenderer;
  vite: LazyVite;
  /** The site's base URL, ending in `/`. */
  base: string;
  errors: DevErrorState;
  /** Called after each page was sent, with its path. */
  onServed(pathname: string): void;
}

/**
 * Renders the page of `pathname` as the build prerenders it (same template, head tags and boot
 * data; the client entry served by Vite as its script) and sends it, uncached: 404 for the
 * not-found route, else 200. The HTML goes through Vite's `transformIndexHtml` once Vite runs,
 * else gets the same client tags; a standing build error is injected as Vite's overlay.
 *
 * @throws (rejects) when the renderer cannot load or the page fails to render (nothing was sent)
 */
export async function sendDevPage(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: DevPageContext): Promise<void> {
  const { base } = ctx;
  const { plan } = ctx.state();
  const chain = routeChain(plan.manifest, pathname);
  const leaf = chain[chain.length - 1]!;
  const server = await ctx.renderer.renderer(chain);
  const lookup = (id: string): DataFile | undefined => plan.files.get(id)?.value;
  // MDX pages that import code: their modules load by path, before the synchronous render.
  const sources = pageModuleSources(chain.flatMap((r) => [r.data, r.sidebar]).flatMap((id) => (id ? [lookup(id)] : [])));
  if (sources.length > 0) await server.preloadMdxModules?.(sources);
  const rendered = server.renderPage({ shell: plan.shell, lookup, chain, url: req.url ?? pathname });
  const html = pageTemplate(plan.shell, siteHeadTags({ shell: plan.shell }, feedLinks(ctx.state().graph), ctx.state().graph.site.headTags))({
    appHtml: rendered.html,
    head: rendered.head,
    bootJson: bootDataWriter(plan)({ path: leaf.path === pathname ? leaf.path : normalizePathname(pathname), chain, noIndex: false }),
    assets: { script: `${base}client/entry-client.tsx`, styles: [], preload: [] },
    isHome: pathname === plan.shell.site.baseUrl,
  });
  const vite = ctx.vite.current();
  const transformed = vite ? await vite.transformIndexHtml(req.url ?? pathname, html) : injectViteClientTags(html, base);
  res.statusCode = leaf.view === 'not-found' ? 404 : 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  const standing = ctx.errors.current();
  res.end(standing ? withOverlay(transformed, standing, base) : transformed);
  ctx.onServed(pathname);
}

/** What {@link sendRenderFailedPage} needs. */
export interface RenderFailedContext {
  siteDir: string;
  base: string;
  errors: DevErrorState;
  onError: (error: unknown) => void;
}

/**
 * Answers a page that fails to render with an error page (500) showing Vite's overlay with the
 * error's file:line; the error is reported through `onError` and marked shown, so the next clean
 * update clears it.
 */
export function sendRenderFailedPage(res: ServerResponse, pathname: string, error: unknown, ctx: RenderFailedContext): void {
  ctx.onError(error);
  ctx.errors.shown();
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(errorPageHtml(`Rendering ${pathname} failed`, overlayError(error, ctx.siteDir), ctx.base));
}
