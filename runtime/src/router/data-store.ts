import type { DataFile, ManifestRoute, ShellData } from '../data/site-data.js';
import { prefetchUrl } from './prefetch.js';

/**
 * The client-side cache of data files (route data, sidebars, the manifest). Files inlined in the
 * page are available synchronously; others are fetched once from `<dataBase><id>.json`.
 */
export interface DataStore {
  /** A file if it is already loaded. */
  peek(id: string): DataFile | undefined;
  /** Loads a file (once); rejects on network errors and non-200 responses. */
  load(id: string): Promise<DataFile>;
  /** Hints the browser to fetch a file in the background (SPEC §7 page prefetch). */
  prefetch(id: string): Promise<void>;
  /** The route manifest, if loaded. */
  peekManifest(): ManifestRoute[] | undefined;
  /** Loads the route manifest (once). */
  manifest(): Promise<ManifestRoute[]>;
  /** URL of a data file. */
  url(id: string): string;
  /**
   * Dev server updates: switches to a new manifest. Files are named by content hash, so a file
   * never changes; `ids` (files that no longer exist) are forgotten once nothing shows them
   * (prefetch marks are dropped at once).
   */
  invalidate(ids: readonly string[], manifestId?: string): void;
  /**
   * Dev server updates: stores a file the server pushed (by its id, a content hash), so showing
   * it needs no fetch. Listeners are called.
   */
  put(id: string, file: DataFile): void;
  /** The inlined part of a shared file (see `InitialPageData.partial`), if any. */
  peekPartial(id: string): DataFile | undefined;
  /** Calls `listener` whenever a file finishes loading; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** How the store fetches JSON (injectable for tests). */
export type FetchJson = (url: string) => Promise<unknown>;

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status !== 200) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

/** Creates a data store over `shell.dataBase`, pre-filled with `initial` files. */
export function createDataStore(shell: ShellData, initial: Record<string, DataFile>, fetchJson: FetchJson = defaultFetchJson, partial: Record<string, DataFile> = {}): DataStore {
  const loaded = new Map<string, DataFile>(Object.entries(initial));
  const partials = new Map<string, DataFile>(Object.entries(partial));
  const listeners = new Set<() => void>();
  const pending = new Map<string, Promise<DataFile>>();
  const prefetched = new Set<string>();
  let manifestId = shell.manifest;
  const url = (id: string): string => `${shell.dataBase}${id}.json`;
  const load = (id: string): Promise<DataFile> => {
    const hit = loaded.get(id);
    if (hit) return Promise.resolve(hit);
    let p = pending.get(id);
    if (!p) {
      p = fetchJson(url(id)).then(
        (value) => {
          loaded.set(id, value as DataFile);
          pending.delete(id);
          for (const l of [...listeners]) l();
          return value as DataFile;
        },
        (error: unknown) => {
          pending.delete(id);
          throw error;
        },
      );
      pending.set(id, p);
    }
    return p;
  };
  return {
    peek: (id) => loaded.get(id),
    load,
    url,
    async prefetch(id) {
      if (loaded.has(id) || pending.has(id) || prefetched.has(id)) return;
      prefetched.add(id);
      try {
        await prefetchUrl(url(id));
      } catch {
        prefetched.delete(id);
      }
    },
    peekManifest() {
      const m = loaded.get(manifestId);
      return m && m.view === 'manifest' ? m.routes : undefined;
    },
    async manifest() {
      const m = await load(manifestId);
      if (m.view !== 'manifest') throw new Error(`Data file ${manifestId} is not a route manifest`);
      return m.routes;
    },
    peekPartial: (id) => partials.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    invalidate(ids, nextManifest) {
      for (const id of ids) prefetched.delete(id);
      if (nextManifest) manifestId = nextManifest;
    },
    put(id, file) {
      loaded.set(id, file);
      for (const l of [...listeners]) l();
    },
  };
}
