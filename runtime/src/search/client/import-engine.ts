import type { EngineModule } from './local-transport.js';

/**
 * Imports the search engine module through `load-engine.ts`, whose chunk is imported here and
 * nowhere else: every caller (the search button, the dialog, its warm-up, the search page) goes
 * through this function, so that module is only ever imported dynamically and stays a chunk of
 * its own (a static import anywhere would merge it into that importer's chunk and make this
 * import ineffective, Rollup's INEFFECTIVE_DYNAMIC_IMPORT). Its `import.meta.glob` is the client
 * bundler's: the dev server's prerender bundle (esbuild), which holds the search button, never
 * evaluates it.
 *
 * @returns the engine module; rejects when the engine is not part of this build or its chunk
 *   cannot be fetched
 */
export function importEngine(): Promise<EngineModule> {
  return import('./load-engine.js').then((m) => m.loadEngine());
}
