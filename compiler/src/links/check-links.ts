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
  const checker = new LinkChecker(args);
  for (const page of args.pages) checker.addPage(page);
  const out = checker.checkMarkdownLinks(args.unresolvedMarkdownLinks ?? []);
  for (const page of args.pages) out.push(...checker.checkPage(page));
  return out.sort(compareDiagnostics);
}

/**
 * {@link checkLinks} a page at a time, for a caller that spreads the work over event-loop turns
 * (the dev server's background check: at 50,000 docs the whole check is about a second). Every
 * page is added first (anchors are checked against the target page's), then each is checked.
 */
export class LinkChecker {
  private readonly linkLevel: DiagnosticLevel | null;
  private readonly anchorLevel: DiagnosticLevel | null;
  private readonly markdownLevel: DiagnosticLevel | null;
  private readonly validPaths = new Set<string>();
  private readonly pagesByPath = new Map<string, LinkCheckPage>();
  private readonly anchorsByPage = new Map<LinkCheckPage, ReadonlySet<string>>();

  /** @param args the site's routes and settings (`pages` and `unresolvedMarkdownLinks` are not read) */
  constructor(private readonly args: Omit<CheckLinksArgs, 'pages' | 'unresolvedMarkdownLinks'>) {
    this.linkLevel = severityLevel(args.onBrokenLinks);
    this.anchorLevel = severityLevel(args.onBrokenAnchors);
    this.markdownLevel = severityLevel(args.onBrokenMarkdownLinks);
    if (!this.linkLevel && !this.anchorLevel) return;
    for (const path of args.routePaths) {
      this.validPaths.add(path);
      this.validPaths.add(addTrailingSlash(path));
      this.validPaths.add(removeTrailingSlash(path));
    }
  }

  /** Makes a page a possible link target (its path and anchors). */
  addPage(page: LinkCheckPage): void {
    if (!this.pagesByPath.has(page.permalink)) this.pagesByPath.set(page.permalink, page);
    if (this.anchorLevel) this.anchorsByPage.set(page, new Set(page.headingIds));
  }

  /** Diagnostics of `.md` links that did not resolve (`links/broken-markdown-link`), unsorted. */
  checkMarkdownLinks(unresolved: readonly UnresolvedMarkdownLink[]): Diagnostic[] {
    const level = this.markdownLevel;
    if (!level) return [];
    return unresolved.map((u) => place({ level, code: 'links/broken-markdown-link', message: `Markdown link couldn't be resolved: ${u.source}:${u.line} → ${u.link}` }, u.source, u.line, u.column));
  }

  /** Diagnostics of one page's broken links and anchors, in the page's link order. */
  checkPage(page: LinkCheckPage): Diagnostic[] {
    const { linkLevel, anchorLevel, args } = this;
    const out: Diagnostic[] = [];
    if (!linkLevel && !anchorLevel) return out;
    for (const link of page.links) {
      if (link.kind !== 'markdown' && link.kind !== 'jsx-component') continue;
      if (link.assetCandidates && args.fileExists && link.assetCandidates.some(args.fileExists)) continue;
      const status = this.linkStatus(link.url, page.permalink);
      if (status === null) continue;
      const shown = status.resolved === link.url ? link.url : `${link.url} (resolved as ${status.resolved})`;
      if (status.broken === 'link' && linkLevel) {
        out.push(place({ level: linkLevel, code: 'links/broken-link', message: `Broken link on page ${page.permalink}: ${page.source}:${link.line} → ${shown}` }, page.source, link.line, link.column));
      } else if (status.broken === 'anchor' && anchorLevel) {
        out.push(place({ level: anchorLevel, code: 'links/broken-anchor', message: `Broken anchor on page ${page.permalink}: ${page.source}:${link.line} → ${shown}` }, page.source, link.line, link.column));
      }
    }
    return out;
  }

  /**
   * Diagnostics of the links the site's code rendered on the page at `permalink` (collected by
   * `@docusaurus/Link` while prerendering, as Docusaurus's checker collects them): each broken
   * path once, naming `source`, the module that rendered it. Anchors are not checked: the targets'
   * headings are not known here.
   */
  checkRenderedLinks(permalink: string, source: string, urls: readonly string[]): Diagnostic[] {
    const level = this.linkLevel;
    if (!level) return [];
    const out: Diagnostic[] = [];
    for (const url of new Set(urls)) {
      const status = this.linkStatus(url, permalink);
      if (status?.broken !== 'link') continue;
      const shown = status.resolved === url ? url : `${url} (resolved as ${status.resolved})`;
      out.push({ level, code: 'links/broken-link', message: `Broken link on page ${permalink}, rendered by ${source} → ${shown}`, file: source });
    }
    return out;
  }

  /**
   * Diagnostics of the links the theme renders on every page (navbar, footer: see
   * `themeConfigLinks`), once each rather than once per page, naming the config file and the
   * option. Relative links are read from the site's root page.
   */
  checkThemeLinks(links: readonly { url: string; where: string }[], configFile: string): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const { url, where } of links) {
      const status = this.linkStatus(url, this.args.baseUrl);
      if (status === null) continue;
      const level = status.broken === 'link' ? this.linkLevel : this.anchorLevel;
      if (!level) continue;
      const code = status.broken === 'link' ? 'links/broken-link' : 'links/broken-anchor';
      out.push({ level, code, message: `Broken ${status.broken} in ${where}, on every page: ${url}${status.resolved === url ? '' : ` (resolved as ${status.resolved})`}`, file: configFile });
    }
    return out;
  }

  /**
   * Whether a link from the page at `permalink` is broken: null when it is fine or not
   * checked (external, not collected), else what is broken and the resolved target.
   */
  private linkStatus(url: string, permalink: string): { broken: 'link' | 'anchor'; resolved: string } | null {
    const target = collectedLink(url, this.args.baseUrl, this.args.trailingSlash);
    if (target === undefined) return null;
    let path: UrlPath;
    try {
      path = resolveUrlPath(target, permalink);
    } catch {
      return null;
    }
    const resolved = serializeUrlPath(path);
    if (!this.validPaths.has(path.pathname) && !this.validPaths.has(safeDecodeUri(path.pathname))) return { broken: 'link', resolved };
    if (!this.anchorLevel || path.hash === undefined || path.hash === '') return null;
    const targetPage = this.findPage(path.pathname);
    if (!targetPage) return null;
    const anchors = this.anchorsByPage.get(targetPage)!;
    if (anchors.has(path.hash) || anchors.has(safeDecodeUriComponent(path.hash))) return null;
    return { broken: 'anchor', resolved };
  }

  private findPage(pathname: string): LinkCheckPage | undefined {
    const decoded = safeDecodeUri(pathname);
    for (const p of [pathname, decoded, addTrailingSlash(pathname), addTrailingSlash(decoded), removeTrailingSlash(pathname), removeTrailingSlash(decoded)]) {
      const page = this.pagesByPath.get(p);
      if (page) return page;
    }
    return undefined;
  }
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
