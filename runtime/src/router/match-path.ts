/**
 * Path patterns as Docusaurus routes use them (react-router v5 semantics): static segments,
 * `:name` and `:name?` parameters and a `*` splat, with the options
 * - `exact`: the whole pathname must match (else a prefix ending at a segment boundary);
 * - `strict`: a trailing slash is significant (else optional);
 * - `sensitive`: case-sensitive (else not).
 * Compiled patterns are cached, at most {@link MATCHER_CACHE_LIMIT} of them (SPEC §9).
 */

/** Maximum number of compiled patterns kept (SPEC §9 "Path matcher cache limit 10000 entries"). */
export const MATCHER_CACHE_LIMIT = 10_000;

export interface MatchOptions {
  path: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** A successful match. */
export interface PathMatch {
  /** The pattern that matched. */
  path: string;
  /** The matched part of the pathname. */
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

interface Compiled {
  regexp: RegExp;
  keys: string[];
}

const cache = new Map<string, Compiled>();

function escape(text: string): string {
  return text.replace(/[.+*?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string, end: boolean, strict: boolean, sensitive: boolean): Compiled {
  const cacheKey = `${end ? 1 : 0}${strict ? 1 : 0}${sensitive ? 1 : 0}${path}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const keys: string[] = [];
  const endsWithSlash = path.endsWith('/') && path.length > 1;
  const body = !strict && endsWithSlash ? path.slice(0, -1) : path;
  let source = '';
  for (const segment of body.split('/').slice(1)) {
    const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
    if (param) {
      keys.push(param[1]!);
      source += param[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else if (segment === '*') {
      keys.push('0');
      source += '/(.*)';
    } else {
      source += `/${escape(segment)}`;
    }
  }
  if (body === '/' || body === '') source = strict ? '/' : '';
  if (!strict) source += '(?:/(?=$))?';
  source += end ? '$' : strict && endsWithSlash ? '' : '(?=/|$)';
  const compiled = { regexp: new RegExp(`^${source}`, sensitive ? '' : 'i'), keys };
  if (cache.size >= MATCHER_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, compiled);
  return compiled;
}

/** Matches `pathname` against a pattern; null when it does not match. */
export function matchPath(pathname: string, options: MatchOptions): PathMatch | null {
  const { path, exact = false, strict = false, sensitive = false } = options;
  const { regexp, keys } = compile(path, exact, strict, sensitive);
  const m = regexp.exec(pathname);
  if (!m) return null;
  const url = m[0];
  const params: Record<string, string> = {};
  keys.forEach((k, i) => {
    const v = m[i + 1];
    if (v !== undefined) params[k] = decodeURIComponent(v);
  });
  return { path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params };
}

/** Number of compiled patterns currently cached (tests). */
export function matcherCacheSize(): number {
  return cache.size;
}
