/** URL path helpers for sidebars (generated-index permalinks). */

/**
 * Joins a version path and a slug with exactly one `/` between them, as Docusaurus's
 * `normalizeUrl([versionPath, slug])` does for paths: `('/docs/canary', '/examples')` →
 * `/docs/canary/examples`; `('/', '/category/x')` → `/category/x`. Trailing slashes of the
 * slug are kept.
 */
export function joinUrlPath(base: string, slug: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${slug.replace(/^\/+/, '')}`;
  return joined.replace(/\/{2,}/g, '/');
}
