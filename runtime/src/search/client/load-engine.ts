/// <reference types="vite/client" />
import type { EngineModule } from './local-transport.js';

// A glob rather than a plain `import()`: the engine is its own lazy chunk (never in the page's
// initial JS), and a checkout without the engine module still builds (search then reports the
// missing engine as an error instead of breaking the client bundle).
const engines = import.meta.glob<EngineModule>('../engine/index.ts');

/**
 * Imports the search engine module (runtime/src/search/engine, search contract §2).
 * Rejects when the module is not part of this build.
 */
export function loadEngine(): Promise<EngineModule> {
  const load = engines['../engine/index.ts'];
  if (!load) return Promise.reject(new Error('The search engine module (runtime/src/search/engine/index.ts) is not part of this build.'));
  return load();
}
