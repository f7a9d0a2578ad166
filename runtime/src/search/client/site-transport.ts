import type { SearchConfig, SearchIndexFile } from '../config.js';
import { createHostedTransport } from './hosted-transport.js';
import { createLocalTransport, type EngineModule } from './local-transport.js';
import type { SearchTransport } from './transport.js';

const cache = new Map<string, SearchTransport>();

/**
 * The page's one transport for a search configuration (kept for the page's life, so failed
 * hosts stay marked down and a loaded index stays loaded): hosted when the config has hosts,
 * else local over the shell's prebuilt indices with the engine loaded by `loadEngine`.
 */
export function siteTransport(config: SearchConfig, indices: SearchIndexFile[], loadEngine: () => Promise<EngineModule>): SearchTransport {
  const key = JSON.stringify([config.hosts, config.appId, config.apiKey, config.timeouts, indices.map((i) => i.url)]);
  let transport = cache.get(key);
  if (!transport) {
    transport = config.hosts.length > 0 ? createHostedTransport({ hosts: config.hosts, appId: config.appId, apiKey: config.apiKey, timeouts: config.timeouts }) : createLocalTransport({ indices, loadEngine });
    cache.set(key, transport);
  }
  return transport;
}
