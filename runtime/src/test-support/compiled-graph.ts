/**
 * Test support: a corpus compiled by `@sitegraph/compiler` (the real graph and page chunks), for
 * runtime tests that need what only the compiler decides (pagination, counts). Cached per folder
 * for the test file's process.
 */
import { compile, loadSite } from '@sitegraph/compiler';
import type { PageChunk, SiteGraph } from '../data/graph-types.js';

const compiled = new Map<string, Promise<{ graph: SiteGraph; chunks: Map<string, PageChunk> }>>();

/** The graph of `siteDir` and its chunks by hash (`chunks/<hash>.json`). */
export function compiledGraph(siteDir: string): Promise<{ graph: SiteGraph; chunks: Map<string, PageChunk> }> {
  let result = compiled.get(siteDir);
  if (!result) {
    result = loadSite(siteDir).then((input) => {
      const { graph, chunks } = compile(input);
      const byHash = new Map(chunks.map((c) => [c.path.replace(/^chunks\/|\.json$/g, ''), JSON.parse(String(c.content)) as PageChunk]));
      return { graph, chunks: byHash };
    });
    compiled.set(siteDir, result);
  }
  return result;
}
