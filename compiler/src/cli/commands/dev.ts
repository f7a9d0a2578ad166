import { existsSync } from 'node:fs';
import { createDevCompiler, type DevCompileOutput } from '../../api/dev-compiler.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { loadRuntime } from '../load-runtime.js';
import { waitForSignal } from './serve.js';

/** The dev server API of `@sitegraph/runtime` with lazy content (see its `startDevServer`). */
interface LazyDevServerApi {
  startDevServer(options: {
    siteDir: string;
    port?: number;
    compile: (changed: readonly string[] | null) => Promise<DevCompileOutput>;
    onFirstPage?: () => void;
    verbose?: boolean;
    log?: (m: string) => void;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * The runtime's dev server module alone: the package's index also loads the build (Vite,
 * `@vitejs/plugin-react` and Babel) at once, which the dev server only needs after its first
 * page. Prefers the runtime's bundle of it (`dist/dev-bundle`, runtime/scripts/bundle-dev.mjs:
 * a few files instead of ~150 modules); `SITEGRAPH_UNBUNDLED=1`, or a runtime built without the
 * bundle, loads the tsc output, and failing that the package's index.
 */
async function loadDevServer(): Promise<LazyDevServerApi> {
  let index: string;
  try {
    index = import.meta.resolve('@sitegraph/runtime');
  } catch {
    return (await loadRuntime()) as unknown as LazyDevServerApi;
  }
  // The index is dist/runtime/src/index.js; the bundle is dist/dev-bundle.
  const candidates = [...(process.env.SITEGRAPH_UNBUNDLED === '1' ? [] : ['../../dev-bundle/start-dev-server.js']), './dev/start-dev-server.js'];
  for (const candidate of candidates) {
    const url = new URL(candidate, index);
    if (!existsSync(url)) continue;
    return (await import(url.href)) as LazyDevServerApi;
  }
  return (await loadRuntime()) as unknown as LazyDevServerApi;
}

/**
 * `sitegraph dev [siteDir] [--port 3000] [--locale L] [--verbose]`: serves the site with page content
 * compiled on request, watches it and pushes updates to open pages (see `createDevCompiler`
 * and the runtime's `startDevServer`). `--verbose` logs the time of each start-up step;
 * `--locale` serves that locale (default the default locale).
 */
export async function devCommand(siteDir: string, port: number, verbose = false, locale?: string): Promise<number> {
  const dev = createDevCompiler(siteDir, {
    ...(locale !== undefined ? { locale } : {}),
    onDiagnostics: (diagnostics) => printDiagnostics(diagnostics),
    log: verbose ? (m) => process.stdout.write(`${m}\n`) : undefined,
  });
  // The first compile starts before the runtime (React, Vite) is imported: reading the site's
  // files overlaps compiling the runtime's modules. Its errors surface when the server awaits it.
  let first: Promise<DevCompileOutput> | null = dev.compile(null);
  first.catch(() => {});
  const runtime = await loadDevServer();
  if (verbose) process.stdout.write(`dev: runtime loaded at ${Math.round(performance.now())} ms after process start\n`);
  const server = await runtime.startDevServer({
    siteDir,
    port,
    verbose,
    compile: (changed) => {
      const started = changed === null ? first : null;
      first = null;
      return started ?? dev.compile(changed);
    },
    onFirstPage: () => dev.onFirstPage(),
    log: (m) => process.stdout.write(`${m}\n`),
  });
  process.stdout.write(`sitegraph dev: ${server.url}\n`);
  await waitForSignal();
  await server.close();
  await dev.close();
  return 0;
}
