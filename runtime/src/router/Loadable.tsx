import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { LOADING_DELAY_MS, defaultExport, type LoadState } from './loadable.js';
import { retryingLoader } from './retry-import.js';
import { themeMessage } from '../i18n/theme-message.js';

/** A loader with a synchronous cache: `peek` returns the module once it is loaded. */
export interface ModuleLoader {
  /** Name for error messages. */
  name: string;
  peek(): unknown;
  load(): Promise<unknown>;
}

/** Spinner shown while loading, after the delay. */
export function LoadingSpinner() {
  return (
    <div className="sg-loading" role="status" aria-live="polite">
      <span className="sg-loading__spinner" aria-hidden="true" />
      <span className="sg-visually-hidden">{themeMessage('sitegraph.Loadable.loading')}</span>
    </div>
  );
}

/** The error box of a failed load: the error text and a Retry button (SPEC §4, §8). */
export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div className="sg-load-error" role="alert">
      <p className="sg-load-error__message">{error.message}</p>
      <button type="button" className="sg-button" onClick={retry}>
        {themeMessage('sitegraph.Loadable.retry')}
      </button>
    </div>
  );
}

/**
 * Renders a lazily loaded module's default export with the states of SPEC §4: nothing for the
 * first 200 ms, then a spinner; on failure (including a missing default export) a red box
 * with the error text and a Retry button; optionally `timedOut` after `timeout` ms (none by default).
 * A module that is already loaded renders at once (also during server rendering and hydration).
 */
export function Loadable<P extends object>({ loader, props, delay = LOADING_DELAY_MS, timeout }: { loader: ModuleLoader; props: P; delay?: number; timeout?: number }) {
  const initial = (): LoadState<ComponentType<P>> => {
    const m = loader.peek();
    if (m === undefined) return { status: 'loading', pastDelay: delay <= 0 };
    try {
      return { status: 'loaded', value: defaultExport<ComponentType<P>>(m, loader.name) };
    } catch (error) {
      return { status: 'error', error: error as Error };
    }
  };
  const [state, setState] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'loading') return;
    const timers = [setTimeout(() => mounted.current && setState((s) => (s.status === 'loading' ? { status: 'loading', pastDelay: true } : s)), delay)];
    if (timeout !== undefined) timers.push(setTimeout(() => mounted.current && setState((s) => (s.status === 'loading' ? { status: 'timedOut' } : s)), timeout));
    loader.load().then(
      (m) => {
        if (!mounted.current) return;
        try {
          setState({ status: 'loaded', value: defaultExport<ComponentType<P>>(m, loader.name) });
        } catch (error) {
          setState({ status: 'error', error: error as Error });
        }
      },
      (error: unknown) => mounted.current && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => timers.forEach(clearTimeout);
    // `attempt` starts a new load after Retry; `state.status` only makes the effect stop early.
  }, [attempt, state.status, loader, delay, timeout]);

  const retry = useCallback(() => {
    setState({ status: 'loading', pastDelay: false });
    setAttempt((a) => a + 1);
  }, []);

  let out: ReactNode = null;
  if (state.status === 'loaded') {
    const Component = state.value;
    out = <Component {...props} />;
  } else if (state.status === 'error') out = <LoadError error={state.error} retry={retry} />;
  else if (state.status === 'timedOut') out = <LoadError error={new Error('Loading took too long.')} retry={retry} />;
  else if (state.pastDelay) out = <LoadingSpinner />;
  return out;
}

/**
 * A component loaded on first render (for site code): `const Chart = lazyComponent(() =>
 * import('./Chart.js'))`. States as {@link Loadable}; `options.delay` (200 ms) and `options.timeout`.
 * Retry after a failed load fetches the chunk again ({@link retryingLoader}).
 */
export function lazyComponent<P extends object>(load: () => Promise<unknown>, options: { name?: string; delay?: number; timeout?: number } = {}): ComponentType<P> {
  let module: unknown;
  let promise: Promise<unknown> | undefined;
  // Retry must fetch the chunk again: the browser keeps the failed import of its URL.
  const loadChunk = retryingLoader(load);
  const loader: ModuleLoader = {
    name: options.name ?? 'lazy component',
    peek: () => module,
    load: () =>
      (promise ??= loadChunk().then(
        (m) => (module = m),
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      )),
  };
  return function LazyComponent(props: P) {
    return <Loadable loader={loader} props={props} delay={options.delay} timeout={options.timeout} />;
  };
}
