/**
 * Loading a lazy chunk again after it failed. A browser keeps a failed module fetch in its
 * module map (the HTML spec allows it; Chromium does it), so a second `import()` of the same URL
 * returns the cached failure without fetching: Retry would never recover. The retry therefore
 * imports the failed chunk's URL with a `retry=N` query, a new module to the browser; its own
 * imports still resolve to the shared chunks' usual URLs.
 */

/**
 * The URL of the module a failed dynamic import names in its error message ("Failed to fetch
 * dynamically imported module: <url>" in Chromium, "error loading dynamically imported module:
 * <url>" in Firefox), or null when it names none (Safari's "Importing a module script failed.").
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  // Only a fetch failure: a module that threw while running may name any URL in its message.
  const match = /dynamically imported module:?\s+((?:https?|file):\/\/[^\s'"<>]+)/i.exec(message);
  return match ? match[1]!.replace(/[.,;)]+$/, '') : null;
}

/** `url` with its `retry` query parameter set to `attempt` (other parameters and the hash kept). */
export function retryUrl(url: string, attempt: number): string {
  const u = new URL(url);
  u.searchParams.set('retry', String(attempt));
  return u.href;
}

/**
 * Wraps a chunk loader (`() => import('./x.js')`) so that each call after a failure fetches the
 * chunk again: the first call runs `load`; after a failure whose error names the chunk's URL,
 * the next calls import that URL with `?retry=1`, `?retry=2`, …; when the error names no URL,
 * `load` runs again (a browser without the cache loads it anew).
 *
 * @param load the original loader
 * @param importUrl imports a URL (the browser's `import()`; tests give their own)
 */
export function retryingLoader(load: () => Promise<unknown>, importUrl: (url: string) => Promise<unknown> = importModule): () => Promise<unknown> {
  let failedUrl: string | null = null;
  let attempts = 0;
  return () => {
    const attempt = failedUrl === null ? load() : importUrl(retryUrl(failedUrl, ++attempts));
    return attempt.catch((error: unknown) => {
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      throw error;
    });
  };
}

/** The browser's `import()` of a URL computed at run time (Vite leaves it alone). */
function importModule(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url);
}
