/**
 * The memory allocator settings of Rolldown (Vite 8's bundler) for a one-off build.
 *
 * Rolldown's native binding allocates with mimalloc, which by default keeps the pages it freed
 * committed (to reuse them soon) and commits its arenas eagerly. A full build bundles once and
 * then prerenders in the same process: measured on the 600-doc bench tree (2026-11-28, 3 runs
 * each), the two bundles left ≈ 200 MB of freed native memory resident for the rest of the
 * build (peak RSS 443–451 MB, JS heap ≈ 50 MB), and with the settings below 281–288 MB, the
 * bundling time unchanged within the noise. mimalloc reads them from the environment when the
 * binding is loaded, so they must be set before Vite is first imported.
 */
export const BUNDLER_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  // Return freed pages to the OS at once instead of after a delay (10 ms by default, counted
  // only when the allocator is next called: a bundle's last frees were never returned).
  MIMALLOC_PURGE_DELAY: '0',
  // Decommit (not merely reset) what is purged, so that it leaves the resident set.
  MIMALLOC_PURGE_DECOMMITS: '1',
  // Commit arena memory as it is used rather than whole arenas up front.
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
};

/**
 * Sets {@link BUNDLER_ALLOCATOR_ENV} in `env` (default `process.env`, which Node forwards to the
 * C environment mimalloc reads), leaving any variable the user set alone, and returns a function
 * that restores the variables it set (so that child processes started later do not inherit them).
 * Call it before the process first imports Vite: once the binding is loaded, the settings have
 * no effect.
 */
export function releaseBundlerMemory(env: NodeJS.ProcessEnv = process.env): () => void {
  const set: string[] = [];
  for (const [name, value] of Object.entries(BUNDLER_ALLOCATOR_ENV)) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return () => {
    for (const name of set) delete env[name];
  };
}
