import type { DataFile } from '../data/site-data.js';
import type { DataStore } from './data-store.js';

/** Loads that failed, per store: file id → the error (React 18 has no `use()` to hold it for us). */
const failures = new WeakMap<DataStore, Map<string, unknown>>();

/**
 * Forgets the failed loads of `store`, so the next render loads those files again (the error
 * page's "Try again": the cause may be gone, e.g. the network is back).
 */
export function forgetFailedReads(store: DataStore): void {
  failures.get(store)?.clear();
}

/**
 * Reads a data file inside a component's render, Suspense-style (React 18 has no `use()`):
 * returns the file when `store` has it, otherwise starts its load and throws the promise, so
 * the nearest `<Suspense>` waits (during hydration React keeps the server HTML) and renders
 * again once it settles. A failed load is remembered: the next render throws its error to the
 * error boundary instead of fetching again in a loop. Throws the load's error, or the promise.
 */
export function readDataFile(store: DataStore, id: string): DataFile {
  const file = store.peek(id);
  if (file) return file;
  const failed = failures.get(store);
  if (failed?.has(id)) throw failed.get(id);
  throw store.load(id).then(
    () => {
      failures.get(store)?.delete(id);
    },
    (error: unknown) => {
      let map = failures.get(store);
      if (!map) failures.set(store, (map = new Map()));
      map.set(id, error);
    },
  );
}
