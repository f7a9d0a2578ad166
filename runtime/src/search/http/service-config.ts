import type { SearchCredentials } from './credentials.js';

/** The environment variables the embedded search service reads (documented in runtime/README.md). */
export const SEARCH_ENV = {
  appId: 'SITEGRAPH_SEARCH_APP_ID',
  apiKey: 'SITEGRAPH_SEARCH_API_KEY',
  writeAppId: 'SITEGRAPH_SEARCH_WRITE_APP_ID',
  writeApiKey: 'SITEGRAPH_SEARCH_WRITE_API_KEY',
  corsOrigins: 'SITEGRAPH_SEARCH_CORS_ORIGINS',
} as const;

/**
 * Credentials and CORS origins of the service: search pairs from the environment and from the
 * site's `themeConfig.algolia` (`appId` + `apiKey`, what its readers' browsers send), the write
 * pair from the environment only, CORS origins as a comma-separated list.
 */
export function searchServiceConfig(themeConfig: Record<string, unknown>, env: Record<string, string | undefined>): {
  searchCredentials: SearchCredentials[];
  writeCredentials: SearchCredentials[];
  corsOrigins: string[];
} {
  const searchCredentials: SearchCredentials[] = [];
  const pair = (appId: string | undefined, apiKey: string | undefined) => (appId && apiKey ? [{ appId, apiKey }] : []);
  searchCredentials.push(...pair(env[SEARCH_ENV.appId], env[SEARCH_ENV.apiKey]));
  const algolia = themeConfig['algolia'] as { appId?: unknown; apiKey?: unknown } | undefined;
  if (typeof algolia?.appId === 'string' && typeof algolia.apiKey === 'string') searchCredentials.push(...pair(algolia.appId, algolia.apiKey));
  return {
    searchCredentials,
    writeCredentials: pair(env[SEARCH_ENV.writeAppId], env[SEARCH_ENV.writeApiKey]),
    corsOrigins: (env[SEARCH_ENV.corsOrigins] ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  };
}
