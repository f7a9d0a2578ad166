import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadSearchEngine, type SearchEngine } from '../engine/index.js';

/** What a built site's `graph.json` says about search (the part the service reads). */
interface BuiltSearchSection {
  search?: { indices?: Array<{ name: string; file: string }> };
  site?: { themeConfig?: Record<string, unknown> };
}

/**
 * The engines of a built site (`dist/`): `graph.json`'s `search.indices`, each index file loaded
 * on first use. A rebuild (a new `graph.json`) is picked up on the next lookup; an index file
 * that is missing or unreadable counts as no index (404), never a crash.
 */
export function builtSearchIndices(dir: string): { engine(name: string): SearchEngine | undefined; themeConfig(): Record<string, unknown> } {
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
    engine(name) {
      refresh();
      const entry = graph.search?.indices?.find((i) => i.name === name);
      if (!entry) return undefined;
      if (!engines.has(entry.file)) {
        try {
          engines.set(entry.file, loadSearchEngine(JSON.parse(readFileSync(path.join(dir, entry.file), 'utf8'))));
        } catch {
          engines.set(entry.file, null);
        }
      }
      return engines.get(entry.file) ?? undefined;
    },
    themeConfig() {
      refresh();
      return graph.site?.themeConfig ?? {};
    },
  };
}
