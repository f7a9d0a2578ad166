import type { PageModuleSource } from '../data/page-module-source.js';
import type { Server as HttpServer } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { StepLog } from './dev-timing.js';

/** Options of {@link createLazyVite}. */
export interface LazyViteOptions {
  siteDir: string;
  /** Vite's cache folder (its pre-bundled dependencies; see `defaultViteCacheDir`). */
  cacheDir: string;
  /** The site's base URL, ending in `/`. */
  base: string;
  /** The React page modules of the current site (read when Vite asks). */
  pages: () => readonly string[];
  /** A page's module imports by source, from the latest compile (see `mdx-module-plugin.ts`). */
  mdxModuleLookup?: (source: string) => PageModuleSource | undefined;
  /** The chunks of the partials pages use as values, by hash (see `mdx-module-plugin.ts`). */
  readChunkText?: (hash: string) => string | undefined;
  /** The config's `clientModules` (site-relative), imported by the client entry before the app renders. */
  clientModules?: readonly string[];
  /** The graph's `site.customCss` (site-relative). */
  customCss?: readonly string[];
  /** The graph's `site.aliases`: import names to site-relative paths. */
  aliases?: Readonly<Record<string, string>>;
  /** The graph's `site.mermaid` (see `mermaidPlugins`). */
  mermaid?: boolean;
  /** The dev server's HTTP server: Vite's HMR WebSocket shares it. */
  httpServer: HttpServer;
  /** Whether the dev server was closed (a Vite created after that is closed again). */
  isClosed: () => boolean;
  step: StepLog;
}

/** Vite of the dev server, created on first use (see {@link createLazyVite}). */
export interface LazyVite {
  /** The Vite server once created, else null. */
  current(): ViteDevServer | null;
  /**
   * Creates Vite once (later calls share the first promise) and resolves with it.
   *
   * @throws (rejects) when Vite fails to start, or with "The dev server was closed." when the
   *   server was closed while Vite started (that Vite is closed)
   */
  ensure(): Promise<ViteDevServer>;
  /** Closes Vite when it was started (waiting for a start under way; a failed start is ignored). */
  close(): Promise<void>;
}

/**
 * Vite for the dev server (client modules, HMR, the SSR loader) in middleware mode, on the
 * server's own HTTP server. Created after listening, in the background: the first pages are
 * rendered by the built theme and need none of it, and handlers that need it await
 * {@link LazyVite.ensure}. Vite and the build's Vite config load only then.
 */
export function createLazyVite(options: LazyViteOptions): LazyVite {
  const { siteDir, base, pages, httpServer } = options;
  let vite: ViteDevServer | null = null;
  let viteStarting: Promise<ViteDevServer> | null = null;
  const ensure = (): Promise<ViteDevServer> =>
    (viteStarting ??= (async () => {
      const [{ createServer: createViteServer }, { viteBaseConfig }] = await Promise.all([import('vite'), import('../build/vite-config.js')]);
      const created = await createViteServer({
        ...viteBaseConfig({ siteDir, pages, base, mode: 'development', clientModules: options.clientModules, customCss: options.customCss, aliases: options.aliases, mermaid: options.mermaid, ...(options.mdxModuleLookup ? { mdxModuleLookup: options.mdxModuleLookup } : {}), ...(options.readChunkText ? { readChunkText: options.readChunkText } : {}) }),
        cacheDir: options.cacheDir,
        appType: 'custom',
        server: { middlewareMode: true, hmr: { server: httpServer }, fs: { strict: false } },
      });
      if (options.isClosed()) {
        await created.close();
        throw new Error('The dev server was closed.');
      }
      vite = created;
      options.step('vite created');
      return created;
    })());
  return {
    current: () => vite,
    ensure,
    async close() {
      const v = await viteStarting?.catch(() => null);
      await v?.close();
    },
  };
}
