import { assembleSite, collectSiteContent } from '../../compile.js';
import { loadSite, reloadSite, type SiteInput } from '../../content/index.js';
import type { CompiledMarkdown } from '../../markdown/index.js';
import { readCopies } from '../../output/index.js';
import { loadRuntime } from '../load-runtime.js';
import { MarkdownCacheStore } from '../markdown-cache-store.js';
import { precompileMarkdown } from '../precompile-markdown.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { waitForSignal } from './serve.js';

/**
 * `sitegraph dev [siteDir] [--port 3000]`: compiles the site (development mode: drafts kept),
 * serves it, watches the content and config, and on each change re-reads only the changed
 * files and re-parses only changed Markdown (an in-memory parse cache, seeded from the
 * persistent one, and worker threads for the first full compile), pushing the update to open
 * pages. Compile errors keep the last good site and are printed.
 */
export async function devCommand(siteDir: string, port: number): Promise<number> {
  const runtime = await loadRuntime();
  const store = MarkdownCacheStore.forSite(siteDir);
  let input: SiteInput | null = null;
  let cache: Map<string, CompiledMarkdown> | null = null;
  const server = await runtime.startDevServer({
    siteDir,
    port,
    compile: async (changed) => {
      const first = cache === null;
      input = input && changed ? await reloadSite(input, siteDir, changed) : await loadSite(siteDir, { mode: 'development' });
      const collected = collectSiteContent(input);
      if (first) {
        const known = store.load();
        const pre = await precompileMarkdown(collected.sources, input.config, known);
        cache = new Map([...known, ...pre.results]);
      }
      const result = assembleSite(input, collected, { cache: cache!, continueOnError: true });
      cache = result.content.cacheEntries;
      if (first) store.save(cache);
      printDiagnostics(result.graph.diagnostics);
      return { graph: result.graph, files: [...result.files, ...(await readCopies(result.copies, siteDir))] };
    },
    log: (m) => process.stdout.write(`${m}\n`),
  });
  process.stdout.write(`sitegraph dev: ${server.url}\n`);
  await waitForSignal();
  await server.close();
  return 0;
}
