import type { DevCompileResult, DevContent } from '@sitegraph/compiler';
import type { CompiledFile } from '../build/build-site.js';
import type { PageChunk, SiteGraph } from '../data/graph-types.js';
import { planSiteData, type SitePlan } from '../data/plan-site-data.js';
import type { ChunkIndex } from './content-edit.js';
import { restorePlan, serializePlan } from './plan-snapshot.js';

/** What the dev server serves from between two compiles: the data plan of the last good compile. */
export interface DevState {
  plan: SitePlan;
  files: Map<string, CompiledFile>;
  graph: SiteGraph;
  content?: DevContent;
  /** Data files by the chunks they embed (built on the first content edit of this plan). */
  chunks?: ChunkIndex;
  /** Data files the last content edit replaced, still readable until the next one (see `applyContentEdit`). */
  replaced?: string[];
}

/**
 * Plans the data files of a compile result: chunks come from its lazy `content` when it has
 * one, else from its `chunks/<hash>.json` files (a missing one throws when read). A first
 * compile restored from the start snapshot gives back the plan saved with it, when it is this
 * runtime's and this year's (the graph is the one it was planned from); a first compile hands
 * its plan to the next snapshot.
 */
export function makePlan(result: DevCompileResult): DevState {
  const files = new Map(result.files.map((f) => [f.path, f]));
  const content = result.content;
  const buildYear = new Date().getFullYear();
  const readChunk = (hash: string): PageChunk => {
    if (content) return content.chunk(hash);
    const f = files.get(`chunks/${hash}.json`);
    if (!f) throw new Error(`no chunk ${hash}`);
    return JSON.parse(typeof f.content === 'string' ? f.content : Buffer.from(f.content).toString('utf8')) as PageChunk;
  };
  const snapshot = content?.snapshot;
  const restored = snapshot?.restored ? restorePlan(snapshot.restored, buildYear, readChunk) : null;
  const plan = restored ?? planSiteData({ graph: result.graph, buildYear, lazyContent: !!content, readChunk });
  if (snapshot && !restored) snapshot.attach(() => serializePlan(plan, buildYear));
  // Search in dev goes to the dev server's own service (dev-search.ts), over live records.
  const shell = content?.search ? { ...plan.shell, devSearch: { indexName: content.search.name } } : plan.shell;
  return { plan: { ...plan, shell }, files, graph: result.graph, content };
}
