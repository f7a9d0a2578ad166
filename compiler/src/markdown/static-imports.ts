/**
 * Imports whose functions content may call at compile time, because what they return depends
 * only on their arguments and the site: `useBaseUrl` from `@docusaurus/useBaseUrl`
 * (`<video src={useBaseUrl('/clip.mp4')}>`). Their calls with static arguments become values
 * in the page, as Docusaurus's own render of them gives; other uses stay not static.
 */
import type { Program } from 'estree';
import { StaticFunction, type StaticResult, type StaticValue } from './static-value.js';

/** The site values the functions read: `url` (`https://example.com`) and `baseUrl` (`/docs/`). */
export interface StaticSite {
  url: string;
  baseUrl: string;
}

/**
 * `url` under the site's base URL, as Docusaurus's `useBaseUrl(url, options)` gives it: empty
 * URLs, `#hash` links and URLs with a protocol or `//host` are left alone;
 * `forcePrependBaseUrl` always prepends the base URL; the base URL without its last slash is
 * the base URL; a URL already under the base URL keeps it once; `absolute` prefixes the site URL.
 */
export function withBaseUrl(site: StaticSite, url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  if (!url || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const { baseUrl } = site;
  if (options.forcePrependBaseUrl) return `${baseUrl}${url.replace(/^\//, '')}`;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : `${baseUrl}${url.replace(/^\//, '')}`;
  return options.absolute ? `${site.url.replace(/\/+$/, '')}${path}` : path;
}

const isOptions = (v: StaticValue): v is { forcePrependBaseUrl?: boolean; absolute?: boolean } =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === undefined || typeof x === 'boolean');

function useBaseUrl(site: StaticSite, name: string): StaticFunction {
  return new StaticFunction(name, (args): StaticResult => {
    const [url, options] = args;
    if (typeof url !== 'string') return { ok: false, reason: `\`${name}\` of a value that is not a string` };
    if (options !== undefined && !isOptions(options)) return { ok: false, reason: `\`${name}\` with options that are not static booleans` };
    return { ok: true, value: withBaseUrl(site, url, options) };
  });
}

/**
 * Binds in `env` the local names of the known imports of an ESM program (the default import of
 * `@docusaurus/useBaseUrl`, under whatever name). Without `site` (a compile that does not know
 * the site) nothing is bound.
 */
export function bindStaticImports(program: Program | undefined, env: Map<string, StaticValue | StaticFunction>, site: StaticSite | undefined): void {
  if (!site) return;
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@docusaurus/useBaseUrl') continue;
    for (const s of statement.specifiers) if (s.type === 'ImportDefaultSpecifier') env.set(s.local.name, useBaseUrl(site, s.local.name));
  }
}
