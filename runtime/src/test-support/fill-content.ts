/**
 * Test support: page chunks for a graph whose compiler did not produce content yet. Each missing
 * source is parsed with remark (GFM, MDX for `.mdx`, directives for admonitions) into hast with
 * heading ids and a TOC, so browser tests run on real-looking pages. Not a compiler: no link
 * resolution, no code highlighting.
 */
import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { PageChunk, SiteGraph, TocItem } from '../data/graph-types.js';

const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger']);

function stripFrontMatter(text: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(text);
  return m ? text.slice(m[0].length) : text;
}

function parse(source: string, text: string): MdastRoot {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  if (source.endsWith('.mdx')) processor.use(remarkMdx);
  const tree = processor.parse(text) as MdastRoot;
  return processor.runSync(tree) as MdastRoot;
}

function toChunk(source: string, mdast: MdastRoot): PageChunk {
  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  const stack: TocItem[] = [];
  let contentTitle: string | null = null;
  // Admonition directives become <Admonition type> elements.
  const visit = (node: any): void => {
    if (node.type === 'containerDirective' && ADMONITIONS.has(node.name)) {
      node.data = { hName: 'Admonition', hProperties: { type: node.name } };
    }
    if (node.type === 'heading') {
      const text = toString(node);
      const id = slugger.slug(text);
      node.data = { ...(node.data ?? {}), hProperties: { id } };
      if (node.depth === 1 && contentTitle === null) contentTitle = text;
      if (node.depth >= 2) {
        const item: TocItem = { value: text, id, level: node.depth, children: [] };
        while (stack.length && stack[stack.length - 1]!.level >= item.level) stack.pop();
        (stack.length ? stack[stack.length - 1]!.children : toc).push(item);
        stack.push(item);
      }
    }
    for (const c of node.children ?? []) visit(c);
  };
  visit(mdast);
  const first = mdast.children[0];
  if (!(first && first.type === 'heading' && first.depth === 1)) contentTitle = null;
  const hast = toHast(mdast, {
    allowDangerousHtml: false,
    passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'],
  }) as HastRoot;
  strip(hast);
  return { source, body: hast, toc, contentTitle, imports: [], meta: {} };
}

function strip(node: any): void {
  delete node.position;
  if (node.type === 'element' && node.tagName === 'admonition') node.tagName = 'Admonition';
  for (const c of node.children ?? []) strip(c);
}

function truncateAt(source: string, text: string): number {
  const marker = source.endsWith('.mdx') ? /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/ : /<!--\s*truncate\s*-->/;
  const m = marker.exec(text);
  return m ? m.index : -1;
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/** Sources of the graph that have Markdown content: docs of every version, posts, Markdown pages. */
export function contentSources(graph: SiteGraph): string[] {
  const out = new Set<string>();
  for (const plugin of Object.values(graph.docs) as any[]) for (const v of plugin.versions ?? []) for (const d of v.docs ?? []) out.add(d.source);
  for (const blog of Object.values(graph.blog) as any[]) for (const p of blog.posts ?? []) out.add(p.source);
  for (const pages of Object.values(graph.pages)) for (const p of pages) if (p.type === 'mdx') out.add(p.source);
  return [...out].sort();
}

/**
 * Adds content (and `chunks/<hash>.json` files) for every source the graph has no content for.
 * `readSource(path)` returns the file text (path relative to the site folder).
 */
export function fillContent(graph: SiteGraph, readSource: (path: string) => string | undefined): { graph: SiteGraph; files: { path: string; content: string }[] } {
  const content = { ...graph.content };
  const files: { path: string; content: string }[] = [];
  for (const source of contentSources(graph)) {
    if (content[source]) continue;
    const raw = readSource(source);
    if (raw === undefined) continue;
    const text = stripFrontMatter(raw);
    const full = toChunk(source, parse(source, text));
    const fullHash = hash(full);
    files.push({ path: `chunks/${fullHash}.json`, content: JSON.stringify(full) });
    const cut = truncateAt(source, text);
    if (cut >= 0) {
      const excerpt = toChunk(source, parse(source, text.slice(0, cut)));
      const excerptHash = hash(excerpt);
      files.push({ path: `chunks/${excerptHash}.json`, content: JSON.stringify(excerpt) });
      content[source] = { chunk: fullHash, excerpt: excerptHash };
    } else content[source] = { chunk: fullHash };
  }
  return { graph: { ...graph, content }, files };
}

export type { Element, ElementContent };
