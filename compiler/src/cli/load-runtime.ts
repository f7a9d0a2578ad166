import type { SiteGraph } from '../graph/site-graph.js';
import type { OutputFile } from '../output/index.js';
import { UserError } from '../safety/index.js';

/**
 * The part of `@sitegraph/runtime` the CLI calls (see runtime/README.md). Declared here rather
 * than imported so the compiler package builds on its own; the runtime is loaded on demand, so
 * `--graph-only`, `check` and `conformance` never pay for React and Vite.
 */
export interface RuntimeApi {
  buildSite(options: {
    graph: SiteGraph;
    files: readonly OutputFile[];
    outDir: string;
    siteDir?: string;
    contentDirs?: readonly string[];
    force?: boolean;
    log?: (m: string) => void;
  }): Promise<{
    pages: number;
    warnings: string[];
    timings: Record<string, number>;
  }>;
  serveSite(options: { dir: string; port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
  startDevServer(options: {
    siteDir: string;
    port?: number;
    host?: string;
    compile: (changed: readonly string[] | null) => Promise<{ graph: SiteGraph; files: readonly OutputFile[] }>;
    log?: (m: string) => void;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * Imports the runtime package (`@sitegraph/runtime`, built by `npm run build`).
 *
 * @throws UserError `cli/runtime-missing` saying how to build it when it is missing
 */
export async function loadRuntime(): Promise<RuntimeApi> {
  const name = '@sitegraph/runtime';
  try {
    return (await import(name)) as RuntimeApi;
  } catch (error) {
    throw new UserError('cli/runtime-missing', `Cannot load ${name} (${(error as Error).message.split('\n')[0]}). Run "npm run build" at the repository root first.`);
  }
}
