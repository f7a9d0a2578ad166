import type { SearchRecord } from '../graph/search-schema.js';
import { searchBlocksOf } from '../markdown/hast-text.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { pageRecords, type PageSearchInfo } from './page-records.js';
import { searchablePages, type CompiledBody, type SearchableSite } from './site-records.js';

interface PageEntry {
  /** The compiled Markdown the records came from (the same object while the page is unchanged). */
  body: CompiledMarkdown | undefined;
  infoKey: string;
  records: SearchRecord[];
}

/**
 * The search records of a site that keeps changing (`sitegraph dev`): {@link update} returns
 * every record, as {@link siteSearchRecords} would, but recomputes only the pages whose compiled
 * Markdown (another result object) or shared fields (URL, title, lvl0, version…) changed; the other
 * pages keep their record objects. When nothing changed it returns the same array, so a caller
 * can keep the engine it built from it.
 */
export class IncrementalSearchRecords {
  private pages = new Map<string, PageEntry>();
  private last: SearchRecord[] | null = null;

  /**
   * @param body the compiled Markdown of a source, or undefined when it does not compile (the
   *   page then has only its title record)
   * @returns every record, and how many pages were recomputed
   */
  update(graph: SearchableSite, body: CompiledBody): { records: SearchRecord[]; recomputed: number } {
    const next = new Map<string, PageEntry>();
    let recomputed = 0;
    for (const { source, info } of searchablePages(graph)) {
      const compiled = body(source);
      const infoKey = JSON.stringify(info satisfies PageSearchInfo);
      const kept = this.pages.get(source);
      if (kept && kept.body === compiled && kept.infoKey === infoKey) {
        next.set(source, kept);
        continue;
      }
      next.set(source, { body: compiled, infoKey, records: pageRecords(info, compiled ? searchBlocksOf(compiled) : []) });
      recomputed++;
    }
    const before = [...this.pages.keys()];
    const samePages = next.size === before.length && [...next.keys()].every((source, i) => source === before[i]);
    this.pages = next;
    if (recomputed > 0 || !samePages || !this.last) this.last = [...next.values()].flatMap((p) => p.records);
    return { records: this.last, recomputed };
  }
}
