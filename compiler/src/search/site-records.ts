import type { GraphSite, SiteGraph } from '../graph/index.js';
import type { SearchRecord } from '../graph/search-schema.js';
import { searchBlocksOf } from '../markdown/hast-text.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { applyTrailingSlash } from '../routes/index.js';
import { pageRecords, type PageSearchInfo } from './page-records.js';
import { BLOG_LVL0, DEFAULT_LVL0, sidebarCategoryLabels } from './sidebar-category.js';

/** What the records read of a site: its URL settings, locale, and the plugins' data. */
export type SearchableSite = Pick<SiteGraph, 'docs' | 'blog' | 'pages'> & { site: Pick<GraphSite, 'title' | 'baseUrl' | 'trailingSlash' | 'defaultLocale'> & Partial<Pick<GraphSite, 'currentLocale'>> };

/** The compiled Markdown of a source (docs, posts, Markdown pages), if it compiled: its records read its body's search blocks. */
export type CompiledBody = (source: string) => CompiledMarkdown | undefined;

/**
 * The search records of a site, page by page in a fixed order (docs by plugin, version and id;
 * blog posts; Markdown pages): every doc of every version, blog posts and Markdown pages, except
 * drafts, unlisted pages and noindex ones (a version with `noIndex`, front matter
 * `noindex: true` or `robots` containing 'noindex'). React pages get their records from the
 * prerendered HTML (runtime build), not here.
 */
export function siteSearchRecords(graph: SearchableSite, body: CompiledBody): SearchRecord[] {
  return [...siteSearchRecordsByPage(graph, body)].flat();
}

/**
 * The records of {@link siteSearchRecords}, one page's at a time, each page's body read only when
 * its turn comes (a build streams them to the search files without holding them all).
 */
export function* siteSearchRecordsByPage(graph: SearchableSite, body: CompiledBody): Generator<SearchRecord[]> {
  for (const { info, source } of searchablePages(graph)) {
    const compiled = body(source);
    yield pageRecords(info, compiled ? searchBlocksOf(compiled) : []);
  }
}

/** Every page that gets records, with what its records share. Exported for dev (one page's records). */
export function searchablePages(graph: SearchableSite): Array<{ source: string; info: PageSearchInfo }> {
  const { site } = graph;
  const url = (permalink: string) => applyTrailingSlash(permalink, site.trailingSlash, site.baseUrl);
  // Records carry the locale built (`currentLocale`; the default one for a site of one locale).
  const language = site.currentLocale ?? site.defaultLocale;
  const pages: Array<{ source: string; info: PageSearchInfo }> = [];
  for (const [pluginId, plugin] of Object.entries(graph.docs)) {
    const versions = (plugin['versions'] ?? []) as unknown as DocsVersion[];
    for (const version of versions) {
      if (version.noIndex) continue;
      const labelsBySidebar = new Map((version.sidebars ?? []).map((s) => [s.id, sidebarCategoryLabels(s.items)] as const));
      for (const doc of version.docs ?? []) {
        if (doc.draft || doc.unlisted || isNoIndex(doc.frontMatter)) continue;
        const labels = doc.sidebar == null ? undefined : labelsBySidebar.get(doc.sidebar);
        pages.push({
          source: doc.source,
          info: {
            url: url(doc.permalink),
            title: doc.title,
            lvl0: labels?.get(doc.id) ?? DEFAULT_LVL0,
            pageRank: version.isLast ? 1 : 0,
            language,
            docusaurusTag: `docs-${pluginId}-${version.name}`,
            version: version.name,
          },
        });
      }
    }
  }
  for (const [pluginId, plugin] of Object.entries(graph.blog)) {
    for (const post of (plugin['posts'] ?? []) as unknown as BlogPost[]) {
      if (post.draft || post.unlisted || isNoIndex(post.frontMatter)) continue;
      pages.push({
        source: post.source,
        info: { url: url(post.permalink), title: post.title, lvl0: BLOG_LVL0, pageRank: 0, language, docusaurusTag: `blog-${pluginId}`, version: '' },
      });
    }
  }
  for (const list of Object.values(graph.pages)) {
    for (const page of list) {
      if (page.type !== 'mdx' || page.unlisted || isNoIndex(page.frontMatter)) continue;
      pages.push({
        source: page.source,
        info: { url: url(page.permalink), title: page.title ?? site.title, lvl0: DEFAULT_LVL0, pageRank: 0, language, docusaurusTag: 'default', version: '' },
      });
    }
  }
  return pages;
}

/** Front matter that keeps a page out of search engines. */
function isNoIndex(frontMatter: Record<string, unknown> | undefined): boolean {
  if (!frontMatter) return false;
  const robots = frontMatter['robots'];
  return frontMatter['noindex'] === true || frontMatter['noIndex'] === true || (typeof robots === 'string' && /noindex/i.test(robots));
}

interface DocsVersion {
  name: string;
  isLast?: boolean;
  noIndex?: boolean;
  docs?: Array<{ id: string; source: string; permalink: string; title: string; sidebar?: string | null; draft?: boolean; unlisted?: boolean; frontMatter?: Record<string, unknown> }>;
  sidebars?: Array<{ id: string; items: unknown }>;
}

interface BlogPost {
  source: string;
  permalink: string;
  title: string;
  draft?: boolean;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}
