/**
 * `react-dom`'s `flushSync`, registered by the browser entry (`entry-client.tsx`). Modules that
 * also render on the server (the router) take it from here instead of importing `react-dom`,
 * whose index is the whole client renderer (about 1 MB in development) that Node would
 * otherwise load next to `react-dom/server`.
 */
let registered: ((fn: () => void) => void) | null = null;

/** Registers `react-dom`'s `flushSync` (the browser entry, once). */
export function registerFlushSync(flushSync: (fn: () => void) => void): void {
  registered = flushSync;
}

/**
 * Runs `fn` (a state update) and commits it synchronously; returns false without running it
 * when no `flushSync` was registered (server, tests without the browser entry).
 */
export function flushSyncIfRegistered(fn: () => void): boolean {
  if (!registered) return false;
  registered(fn);
  return true;
}
