import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FacetFilters } from '../engine/facet-filters.js';
import { loadSearchEngine, type SearchEngine } from '../engine/index.js';
import { indexFilesFor, type IndexPartFacets } from '../index-parts.js';

/** What a built site's `graph.json` says about search (the part the service reads). */
interface BuiltSearchSection {
  search?: { indices?: Array<{ name: string; file: string; parts?: Array<IndexPartFacets & { file: string; recordCount: number }> }> };
  site?: { themeConfig?: Record<string, unknown> };
}

/** The built indices of a site, as `sitegraph serve` reads them. */
export interface BuiltSearchIndices {
  /**
   * The engine of index `name` for a request with `facetFilters`: over only the index's parts the
   * filters can match (all without filters; the whole `file` for a graph without parts), built
   * once per set of part files. Undefined when there is no such index.
   */
  engine(name: string, facetFilters?: FacetFilters): SearchEngine | undefined;
  themeConfig(): Record<string, unknown>;
}

/**
 * The engines of a built site (`dist/`): `graph.json`'s `search.indices`, each set of index files
 * loaded on first use. A rebuild (a new `graph.json`) is picked up on the next lookup; an index
 * file that is missing or unreadable counts as no index (404), never a crash.
 */
export function builtSearchIndices(dir: string): BuiltSearchIndices {
  let stamp = '';
  let graph: BuiltSearchSection = {};
  const engines = new Map<string, SearchEngine | null>();
  const refresh = () => {
    const file = path.join(dir, 'graph.json');
    let now = '';
    try {
      const st = statSync(file);
      now = `${st.ino}:${st.mtimeMs}:${st.size}`;
    } catch {
      now = 'missing';
    }
    if (now === stamp) return;
    stamp = now;
    engines.clear();
    try {
      graph = JSON.parse(readFileSync(file, 'utf8')) as BuiltSearchSection;
    } catch {
      graph = {};
    }
  };
  return {
    engine(name, facetFilters) {
      refresh();
      const entry = graph.search?.indices?.find((i) => i.name === name);
      if (!entry) return undefined;
      const files = indexFilesFor(entry.file, entry.parts, facetFilters, (part) => part.file);
      const key = files.join('\n');
      if (!engines.has(key)) {
        try {
          const parsed = files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown);
          engines.set(key, loadSearchEngine(parsed.length === 1 ? parsed[0] : parsed));
        } catch {
          engines.set(key, null);
        }
      }
      return engines.get(key) ?? undefined;
    },
    themeConfig() {
      refresh();
      return graph.site?.themeConfig ?? {};
    },
  };
}
