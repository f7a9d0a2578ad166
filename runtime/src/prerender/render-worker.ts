/**
 * Worker thread of the prerender (bundled with the server renderer): renders the pages it is
 * given and writes them into the output folder, then reports how many it wrote, which of
 * them are noindex (left out of the sitemap) and the links their site code rendered.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { renderPage } from './entry-server.js';
import { htmlIsNoIndex } from './robots-noindex.js';
import { prerenderFailed } from './prerender-failed.js';
import { createPageRenderer, type PageRendererInput, type RenderJob } from './page-renderer.js';
import type { RenderedPageLinks } from '@sitegraph/compiler';

interface WorkerInput extends PageRendererInput {
  outDir: string;
  jobs: RenderJob[];
  /** Keep going after a page fails: it is written to render in the browser, and reported. */
  continueOnError?: boolean;
}

/** A page whose prerender failed under `continueOnError`: its path and what rendering threw. */
export interface PrerenderFailure {
  page: string;
  message: string;
  stack?: string;
}

async function run(): Promise<void> {
  const input = workerData as WorkerInput;
  const links: RenderedPageLinks[] = [];
  const render = createPageRenderer(input, renderPage, (path, pageLinks) => links.push({ path, links: pageLinks }));
  const dirs = new Set<string>();
  let written = 0;
  const noIndex: string[] = [];
  const failures: PrerenderFailure[] = [];
  for (const job of input.jobs) {
    let html: string;
    try {
      html = render(job);
    } catch (error) {
      if (!input.continueOnError) throw prerenderFailed(job.path, error);
      failures.push({ page: job.path, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack });
      html = render(job, true);
    }
    if (htmlIsNoIndex(html)) noIndex.push(job.path);
    const file = path.resolve(input.outDir, job.out);
    if (!file.startsWith(input.outDir + path.sep)) throw new Error(`Output path escapes the output folder: ${job.out}`);
    const dir = path.dirname(file);
    if (!dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      dirs.add(dir);
    }
    await writeFile(file, html);
    written++;
  }
  parentPort!.postMessage({ written, noIndex, links, failures });
}

run().catch((error: unknown) => {
  // The stack of what rendering threw (the cause) is what names the place in the site's code.
  const thrown = error as Error & { page?: string };
  const cause = thrown?.cause as Error | undefined;
  parentPort!.postMessage({ error: thrown?.message ?? String(error), stack: thrown?.stack, page: thrown?.page, cause: cause && { message: cause.message, stack: cause.stack } });
});
