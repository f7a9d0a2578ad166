/**
 * Build-time link checking, following Docusaurus 3.7.0's broken-link checker
 * (`server/brokenLinks.ts`) fed with the links `@docusaurus/Link` collects while rendering:
 * internal links only (no protocol, not `pathname://`), absolute ones prefixed with the
 * `baseUrl`, `trailingSlash` applied, then resolved against the page's own path; a path is
 * fine when it is a route (either trailing-slash form of it); an anchor is checked only when
 * the target page is known, against the anchors that page collects.
 */
import type { ReportingSeverity } from '../config/index.js';
import { compareDiagnostics, type Diagnostic, type DiagnosticLevel } from '../diagnostics/index.js';
import type { PageLink } from '../markdown/index.js';
import { applyTrailingSlash } from '../routes/index.js';
import { hasProtocol, isInternalUrl, resolveUrlPath, serializeUrlPath, type UrlPath } from './url-path.js';

/** One rendered page and what it links to. */
export interface LinkCheckPage {
  /** Site-relative source file (diagnostics name it). */
  source: string;
  /** The route path the page is rendered at (baseUrl and trailing slash applied). */
  permalink: string;
  /** Links of the page (`compileMarkdown`'s `links`). */
  links: readonly PageLink[];
  /** Anchors of the page (`compileMarkdown`'s `headingIds`). */
  headingIds: readonly string[];
}

/** A `.md`/`.mdx` link that did not resolve to a permalink. */
export interface UnresolvedMarkdownLink {
  /** Site-relative file holding the link. */
  source: string;
  /** The link pathname as written. */
  link: string;
  line: number;
  column?: number;
}

/** Arguments of {@link checkLinks}. */
export interface CheckLinksArgs {
  pages: readonly LinkCheckPage[];
  /** Every leaf route path of the site (the graph's `routesPaths`). */
  routePaths: readonly string[];
  baseUrl: string;
  trailingSlash: boolean | null;
  onBrokenLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  unresolvedMarkdownLinks?: readonly UnresolvedMarkdownLink[];
  /**
   * Whether a site-relative file exists; Markdown links to an existing file (`./guide.pdf`)
   * become downloads that Docusaurus does not check. Absent: no such link is skipped.
   */
  fileExists?: (sitePath: string) => boolean;
}

/** Diagnostic level for a reporting severity (`ignore` → none). */
export function severityLevel(severity: ReportingSeverity): DiagnosticLevel | null {
  switch (severity) {
    case 'throw':
      return 'error';
    case 'warn':
      return 'warning';
    case 'log':
      return 'info';
    default:
      return null;
  }
}

/**
 * Checks every page's links. Returns one diagnostic per offender, `file:line → target`:
 * `links/broken-link` (level from `onBrokenLinks`), `links/broken-anchor` (`onBrokenAnchors`),
 * `links/broken-markdown-link` (`onBrokenMarkdownLinks`); `error` means the build must fail.
 * Sorted by file, line, column.
 */
export function checkLinks(args: CheckLinksArgs): Diagnostic[] {
  const out: Diagnostic[] = [];
  const linkLevel = severityLevel(args.onBrokenLinks);
  const anchorLevel = severityLevel(args.onBrokenAnchors);
  const markdownLevel = severityLevel(args.onBrokenMarkdownLinks);

  if (markdownLevel) {
    for (const u of args.unresolvedMarkdownLinks ?? []) {
      out.push(place({ level: markdownLevel, code: 'links/broken-markdown-link', message: `Markdown link couldn't be resolved: ${u.source}:${u.line} → ${u.link}` }, u.source, u.line, u.column));
    }
  }

  if (linkLevel || anchorLevel) {
    const validPaths = new Set<string>();
    for (const path of args.routePaths) {
      validPaths.add(path);
      validPaths.add(addTrailingSlash(path));
      validPaths.add(removeTrailingSlash(path));
    }
    const pagesByPath = new Map<string, LinkCheckPage>();
    const anchorsByPage = new Map<LinkCheckPage, ReadonlySet<string>>();
    for (const page of args.pages) {
      if (!pagesByPath.has(page.permalink)) pagesByPath.set(page.permalink, page);
      anchorsByPage.set(page, new Set(page.headingIds));
    }
    const findPage = (pathname: string): LinkCheckPage | undefined => {
      const decoded = safeDecodeUri(pathname);
      for (const p of [pathname, decoded, addTrailingSlash(pathname), addTrailingSlash(decoded), removeTrailingSlash(pathname), removeTrailingSlash(decoded)]) {
        const page = pagesByPath.get(p);
        if (page) return page;
      }
      return undefined;
    };

    for (const page of args.pages) {
      for (const link of page.links) {
        if (link.kind !== 'markdown' && link.kind !== 'jsx-component') continue;
        if (link.assetCandidates && args.fileExists && link.assetCandidates.some(args.fileExists)) continue;
        const target = collectedLink(link.url, args.baseUrl, args.trailingSlash);
        if (target === undefined) continue;
        let path: UrlPath;
        try {
          path = resolveUrlPath(target, page.permalink);
        } catch {
          continue;
        }
        const resolved = serializeUrlPath(path);
        const shown = resolved === link.url ? link.url : `${link.url} (resolved as ${resolved})`;
        if (!validPaths.has(path.pathname) && !validPaths.has(safeDecodeUri(path.pathname))) {
          if (linkLevel) out.push(place({ level: linkLevel, code: 'links/broken-link', message: `Broken link on page ${page.permalink}: ${page.source}:${link.line} → ${shown}` }, page.source, link.line, link.column));
          continue;
        }
        if (!anchorLevel || path.hash === undefined || path.hash === '') continue;
        const targetPage = findPage(path.pathname);
        if (!targetPage) continue;
        const anchors = anchorsByPage.get(targetPage)!;
        if (anchors.has(path.hash) || anchors.has(safeDecodeUriComponent(path.hash))) continue;
        out.push(place({ level: anchorLevel, code: 'links/broken-anchor', message: `Broken anchor on page ${page.permalink}: ${page.source}:${link.line} → ${shown}` }, page.source, link.line, link.column));
      }
    }
  }
  return out.sort(compareDiagnostics);
}

/**
 * The link `@docusaurus/Link` collects for an `href`/`to`, or `undefined` when it collects
 * none (empty, or with a protocol such as `https:`, `mailto:` or `pathname:`): absolute
 * paths get the baseUrl (unless already there), internal links get the trailing-slash rule.
 */
export function collectedLink(url: string, baseUrl: string, trailingSlash: boolean | null): string | undefined {
  if (!url || !isInternalUrl(url)) return undefined;
  let target = url.startsWith('/') ? withBaseUrl(url, baseUrl) : url;
  target = applyTrailingSlash(target, trailingSlash, baseUrl);
  return target === '' ? undefined : target;
}

function withBaseUrl(url: string, baseUrl: string): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  return url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
}

function addTrailingSlash(p: string): string {
  return p.endsWith('/') ? p : `${p}/`;
}

function removeTrailingSlash(p: string): string {
  return p.endsWith('/') ? p.slice(0, -1) : p;
}

function safeDecodeUri(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

function safeDecodeUriComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function place(d: Diagnostic, file: string, line: number, column: number | undefined): Diagnostic {
  d.file = file;
  if (line > 0) d.line = line;
  if (column !== undefined && column > 0) d.column = column;
  return d;
}
