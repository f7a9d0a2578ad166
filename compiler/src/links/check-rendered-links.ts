import { compareDiagnostics, type Diagnostic } from '../diagnostics/index.js';
import type { SiteGraph } from '../graph/index.js';
import { normalizePathname } from '../urls/normalize-pathname.js';
import { LinkChecker } from './check-links.js';

/** The links one prerendered page's site code rendered through `@docusaurus/Link`. */
export interface RenderedPageLinks {
  /** The page's route path (baseUrl included). */
  path: string;
  /** Each link (`to`/`href` as rendered, baseUrl applied) with the site-relative module or content file that rendered it. */
  links: readonly { url: string; source: string }[];
}

/**
 * Checks the links that a full build's prerender collected from the site's own code (React
 * pages, components that MDX imports), which the compiler cannot see: Docusaurus's broken-link
 * checker sees every rendered link. Paths are checked against the graph's `routesPaths` with
 * the graph's `baseUrl` and `trailingSlash`, at the level of `site.onBrokenLinks` (`throw` →
 * error diagnostics, which fail the build). A path ending in `.html` or `/index.html` is checked
 * as the path without it, as the runtime's router resolves it (SPEC §4). Returns `links/broken-link` diagnostics sorted by
 * file; none when `onBrokenLinks` is `ignore`.
 */
export function checkRenderedLinks(graph: SiteGraph, pages: readonly RenderedPageLinks[]): Diagnostic[] {
  const checker = new LinkChecker({
    routePaths: graph.routesPaths,
    baseUrl: graph.site.baseUrl,
    trailingSlash: graph.site.trailingSlash,
    onBrokenLinks: graph.site.onBrokenLinks,
    onBrokenAnchors: 'ignore',
    onBrokenMarkdownLinks: 'ignore',
  });
  const out: Diagnostic[] = [];
  for (const page of pages) {
    const bySource = new Map<string, string[]>();
    for (const link of page.links) bySource.set(link.source, [...(bySource.get(link.source) ?? []), withoutHtmlSuffix(link.url)]);
    for (const [source, urls] of bySource) out.push(...checker.checkRenderedLinks(page.path, source, urls));
  }
  return out.sort(compareDiagnostics);
}

/** The URL with its path as the runtime's router resolves it (`.html`, `/index.html`: {@link normalizePathname}); query and hash kept. */
function withoutHtmlSuffix(url: string): string {
  const at = url.search(/[?#]/);
  return at === -1 ? normalizePathname(url) : `${normalizePathname(url.slice(0, at))}${url.slice(at)}`;
}
