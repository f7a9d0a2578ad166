import type { PagesPluginInstance } from '../config/index.js';
import { globFiles, type SiteInput } from '../content/index.js';
import { ErrorCollector, type Diagnostic } from '../diagnostics/index.js';
import type { PageData } from '../graph/index.js';
import { canonicalize, type Json } from '../json/index.js';
import type { FileMemo } from '../memo/index.js';
import type { RouteNode } from '../routes/index.js';
import { fileToPath, joinUrl } from './file-to-path.js';
import { readPageFile } from './page-file-meta.js';

/** What the pages plugin needs from Markdown without rendering it (shared with docs and blog). */
export interface MarkdownMetaReader {
  /** The first h1 of a body, as Docusaurus finds it, or undefined. */
  contentTitle(content: string): string | undefined;
  /** The description excerpt of a body (Docusaurus `createExcerpt`), or undefined. */
  excerpt(content: string): string | undefined;
}

/** A Markdown page to render later: its source, body and the line offset of the body. */
export interface MarkdownPageSource {
  source: string;
  permalink: string;
  content: string;
  bodyLineOffset: number;
  frontMatter: Record<string, unknown>;
}

/** Result of one pages plugin instance. */
export interface PagesInstanceResult {
  /** Pages sorted by permalink (the golden's `pages.<id>`). */
  pages: PageData[];
  /** One exact route per page. */
  routes: RouteNode[];
  /** Markdown pages whose bodies the content stage renders. */
  markdown: MarkdownPageSource[];
  diagnostics: Diagnostic[];
}

const PLUGIN = 'docusaurus-plugin-content-pages';

/**
 * Compiles one pages plugin instance with Docusaurus 3.7.0 semantics: every file under `path`
 * matching `include` and not `exclude` is a page; `.md`/`.mdx` files are Markdown pages (front
 * matter validated; title from front matter or the first h1; description from front matter or
 * the excerpt; drafts dropped in production; `unlisted` honoured), other files are React
 * pages whose component is the module itself. Permalink: baseUrl + routeBasePath + file path
 * (`index` files stand for their folder).
 *
 * @param deps.memo per-file results of earlier compiles (front matter), reused when a file is unchanged
 * @throws CompileError for malformed or invalid front matter, naming the file
 */
export function compilePagesInstance(
  input: SiteInput,
  plugin: PagesPluginInstance,
  meta: MarkdownMetaReader,
  deps: { memo?: FileMemo } = {},
): PagesInstanceResult {
  const { options } = plugin;
  const dir = options.path.replace(/\/+$/, '');
  const baseUrl = input.config.baseUrl;
  const pages: PageData[] = [];
  const markdown: MarkdownPageSource[] = [];
  const sources = globFiles(new Set([...input.files.keys(), ...input.assets.keys()]), dir, options.include, options.exclude);
  // Every page's errors at once, not only the first page's.
  const errors = new ErrorCollector();
  for (const rel of sources) {
    const source = `${dir}/${rel}`;
    const permalink = joinUrl(baseUrl, options.routeBasePath, fileToPath(rel));
    if (!/\.mdx?$/.test(rel)) {
      pages.push({ type: 'jsx', permalink, source });
      continue;
    }
    const parsed = errors.attempt(() => readPageFile(input.files.get(source) ?? '', source, deps.memo));
    if (!parsed) continue;
    const frontMatter = parsed.validated;
    if (frontMatter.draft && input.mode === 'production') continue;
    const title = frontMatter.title ?? meta.contentTitle(parsed.content);
    const description = frontMatter.description ?? meta.excerpt(parsed.content);
    pages.push({
      type: 'mdx',
      permalink,
      source,
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      frontMatter: canonicalize(parsed.frontMatter) as Record<string, Json>,
      unlisted: input.mode === 'production' && frontMatter.unlisted === true,
    });
    markdown.push({ source, permalink, content: parsed.content, bodyLineOffset: parsed.bodyLineOffset, frontMatter: parsed.frontMatter });
  }
  errors.throwIfAny();
  pages.sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
  const routes = pages.map(
    (p): RouteNode => ({
      path: p.permalink,
      exact: true,
      component: p.type === 'mdx' ? '@theme/MDXPage' : `@site/${p.source}`,
      plugin: `${PLUGIN}@${plugin.id}`,
      shows: { kind: 'page', pageType: p.type, source: p.source },
    }),
  );
  return { pages, routes, markdown, diagnostics: [] };
}
