/**
 * Input and output shapes of {@link compileMarkdown}. The output is plain JSON (no `undefined`
 * values, no positions), so it can be cached on disk and written into chunks as is.
 */
import type { Root } from 'hast';
import type { Diagnostic } from '../diagnostics/index.js';
import type { MagicCommentConfig } from './code-meta.js';
import type { MarkdownFormat } from './format.js';
import type { MarkdownPlugins } from './plugins/markdown-plugins.js';
import type { TocLevels, TocTreeNode } from './toc.js';
import type { PageCode, PartialChunk } from './page-code.js';

/** `markdown.mdx1Compat` of the site config (Docusaurus 3.7.0 defaults: all true). */
export interface Mdx1Compat {
  /** HTML comments accepted in MDX and dropped. */
  comments: boolean;
  /** `:::note Title` accepted as `:::note[Title]`. */
  admonitions: boolean;
  /** `{#custom-id}` accepted in headings. */
  headingIds: boolean;
}

/** Arguments of {@link compileMarkdown}. */
export interface CompileMarkdownArgs {
  /** The body: file text after `parseFrontMatter` (front matter removed, trimmed). */
  body: string;
  /** Lines before the body in the file (`parseFrontMatter`'s `bodyLineOffset`): reported lines are file lines. */
  bodyLineOffset: number;
  /** Site-relative path of the file, for diagnostics. */
  file: string;
  /** Parser to use; see {@link markdownFormat}. */
  format: MarkdownFormat;
  /** Keep the case of heading text in generated ids (`markdown.anchors.maintainCase`, default false). */
  anchorsMaintainCase?: boolean;
  /** Heading levels kept in `toc` (default 2 to 3). */
  tocLevels?: TocLevels;
  /** `markdown.mdx1Compat` (default: all true). */
  mdx1Compat?: Mdx1Compat;
  /** Admonition keywords (default: Docusaurus's nine). */
  admonitionKeywords?: readonly string[];
  /** `markdown.mermaid`: ```` ```mermaid ```` code blocks become `<Mermaid value>` elements (default false). */
  mermaid?: boolean;
  /** Magic comment kinds of code blocks (default: Docusaurus's highlight comments). */
  magicComments?: readonly MagicCommentConfig[];
  /**
   * Resolves the pathname of a relative/absolute `.md`/`.mdx` link (as written, without
   * `?query#hash`) to a permalink, or `null` when it cannot (see `links/resolve-markdown-link`).
   * Absent: such links stay as written and are listed in `markdownLinks` with `permalink: null`.
   */
  resolveMarkdownLink?: (linkPathname: string) => string | null;
  /** Static folders (site-relative) where absolute asset URLs are looked up (default `['static']`). */
  staticDirs?: readonly string[];
  /**
   * Blog truncate marker; when it matches the body, `excerptHast` is the compiled text before
   * it. Default: Docusaurus's `<!-- truncate -->` / `{/* truncate *\/}`; `null` disables.
   */
  truncateMarker?: RegExp | null;
  /**
   * `markdown.sanitize`: raw HTML parsed and the tree passed through hast-util-sanitize (GitHub's
   * schema plus what pages need), for content that is not trusted. Default false (Docusaurus
   * trusts its authors); unsafe URLs are removed either way.
   */
  sanitize?: boolean;
  /**
   * The content plugin instance's remark/rehype plugins from the config (functions: never sent
   * to a worker thread; a body with plugins compiles on the main thread). Absent: none.
   */
  plugins?: MarkdownPlugins;
  /**
   * Texts of the Markdown/MDX partials the body imports (`import Part from './_part.mdx'`),
   * transitively, by site-relative path: their content replaces the elements that use them.
   * A partial the body imports that is missing here is an `mdx/unresolved-import` error.
   */
  partials?: Readonly<Record<string, string>>;
  /**
   * The site's import aliases (graph `site.aliases`: name → site-relative path): a partial
   * imported through one (`import Props from '@components/props.md'`) is resolved as webpack's
   * `resolve.alias` would, the longest name first. Only needed when the body imports partials.
   */
  aliases?: Readonly<Record<string, string>>;
  /**
   * The site's `url` and `baseUrl`: calls of `useBaseUrl` (imported from `@docusaurus/useBaseUrl`)
   * with static arguments become their values, as Docusaurus renders them. Absent: such calls
   * are not static (left out with a warning).
   */
  site?: { url: string; baseUrl: string };
}

