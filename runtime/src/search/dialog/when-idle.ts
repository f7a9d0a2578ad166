/**
 * Runs `task` once the page is idle (`requestIdleCallback`, at the latest after `timeoutMs`; where
 * the browser has none, such as Safari, after a `setTimeout` of `fallbackMs`). Returns a function
 * that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, timeoutMs = 2000, fallbackMs = 200): () => void {
  const w = window as Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(task, { timeout: timeoutMs });
    return () => w.cancelIdleCallback!(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}
