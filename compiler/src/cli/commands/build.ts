import path from 'node:path';
import { assembleSite, collectSiteContent } from '../../compile.js';
import { loadSite } from '../../content/index.js';
import { readCopies, writeOutput } from '../../output/index.js';
import { loadRuntime } from '../load-runtime.js';
import { MarkdownCacheStore } from '../markdown-cache-store.js';
import { precompileMarkdown } from '../precompile-markdown.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Options of `sitegraph build`. */
export interface BuildCommandOptions {
  siteDir: string;
  outDir: string;
  graphOnly: boolean;
  verbose: boolean;
  /** Read and write the parse cache (default true; `--no-cache` turns it off). */
  cache: boolean;
  /** Write what compiles even when some files fail (exit code 1 all the same). */
  continueOnError: boolean;
}

/**
 * `sitegraph build [siteDir] [--out dist] [--graph-only]`: load, compile, then either write
 * `graph.json`, the page chunks and the feeds (`--graph-only`), or hand them to the runtime,
 * which bundles the client, prerenders every route and writes the whole site. Returns the process exit code; compile errors throw
 * CompileError (nothing written) unless `continueOnError`, which writes the rest and returns 1.
 */
export async function buildCommand(o: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const input = await loadSite(o.siteDir);
  const store = o.cache ? MarkdownCacheStore.forSite(o.siteDir) : null;
  const cache = store?.load() ?? new Map();
  // Plugins first (cheap), then the Markdown the cache lacks on worker threads, then the rest.
  const collected = collectSiteContent(input);
  const pre = await precompileMarkdown(collected.sources, input.config, cache);
  const result = assembleSite(input, collected, { cache: new Map([...cache, ...pre.results]), continueOnError: o.continueOnError });
  printDiagnostics(result.graph.diagnostics, o.verbose);
  const files = [...result.files, ...(await readCopies(result.copies, o.siteDir))];
  if (o.graphOnly) {
    await writeOutput(o.outDir, files);
  } else {
    const runtime = await loadRuntime();
    const built = await runtime.buildSite({ graph: result.graph, files, outDir: o.outDir, siteDir: o.siteDir });
    for (const w of built.warnings) process.stderr.write(`warning ${w}\n`);
    if (o.verbose) process.stdout.write(`Prerendered ${built.pages} pages (${JSON.stringify(built.timings)})\n`);
  }
  const { cacheEntries } = result.content;
  const parsedCount = result.content.parsedCount + pre.parsed;
  if (store && (parsedCount > 0 || cacheEntries.size !== cache.size)) store.save(cacheEntries);
  const ms = Math.round(performance.now() - started);
  const errors = result.graph.diagnostics.filter((d) => d.level === 'error').length;
  process.stdout.write(
    `Compiled ${result.graph.routesPaths.length} routes to ${path.relative(process.cwd(), path.resolve(o.outDir)) || '.'} in ${ms} ms` +
      (o.verbose ? ` (parsed ${parsedCount} of ${cacheEntries.size} Markdown files${store ? `, cache ${store.file}` : ', cache off'})` : '') +
      (errors ? `; ${errors} file error(s) skipped` : '') +
      '\n',
  );
  return errors ? 1 : 0;
}
