/**
 * URL paths (`pathname?search#hash`) as Docusaurus 3.7.0 handles them (`urlUtils.ts`): local
 * links split without resolving `./`/`../`, links resolved against a page path the way the
 * browser (and the broken-link checker) does, and the tests of what counts as internal.
 */

/** A URL path; `search`/`hash` are `undefined` when absent and `''` when empty (`?`, `#`). */
export interface UrlPath {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Whether a URL has a protocol (`https:`, `mailto:`, `pathname:`) or is protocol-relative
 * (`//host`): such links are external for Docusaurus (`hasProtocol`).
 */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** Docusaurus `isInternalUrl`: a non-empty URL without protocol. */
export function isInternalUrl(url: string | undefined): boolean {
  return !!url && !hasProtocol(url);
}

const PLACEHOLDER_BASE = 'unspecified://';

/**
 * Splits a local link into pathname, search and hash without resolving it (Docusaurus
 * `parseLocalURLPath`): `../a.md?x#y` → `{pathname: '../a.md', search: 'x', hash: 'y'}`.
 * Returns `null` for links with a protocol, host or credentials.
 */
export function parseLocalUrlPath(url: string): UrlPath | null {
  let parsed: URL;
  try {
    parsed = new URL(url, PLACEHOLDER_BASE);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'unspecified:' || parsed.host !== '' || parsed.username !== '' || parsed.password !== '') return null;
  let rest = url;
  const hashIndex = rest.indexOf('#');
  const hash = hashIndex !== -1 ? rest.slice(hashIndex + 1) : undefined;
  if (hashIndex !== -1) rest = rest.slice(0, hashIndex);
  const searchIndex = rest.indexOf('?');
  const search = searchIndex !== -1 ? rest.slice(searchIndex + 1) : undefined;
  if (searchIndex !== -1) rest = rest.slice(0, searchIndex);
  return withParts(rest, search, hash);
}

/** `pathname?search#hash` (Docusaurus `serializeURLPath`). */
export function serializeUrlPath(path: UrlPath): string {
  return `${path.pathname}${path.search === undefined ? '' : `?${path.search}`}${path.hash === undefined ? '' : `#${path.hash}`}`;
}

/**
 * Resolves a link against the path of the page it is on, as `new URL(link, page)` does
 * (Docusaurus `parseURLPath(link, pagePath)`); the pathname comes back percent-encoded.
 */
export function resolveUrlPath(link: string, pagePath: string): UrlPath {
  const base = new URL(pagePath, 'https://example.com');
  const url = new URL(link, base);
  const search = url.search ? url.search.slice(1) : url.href.includes('?') ? '' : undefined;
  const hash = url.hash ? url.hash.slice(1) : url.href.includes('#') ? '' : undefined;
  return withParts(url.pathname, search, hash);
}

function withParts(pathname: string, search: string | undefined, hash: string | undefined): UrlPath {
  const out: UrlPath = { pathname };
  if (search !== undefined) out.search = search;
  if (hash !== undefined) out.hash = hash;
  return out;
}
