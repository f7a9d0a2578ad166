import { loadRuntime } from '../load-runtime.js';

/**
 * `sitegraph serve [dist] [--port 3000]`: serves a built site (static files with correct types
 * and cache headers, never outside `dist`). Runs until the process is stopped.
 */
export async function serveCommand(dir: string, port: number): Promise<number> {
  const runtime = await loadRuntime();
  const served = await runtime.serveSite({ dir, port });
  process.stdout.write(`Serving ${dir} at ${served.url}\n`);
  await waitForSignal();
  await served.close();
  return 0;
}

/** Resolves on SIGINT or SIGTERM. */
export function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
