/**
 * Spec helper: the broken-link report of a corpus, computed from its golden (route paths, and
 * the source/permalink of every doc, post and Markdown page) and this compiler's pages. Used
 * by tests that pin each corpus's report; pure (the caller loads the site and golden).
 */
import type { SiteInput } from '../content/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown, frontMatterFormat, markdownFormat } from '../markdown/index.js';
import { collectPartials } from '../markdown/partials/partial-imports.js';
import { applyTrailingSlash } from '../routes/index.js';
import { checkLinks, type LinkCheckPage, type UnresolvedMarkdownLink } from './check-links.js';
import type { GoldenSources } from './golden-markdown-links.test-support.js';
import { resolveMarkdownLinkPathname, sourceToPermalinkMap, type MarkdownLinkContext } from './resolve-markdown-link.js';

/** The parts of the golden the report reads, besides {@link GoldenSources}. */
export interface GoldenSite extends GoldenSources {
  site: { baseUrl: string; trailingSlash: boolean | null };
  routesPaths: string[];
  pages?: Record<string, Array<{ type: string; source: string; permalink: string }>>;
}

/**
 * Compiles every doc, blog post and Markdown page the golden lists and checks their links
 * against the golden's routes, with the site's `onBroken*` options.
 */
export function goldenLinkReport(site: SiteInput, golden: GoldenSite): Diagnostic[] {
  const entries: Array<{ source: string; permalink: string; context?: MarkdownLinkContext }> = [];
  for (const instance of Object.values(golden.docs ?? {})) {
    const map = sourceToPermalinkMap(instance.versions.flatMap((v) => v.docs));
    for (const version of instance.versions) {
      for (const doc of version.docs) {
        entries.push({ source: doc.source, permalink: doc.permalink, context: { sourceFile: doc.source, contentPaths: [version.contentPath], sourceToPermalink: map } });
      }
    }
  }
  for (const instance of Object.values(golden.blog ?? {})) {
    const map = sourceToPermalinkMap(instance.posts);
    for (const post of instance.posts) {
      entries.push({ source: post.source, permalink: post.permalink, context: { sourceFile: post.source, contentPaths: [instance.options.path], sourceToPermalink: map } });
    }
  }
  for (const pages of Object.values(golden.pages ?? {})) {
    for (const page of pages) if (page.type === 'mdx') entries.push({ source: page.source, permalink: page.permalink });
  }

  const pages: LinkCheckPage[] = [];
  const unresolved: UnresolvedMarkdownLink[] = [];
  for (const entry of entries) {
    const text = site.files.get(entry.source);
    if (text === undefined) continue;
    const parsed = parseFrontMatter(text, entry.source);
    let compiled;
    try {
      compiled = compileMarkdown({
        body: parsed.content,
        bodyLineOffset: parsed.bodyLineOffset,
        file: entry.source,
        format: markdownFormat(entry.source, site.config.markdown.format, frontMatterFormat(parsed.frontMatter)),
        resolveMarkdownLink: entry.context ? (p) => resolveMarkdownLinkPathname(p, entry.context!) : undefined,
        truncateMarker: null,
        partials: collectPartials(entry.source, parsed.content, site.files) ?? undefined,
      });
    } catch {
      continue; // invalid MDX: reported by the compile step, not here
    }
    if (entry.context) {
      for (const m of compiled.markdownLinks) if (m.permalink === null) unresolved.push({ source: entry.source, link: m.link, line: m.line, column: m.column });
    }
    pages.push({
      source: entry.source,
      permalink: applyTrailingSlash(entry.permalink, golden.site.trailingSlash, golden.site.baseUrl),
      links: compiled.links,
      headingIds: compiled.headingIds,
    });
  }
  return checkLinks({
    pages,
    routePaths: golden.routesPaths,
    baseUrl: golden.site.baseUrl,
    trailingSlash: golden.site.trailingSlash,
    onBrokenLinks: site.config.onBrokenLinks,
    onBrokenAnchors: site.config.onBrokenAnchors,
    onBrokenMarkdownLinks: site.config.onBrokenMarkdownLinks,
    unresolvedMarkdownLinks: unresolved,
    fileExists: (p) => site.assets.has(p) || site.files.has(p),
  });
}
