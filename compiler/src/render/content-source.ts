import type { MarkdownPlugins } from '../markdown/index.js';

/** Where relative `.md`/`.mdx` links of a source are looked up (see `links/resolve-markdown-link`). */
export interface LinkScope {
  /** Content folders searched first (a doc's version folder; a blog's folder). */
  contentPaths: readonly string[];
  /** Source → permalink of every source of the plugin instance. */
  sourceToPermalink: ReadonlyMap<string, string>;
}

/** One Markdown/MDX body to render: a doc, a blog post or a Markdown page. */
export interface ContentSource {
  /** Site-relative source path (unique across the site). */
  source: string;
  /** Raw permalink (baseUrl included, trailingSlash not applied). */
  permalink: string;
  kind: 'doc' | 'blog-post' | 'page';
  /** Body after front matter (and, for blog posts, after the title heading). */
  content: string;
  /** Lines before `content` in the file. */
  bodyLineOffset: number;
  frontMatter: Record<string, unknown>;
  links: LinkScope;
  /** The remark/rehype plugins of the source's content plugin instance, when it has some (in memory only). */
  markdownPlugins?: MarkdownPlugins;
  /** Texts of the Markdown partials the body imports, transitively, by site-relative path (see `CompileMarkdownArgs.partials`). */
  partials?: Readonly<Record<string, string>>;
}
