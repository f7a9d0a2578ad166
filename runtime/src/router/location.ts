/**
 * Locations of the app's router: what `useLocation()` returns, and the pure helpers that turn a
 * navigation target into one (no DOM here; `Router.tsx` binds them to `window.history`).
 */

/** A location: the URL parts plus the history entry's state and key (`'default'` for the first entry). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** State passed to `navigate(to, { state })`, or null. */
  state: unknown;
  /** Unique per history entry created by the router; `'default'` for an entry it did not create. */
  key: string;
}

/** The URL parts of a location. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** What the router stores in `history.state` (the shape react-router used, so old entries still read). */
export interface HistoryState {
  usr: unknown;
  key: string;
}

/** Splits `/a/b?x=1#h` into pathname, search (with `?`) and hash (with `#`); missing parts are `''`. */
export function parsePath(url: string): Path {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const searchAt = rest.indexOf('?');
  return { pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest, search: searchAt >= 0 ? rest.slice(searchAt) : '', hash };
}

/** `pathname + search + hash`, with `?` and `#` added when missing and dropped when empty. */
export function createPath({ pathname, search, hash }: Path): string {
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${q}${h}`;
}

/**
 * The path a navigation to `to` leads to from `fromPathname`: an absolute path as it is; a bare
 * `?search` or `#hash` keeps the current pathname; a relative path (`a`, `../a`) is resolved against
 * the current pathname as a browser resolves a link.
 */
export function resolveTo(to: string, fromPathname: string): Path {
  const target = parsePath(to);
  if (target.pathname === '') return { pathname: fromPathname, search: target.search, hash: target.hash };
  if (target.pathname.startsWith('/')) return target;
  const resolved = new URL(target.pathname, `http://router.invalid${fromPathname.startsWith('/') ? fromPathname : `/${fromPathname}`}`);
  return { pathname: resolved.pathname, search: target.search, hash: target.hash };
}

/** A fresh key for a history entry (8 base-36 characters). */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

/** The location of the current history entry: the URL from `url`, state and key from `historyState`. */
export function locationFromHistory(url: Path, historyState: unknown): Location {
  const s = historyState as Partial<HistoryState> | null | undefined;
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: s && s.usr !== undefined ? s.usr : null,
    key: (s && typeof s.key === 'string' && s.key) || 'default',
  };
}
