import type { HostedTimeouts } from './client/hosted-transport.js';

/**
 * The site's search settings: Docusaurus's `themeConfig.algolia` (appId, apiKey, indexName,
 * contextualSearch, externalUrlRegex, replaceSearchResultPathname, searchPagePath,
 * searchParameters) plus our own `hosts` (self-hosted endpoints speaking the hosted protocol),
 * `timeouts` (the hosted client's, as Algolia's client option of that name) and
 * `missingResultsUrl` (the 'Let us know.' link; `{query}` is replaced by the encoded query).
 */
export interface SearchConfig {
  indexName: string;
  appId: string | null;
  apiKey: string | null;
  /** Base URLs of the hosts to call in order (hosted mode); empty in local mode. */
  hosts: string[];
  /**
   * The hosted client's timeouts in ms, each positive (`themeConfig.algolia.timeouts`: `connect`,
   * `read`, `write`); those not set are SPEC §9's (1 s, 2 s, 30 s).
   */
  timeouts: Partial<HostedTimeouts>;
  contextualSearch: boolean;
  externalUrlRegex: string | null;
  replaceSearchResultPathname: { from: string; to: string } | null;
  /** Path of the search page relative to baseUrl, or null when disabled (`searchPagePath: false`). */
  searchPagePath: string | null;
  searchParameters: Record<string, unknown>;
  missingResultsUrl: string | null;
}

/** One prebuilt engine index as the shell lists it (`graph.search.indices`, file URL made absolute to the site). */
export interface SearchIndexFile {
  name: string;
  language: string;
  tags: string[];
  /** URL of the whole prebuilt index file (baseUrl applied); loaded only when there are no `parts`. */
  url: string;
  /**
   * The index split by `docusaurus_tag` (`graph.search.indices[].parts`, file URLs with baseUrl):
   * a search loads only the parts its facet filters can match. Absent for graphs before schema 1.2.
   */
  parts?: SearchIndexPartFile[];
}

/** One part of a prebuilt index as the shell lists it: its records' facets and its file's URL. */
export interface SearchIndexPartFile {
  tag: string;
  version: string;
  language: string;
  recordCount: number;
  /** URL of the part's prebuilt index file (baseUrl applied). */
  url: string;
  /** URL of the part's term shards manifest (baseUrl applied), for parts of many records: the browser loads it instead of `url`. */
  shardedUrl?: string;
}

/** The positive, finite `connect`, `read` and `write` of `raw`; anything else is left to the defaults. */
function readTimeouts(raw: unknown): Partial<HostedTimeouts> {
  if (!raw || typeof raw !== 'object') return {};
  const entries = (['connect', 'read', 'write'] as const).map((k) => [k, (raw as Record<string, unknown>)[k]] as const);
  return Object.fromEntries(entries.filter(([, v]) => typeof v === 'number' && Number.isFinite(v) && v > 0));
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Algolia's read hosts for an application id, in the order the official client tries them: the
 * DSN host first, then the three `algolianet.com` fallbacks (shuffled, as the client does).
 */
export function algoliaHosts(appId: string, random: () => number = Math.random): string[] {
  const fallbacks = [1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`);
  for (let i = fallbacks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fallbacks[i], fallbacks[j]] = [fallbacks[j]!, fallbacks[i]!];
  }
  return [`https://${appId}-dsn.algolia.net`, ...fallbacks];
}

/**
 * Reads the search settings from `themeConfig.algolia`; null when the site has no search block
 * (no `algolia` key). `defaultIndexName` names the index when `indexName` is missing.
 * Hosted mode when `hosts` is a non-empty list, or appId and apiKey are both set.
 */
export function readSearchConfig(themeConfig: Record<string, unknown>, defaultIndexName: string): SearchConfig | null {
  const raw = themeConfig.algolia;
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  const appId = str(a.appId);
  const apiKey = str(a.apiKey);
  const listed = Array.isArray(a.hosts) ? a.hosts.filter((h): h is string => typeof h === 'string' && h !== '') : [];
  const hosts = listed.length > 0 ? listed.map((h) => (/^https?:\/\//.test(h) ? h : `https://${h}`).replace(/\/+$/, '')) : appId && apiKey ? algoliaHosts(appId) : [];
  const replace = a.replaceSearchResultPathname as { from?: unknown; to?: unknown } | undefined;
  return {
    indexName: str(a.indexName) ?? defaultIndexName,
    appId,
    apiKey,
    hosts,
    timeouts: readTimeouts(a.timeouts),
    contextualSearch: a.contextualSearch === true,
    externalUrlRegex: str(a.externalUrlRegex),
    replaceSearchResultPathname: replace && typeof replace.from === 'string' && typeof replace.to === 'string' ? { from: replace.from, to: replace.to } : null,
    searchPagePath: a.searchPagePath === false ? null : (str(a.searchPagePath) ?? 'search'),
    searchParameters: a.searchParameters && typeof a.searchParameters === 'object' ? (a.searchParameters as Record<string, unknown>) : {},
    missingResultsUrl: str(a.missingResultsUrl),
  };
}

/** What {@link siteSearchConfig} reads of the shell. */
export interface SearchShell {
  themeConfig: Record<string, unknown>;
  site: { title: string };
  search: ReadonlyArray<{ name: string }>;
  devSearch?: { indexName: string };
}

/**
 * The search settings of a site's shell: {@link readSearchConfig} with the index the compiler
 * named (`graph.search`), else the site title slugged. On the dev server (`shell.devSearch`) a
 * site without hosted search calls the dev server itself (`origin`, the page's), which answers
 * over the live records.
 */
export function siteSearchConfig(shell: SearchShell, origin: string): SearchConfig | null {
  const config = readSearchConfig(shell.themeConfig, shell.devSearch?.indexName ?? shell.search[0]?.name ?? slug(shell.site.title));
  if (!config || !shell.devSearch || config.hosts.length > 0) return config;
  return { ...config, indexName: shell.devSearch.indexName, hosts: [origin] };
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'site';
}

/** The page's origin (`https://host:port`), or '' when rendering on the server (no queries are sent there). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
