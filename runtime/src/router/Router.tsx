import { createContext, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { MissingProviderError } from '../client/runtime-context.js';
import { createKey, createPath, locationFromHistory, parsePath, resolveTo, type HistoryState, type Location } from './location.js';

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

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

/** The location being navigated to (the address bar's); throws {@link MissingProviderError} outside a router. */
export function useLocation(): Location {
  const value = useContext(RouterContext);
  if (!value) throw new MissingProviderError('useLocation', 'BrowserRouter');
  return value.location;
}

/**
 * The function that navigates inside the app: `navigate('/docs/intro')` pushes a history entry,
 * `{ replace: true }` replaces the current one, `navigate(-1)` goes back. Targets without a leading
 * slash resolve against the current path (`'#a'`, `'?q=1'`, `'../b'`). Throws
 * {@link MissingProviderError} outside a router.
 */
export function useNavigate(): NavigateFunction {
  const value = useContext(RouterContext);
  if (!value) throw new MissingProviderError('useNavigate', 'BrowserRouter');
  return value.navigate;
}

function currentLocation(): Location {
  return locationFromHistory(window.location, window.history.state);
}

/**
 * The router of the browser: the location follows `window.history` (pushes and replaces made
 * with {@link useNavigate}, and back/forward through `popstate`). Location changes are rendered
 * in a transition, so a suspending page keeps the previous one on screen.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useLayoutEffect(() => {
    const onPop = (): void => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useMemo(() => {
    const go = (to: string | number, options: NavigateOptions = {}): void => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const path = resolveTo(to, window.location.pathname);
      const next: Location = { ...path, state: options.state ?? null, key: createKey() };
      const entry: HistoryState = { usr: next.state, key: next.key };
      const url = createPath(path);
      try {
        if (options.replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
      } catch (error) {
        // A state that cannot be cloned is the caller's bug; other failures (too many pushes in
        // Safari) fall back to a full page load.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
      startTransition(() => setLocation(next));
    };
    return go as NavigateFunction;
  }, []);
  const value = useMemo<RouterValue>(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function staticNavigate(): void {
  throw new Error('navigate() cannot be called while rendering on the server.');
}

/** The router of a server render: a fixed `location` (path, search and hash); navigation throws. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const path = parsePath(location);
    return { location: { ...path, pathname: path.pathname || '/', state: null, key: 'default' }, navigate: staticNavigate as NavigateFunction };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