/** Where a link was written and how Docusaurus's broken-link checker sees it. */
export type PageLinkKind =
  /** Markdown link or link reference: rendered through `@docusaurus/Link`, checked. */
  | 'markdown'
  /** Markdown image: not a link for the checker. */
  | 'image'
  /** `href`/`to` of a JSX component (capitalised name, e.g. `<Link to>`): checked. */
  | 'jsx-component'
  /** `href`/`src` of an explicit lower-case JSX element (`<a href>`): plain HTML in MDX 3, not checked. */
  | 'jsx-element';

/** One URL found in the page. */
export interface PageLink {
  /** The URL as the page renders it (a resolved Markdown link already carries its permalink). */
  url: string;
  /** 1-based file line. */
  line: number;
  /** 1-based column. */
  column: number;
  kind: PageLinkKind;
  /**
   * For Markdown links with a file-like extension (or `@site/`): site-relative paths where the
   * file would be. When one exists, Docusaurus turns the link into a file download that the
   * checker skips.
   */
  assetCandidates?: string[];
}

/** A `.md`/`.mdx` link and what it resolved to (the golden's `markdownLinks` entries). */
export interface MarkdownLinkResolution {
  /** The link pathname as written, without `?query#hash`. */
  link: string;
  /** The permalink, or `null` when unresolved. */
  permalink: string | null;
  line: number;
  column: number;
  /**
   * The imported partial the link is written in (site-relative), when it is not in the page
   * itself; `link` is then relative to the page (as the resolver reads it), `line` and `column`
   * are the partial's.
   */
  partial?: string;
}

/** An image or file the page references by a local path. */
export interface AssetReference {
  /** URL as written. */
  url: string;
  line: number;
  column: number;
  kind: 'image' | 'link';
  /** Site-relative paths where the file may be, in lookup order. */
  candidates: string[];
  /** True when Docusaurus fails the build if none exists (relative and `@site/` images). */
  required: boolean;
}

/** One `import` of the MDX module: names only, never executed. */
/**
 * One `import` declaration of an MDX page (or of a partial it inlines) that brings code into
 * the page: what the runtime bundles into the page's own module (see `moduleImportsOf`).
 */
export interface ModuleImport {
  /** The module specifier; relative ones are relative to the page's file. */
  from: string;
  /** Local name of the default import (`import Card from …`). */
  default?: string;
  /** Local name of a namespace import (`import * as Icons from …`). */
  namespace?: string;
  /** Named imports (`import { A, B as C } from …`). */
  named?: { imported: string; local: string }[];
}

export interface ImportRecord {
  source: string;
  /** Local names bound by the import (default, named, namespace). */
  names: string[];
}

/** Result of {@link compileMarkdown}. */
export interface CompiledMarkdown {
  /** Page body as hast, positions stripped. */
  hast: Root;
  /** Nested TOC within the configured levels (Docusaurus theme's `TOCTreeNode[]`). */
  toc: TocTreeNode[];
  /**
   * Every anchor Docusaurus's link checker collects on the page: ids of h2–h6 headings,
   * footnote reference/definition ids, and `id`s of JSX `<Link>`s. Sorted, unique.
   */
  headingIds: string[];
  /** Every link, image and JSX `href`/`to`/`src`, in document order. */
  links: PageLink[];
  /** Every local `.md`/`.mdx` link (link or definition), in document order. */
  markdownLinks: MarkdownLinkResolution[];
  /** Local images and file links, in document order. */
  assets: AssetReference[];
  /** Content before the truncate marker, or `null` when there is none. */
  excerptHast: Root | null;
  /** MDX imports (names only). */
  imports: ImportRecord[];
  /** The imports that bring code into the page (components, styles, values), for its module; empty when none. */
  moduleImports: ModuleImport[];
  /** Names the MDX module exports. */
  exports: string[];
  /** Text of the first heading when it is an h1 (Docusaurus `contentTitle`), else `null`. */
  contentTitle: string | null;
  /** Warnings (non-static expressions, unused directives, …), sorted. */
  diagnostics: Diagnostic[];
  /** Only on a page with expressions that need code (not with `sanitize`): what its module runs. */
  code?: PageCode;
  /**
   * Only on a page that uses Markdown partials as values (`code.partials`): the JSON text of
   * each one's content chunk ({@link PartialChunk}), by its hash (`PartialUse.chunk`).
   */
  partialChunks?: Record<string, string>;
}
