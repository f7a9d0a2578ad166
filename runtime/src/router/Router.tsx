import { createBrowserHistory, type History } from 'history';
import { createContext, startTransition, useContext, useMemo, useState, type ReactNode } from 'react';
import { Router, useHistory, useLocation as useReactRouterLocation } from 'react-router-dom';
import { MissingProviderError } from '../client/runtime-context.js';
import { decodablePathname, decodableUrl } from './decodable-path.js';

/**
 * The app's router: React Router 5 (`react-router-dom`, the router Docusaurus 3.7 ships) over a
 * `history` v4 browser history (its `StaticRouter` on the server is in `./StaticRouter.tsx`, out
 * of the client bundle). This module adds what the
 * runtime and site code use on top: locations with a defined `state` and `key`, a `navigate`
 * function, and location changes rendered in a transition.
 */

/** A location: the URL parts plus the history entry's state and key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** State passed to `navigate(to, { state })`, or null. */
  state: unknown;
  /** Unique per history entry created by the router; `'default'` for an entry it did not create. */
  key: string;
}

/** Options of a {@link NavigateFunction} call. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
  /** State stored with the entry (`useLocation().state`); must be structured-cloneable. */
  state?: unknown;
}

/** `navigate(to, options)` goes to a path; `navigate(delta)` moves in the history like `history.go`. */
export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

/** True inside `StaticRouter` (server render, `./StaticRouter.tsx`), where navigating is a bug. */
export const StaticRenderContext = createContext(false);

/** The location being navigated to (the address bar's); throws {@link MissingProviderError} outside a router. */
export function useLocation(): Location {
  const history = useHistory() as History | undefined;
  if (!history) throw new MissingProviderError('useLocation', 'BrowserRouter');
  const location = useReactRouterLocation();
  return useMemo(
    () => ({ pathname: location.pathname, search: location.search, hash: location.hash, state: location.state ?? null, key: location.key ?? 'default' }),
    [location],
  );
}

/**
 * The navigate function of `history`: `navigate(to)` pushes an entry (`to` without a leading
 * slash resolves against the current path: `'#a'`, `'?q=1'`, `'../b'`; a raw route path such as
 * `/docs/100%` is escaped so that history can decode it), `{ replace: true }`
 * replaces the current one, `navigate(-1)` goes back. A state that cannot be cloned throws; any
 * other failure of the History API (too many pushes in Safari) falls back to `assign(to)`, a
 * full page load.
 */
export function navigateWith(history: History, assign: (url: string) => void): NavigateFunction {
  const navigate = (to: string | number, options: NavigateOptions = {}): void => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const url = decodableUrl(to);
    try {
      if (options.replace) history.replace(url, options.state ?? null);
      else history.push(url, options.state ?? null);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      assign(url);
    }
  };
  return navigate as NavigateFunction;
}

function staticNavigate(): void {
  throw new Error('navigate() cannot be called while rendering on the server.');
}

/** The function that navigates inside the app ({@link navigateWith}); throws {@link MissingProviderError} outside a router. */
export function useNavigate(): NavigateFunction {
  const history = useHistory() as History | undefined;
  const isStatic = useContext(StaticRenderContext);
  const navigate = useMemo(() => {
    if (!history) return null;
    return isStatic ? (staticNavigate as NavigateFunction) : navigateWith(history, (url) => window.location.assign(url));
  }, [history, isStatic]);
  if (!navigate) throw new MissingProviderError('useNavigate', 'BrowserRouter');
  return navigate;
}

/**
 * `history` whose listeners run in a transition: React Router's `<Router>` sets its location
 * state in a listener, so a location change that makes a page suspend keeps the previous one
 * on screen. Everything else (`location`, `action`, `push` …) is `history`'s own.
 */
export function withTransitions(history: History): History {
  const wrapped = Object.create(history) as History;
  wrapped.listen = (listener) => history.listen((location, action) => startTransition(() => listener(location, action)));
  return wrapped;
}

/** Writes a raw `%` of the address bar's path as `%25`, keeping the history entry's state. */
function escapeAddressBar(): void {
  const { pathname, search, hash } = window.location;
  const decodable = decodablePathname(pathname);
  if (decodable !== pathname) window.history.replaceState(window.history.state, '', `${decodable}${search}${hash}`);
}

/**
 * The browser history, with every path the address bar shows decodable: history 4 throws on a
 * path it cannot decode (on load, and on going back to it), links to a doc `100%.md` say
 * `/docs/100%`, and history itself pushes the decoded path.
 */
function createDecodableBrowserHistory(): History {
  escapeAddressBar();
  const history = createBrowserHistory();
  history.listen(escapeAddressBar);
  return history;
}

/** The router of the browser: React Router's `<Router>` over `window.history` (push, replace, back/forward). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => withTransitions(createDecodableBrowserHistory()));
  return <Router history={history}>{children}</Router>;
}
