import { pushSearchRecords, readPushSource, type PushProgress } from '../../search-push/index.js';
import { UserError } from '../../safety/index.js';

/** The environment variables `search push` reads its credentials from (never from files or flags). */
export const PUSH_ENV = { appId: 'ALGOLIA_APP_ID', apiKey: 'ALGOLIA_ADMIN_API_KEY' } as const;

/** Options of `sitegraph search push`. */
export interface SearchPushCommandOptions {
  /** A built site (`dist`, the default) or a site folder to compile. */
  dir: string;
  /** Pushes to this index instead of the graph's (only when the graph has one index). */
  indexName?: string;
  /** Base URLs of self-hosted services (`--host`, repeatable); default: the site's `themeConfig.algolia.hosts`, else Algolia's. */
  hosts: string[];
  batchSize?: number;
  env: Record<string, string | undefined>;
  out: (line: string) => void;
}

/**
 * `sitegraph search push [dist|siteDir] [--index NAME] [--host URL]… [--batch-size N]`: uploads
 * the site's search records to the hosted index, printing each step. Credentials come from
 * `ALGOLIA_APP_ID` and `ALGOLIA_ADMIN_API_KEY` only (not the search key the site's build reads). Returns the exit code (0).
 *
 * @throws UserError when credentials are missing or refused, the source is unreadable or the
 *   service unreachable (the CLI prints it as one line and exits 1)
 */
export async function searchPushCommand(o: SearchPushCommandOptions): Promise<number> {
  const appId = o.env[PUSH_ENV.appId];
  const apiKey = o.env[PUSH_ENV.apiKey];
  if (!appId || !apiKey) {
    throw new UserError('search/credentials', `search push: set ${PUSH_ENV.appId} and ${PUSH_ENV.apiKey} in the environment (a key with the addObject, deleteIndex and editSettings rights)`);
  }
  const source = await readPushSource(o.dir);
  if (o.indexName && source.indices.length !== 1) throw new UserError('search/index', `search push: --index names one index, but the site has ${source.indices.length}`);
  const configured = (source.themeConfig['algolia'] as { hosts?: unknown } | undefined)?.hosts;
  const hosts = o.hosts.length > 0 ? o.hosts : Array.isArray(configured) ? configured.filter((h): h is string => typeof h === 'string' && h !== '') : [];
  const where = hosts.length > 0 ? hosts.join(', ') : `Algolia application ${appId}`;
  for (const index of source.indices) {
    const indexName = o.indexName ?? index.name;
    o.out(`Pushing ${index.records.length} records (${source.kind === 'built' ? 'built site' : 'compiled from the site'}) to index "${indexName}" at ${where}`);
    const started = performance.now();
    const result = await pushSearchRecords({ appId, apiKey, hosts, indexName, records: index.records, batchSize: o.batchSize, onProgress: (p) => o.out(describe(p)) });
    o.out(`Replaced index "${result.indexName}" with ${result.records} records in ${result.batches} batch(es) in ${Math.round(performance.now() - started)} ms`);
  }
  return 0;
}

function describe(p: PushProgress): string {
  switch (p.phase) {
    case 'settings':
      return `  settings: DocSearch index settings on "${p.indexName}"`;
    case 'upload':
      return `  upload: batch ${p.batchesSent}/${p.batchesTotal} (${p.recordsSent}/${p.recordsTotal} records)`;
    case 'swap':
      return `  swap: moving the new records over "${p.indexName}"`;
    case 'retry':
      return `  retry: attempt ${p.attempt} failed (${p.reason}); trying again in ${p.delayMs / 1000} s`;
  }
}
