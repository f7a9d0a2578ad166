import { retryingLoader } from './retry-import.js';

/**
 * Site modules (JSX pages) by source path: loaded once through their dynamic import, and
 * available synchronously afterwards so a preloaded route renders without suspending.
 */
export interface ModuleStore {
  has(source: string): boolean;
  /** The loaded module, if any. */
  peek(source: string): Record<string, unknown> | undefined;
  /** Loads the module (once); rejects when its chunk fails to load. */
  load(source: string): Promise<Record<string, unknown>>;
}

/**
 * Creates the store over `loaders`; `eager` modules (server render) count as loaded;
 * `onDemand` gives a loader for a key not listed (the dev server's MDX page modules). A load
 * after a failed one fetches the chunk again ({@link retryingLoader}).
 */
export function createModuleStore(
  loaders: Record<string, () => Promise<unknown>>,
  eager: Record<string, unknown> = {},
  onDemand?: (source: string) => (() => Promise<unknown>) | undefined,
): ModuleStore {
  const loaded = new Map<string, Record<string, unknown>>(Object.entries(eager) as [string, Record<string, unknown>][]);
  const pending = new Map<string, Promise<Record<string, unknown>>>();
  const retrying = new Map<string, () => Promise<unknown>>();
  return {
    has: (source) => source in loaders || loaded.has(source) || onDemand?.(source) !== undefined,
    peek: (source) => loaded.get(source),
    load(source) {
      const hit = loaded.get(source);
      if (hit) return Promise.resolve(hit);
      const given = loaders[source] ?? onDemand?.(source);
      if (!given) return Promise.reject(new Error(`No site module for ${source}`));
      let loader = retrying.get(source);
      if (!loader) retrying.set(source, (loader = retryingLoader(given)));
      let p = pending.get(source);
      if (!p) {
        p = loader().then(
          (m) => {
            loaded.set(source, m as Record<string, unknown>);
            pending.delete(source);
            return m as Record<string, unknown>;
          },
          (error: unknown) => {
            pending.delete(source);
            throw error;
          },
        );
        pending.set(source, p);
      }
      return p;
    },
  };
}

/**
 * The `onDemand` of {@link createModuleStore} for the MDX page modules the site module loads by
 * path (`mdxModule`, the dev server's): keys `mdx:<source>`.
 */
export function onDemandMdxModules(mdxModule: ((source: string) => Promise<unknown>) | undefined): ((key: string) => (() => Promise<unknown>) | undefined) | undefined {
  if (!mdxModule) return undefined;
  return (key) => (key.startsWith('mdx:') ? () => mdxModule(key.slice('mdx:'.length)) : undefined);
}
