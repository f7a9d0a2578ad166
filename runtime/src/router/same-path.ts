/** Normalised form of a path for comparisons: no trailing slashes (the root keeps one), lower case. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/** `path` without trailing slashes and in lower case (cached: sidebars compare the same hrefs on every page). */
export function comparablePath(path: string): string {
  let hit = cache.get(path);
  if (hit !== undefined) return hit;
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* / */) end--;
  hit = path.slice(0, end).toLowerCase();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(path, hit);
  return hit;
}

/** True when two paths are the same page (trailing slash and case ignored, as routes match). */
export function samePath(a: string, b: string): boolean {
  return comparablePath(a) === comparablePath(b);
}
