import type { EngineModule } from './local-transport.js';

/** Imports the search engine module (its own lazy chunk; never part of the page's initial JS). */
export function loadEngine(): Promise<EngineModule> {
  return import('../engine/index.js') as Promise<EngineModule>;
}
