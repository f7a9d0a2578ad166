import type { DataFile, ManifestRoute, ShellData } from '../data/site-data.js';
import type { DataStore } from './data-store.js';

/** The data store of the server render: every file is available synchronously through `lookup`. */
export function createServerDataStore(shell: ShellData, lookup: (id: string) => DataFile | undefined): DataStore {
  const get = (id: string): DataFile => {
    const f = lookup(id);
    if (!f) throw new Error(`Unknown data file ${id}`);
    return f;
  };
  return {
    peek: lookup,
    load: async (id) => get(id),
    prefetch: async () => {},
    peekManifest: () => {
      const m = lookup(shell.manifest);
      return m && m.view === 'manifest' ? (m.routes as ManifestRoute[]) : undefined;
    },
    manifest: async () => {
      const m = get(shell.manifest);
      return m.view === 'manifest' ? m.routes : [];
    },
    url: (id) => `${shell.dataBase}${id}.json`,
    invalidate: () => {},
    put: () => {},
    peekPartial: () => undefined,
    subscribe: () => () => {},
  };
}
