/**
 * Paths ending in `.html` or `/index.html` are treated as the path without that suffix
 * (SPEC §2 Routing behaviour): `/docs/intro.html` → `/docs/intro`, `/docs/index.html` → `/docs/`.
 * One rule for the runtime's router and the build's check of rendered links.
 */
export function normalizePathname(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname.length > '/.html'.length) return pathname.slice(0, -'.html'.length);
  return pathname;
}
