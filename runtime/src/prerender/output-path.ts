/**
 * The file a route path is written to, following `trailingSlash` as Docusaurus writes static
 * files: `.html` paths as they are; with `trailingSlash: false`, `/docs/intro` → `docs/intro.html`;
 * otherwise (true or unset) → `docs/intro/index.html`. The root is `index.html`. Paths are
 * relative to the output folder, with the base URL removed.
 */
export function outputPath(routePath: string, trailingSlash: boolean | null, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let rel = routePath.startsWith(base) ? routePath.slice(base.length) : routePath.replace(/^\/+/, '');
  rel = decodeSafely(rel);
  if (rel.endsWith('.html')) return rel;
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  if (trailingSlash === false) return `${rel}.html`;
  return `${rel}/index.html`;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
