import { createDevCompiler, type DevCompileOutput } from '../dev-compiler.js';
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
 * page. Falls back to the index when the module is not where the runtime's build puts it.
 */
async function loadDevServer(): Promise<LazyDevServerApi> {
  try {
    const index = import.meta.resolve('@sitegraph/runtime');
    return (await import(new URL('./dev/start-dev-server.js', index).href)) as LazyDevServerApi;
  } catch {
    return (await loadRuntime()) as unknown as LazyDevServerApi;
  }
}

/**
 * `sitegraph dev [siteDir] [--port 3000] [--verbose]`: serves the site with page content
 * compiled on request, watches it and pushes updates to open pages (see `createDevCompiler`
 * and the runtime's `startDevServer`). `--verbose` logs the time of each start-up step.
 */
export async function devCommand(siteDir: string, port: number, verbose = false): Promise<number> {
  const dev = createDevCompiler(siteDir, { verbose });
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
  return 0;
}
