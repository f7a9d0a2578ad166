import type { Root as HastRoot } from 'hast';
import type { Diagnostic } from '../diagnostics/index.js';
import type { Json } from '../json/index.js';
import type { ModuleImport, PageCode, TocTreeNode } from '../markdown/index.js';

/** One heading of a page's table of contents (Docusaurus `TOCTreeNode`: value as HTML, id, level, children). */
export type TocItem = TocTreeNode;

/**
 * The rendered content of one Markdown/MDX source (doc, blog post or page), written as
 * `chunks/<hash>.json` where `hash` is a content hash of this JSON: identical content gives
 * the identical file. The runtime renders `body` with hast-util-to-jsx-runtime, resolving
 * element names that start with an upper-case letter in the site's component registry.
 */
export interface PageChunk {
  /** Source path relative to the site folder. */
  source: string;
  /** Page body as hast (positions stripped). */
  body: HastRoot;
  /** Table of contents within the page's configured heading levels. */
  toc: TocItem[];
  /** First h1 text when the body starts with one (the theme hides a duplicate title). */
  contentTitle: string | null;
  /** Names the MDX module imports/exports (informational; content never runs code). */
  imports: string[];
  /** Extra data the theme reads (e.g. `frontMatter` subsets); free-form JSON. */
  meta: Record<string, Json>;
  /**
   * Only on a page whose MDX imports code (components, styles, values; not partials, which are
   * content, nor the body components the theme has): the import declarations the runtime
   * bundles into the page's own module, whose exports its body's element names resolve to.
   * Relative specifiers are relative to `source`.
   */
  moduleImports?: ModuleImport[];
  /**
   * Only on a page whose MDX has expressions or attributes that need code (`{props.x}` in a
   * partial, `{items.map(…)}`, imported values, `export const` used in JSX), without
   * `markdown.sanitize`: the code its module runs, evaluated by the runtime when it renders
   * the page (prerender and browser). `moduleImports` is then present too, empty or not.
   */
  code?: PageCode;
  /**
   * Only on the chunk of a source that failed to compile (with `continueOnError`): its error
   * diagnostics. `body` then says that the page failed and lists them; `toc` is empty.
   */
  errors?: Diagnostic[];
}

