/**
 * `compileMarkdown`: one Markdown/MDX body → hast plus everything the site graph needs about
 * the page (TOC, anchors, links, assets, excerpt, MDX imports/exports, diagnostics), following
 * Docusaurus 3.7.0's mdx-loader. Cost: one parse, one walk over mdast (ids, TOC, links,
 * admonitions, JSX, expressions, ESM, positions dropped), one mdast→hast pass.
 */
import { posix } from 'node:path';
import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast';
import type {
  Code,
  Definition,
  FootnoteReference,
  Heading,
  Html,
  Link,
  LinkReference,
  Nodes,
  Paragraph,
  Parent,
  Root,
  Root as MdastRoot,
  RootContent,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Point } from 'unist';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toHast, type Handler, type State } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { CompileError, compareDiagnostics, errorDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { codePointCompare } from '../json/index.js';
import { nestingError } from './nesting-error.js';
import { parseLocalUrlPath, serializeUrlPath } from '../links/url-path.js';
import { markMermaidCodeBlocks } from './mermaid-code-blocks.js';
import { codeBlockTitle, DEFAULT_MAGIC_COMMENTS, lineNumbersStart, parseCodeLines, type MagicCommentConfig } from './code-meta.js';
import { collectStaticConstants, esmNames, moduleImportsOf } from './esm.js';
import { createHeadingSlugger, parseHeadingId, type HeadingSlugger } from './heading-id.js';
import { highlightLines } from './highlight.js';
import { attributesMention, isComponentName, jsxProperties } from './jsx-attributes.js';
import { parseMarkdown } from './parse.js';
import { parseFrontMatter } from '../frontmatter/parse-front-matter.js';
import { inlinePartials, type PartialNode } from './partials/inline-partials.js';
import { resolvePartialPath } from './partials/partial-imports.js';
import { compileDeclarations, compileExpression, isGlobalName, MODULE_DATA_NAMES, type PageCode, type PartialUse } from './page-code.js';
import { partialChunk } from './partials/partial-chunk.js';
import type { Program } from 'estree';
import { parserExtensions, runMarkdownPlugins, runMarkdownPluginsAsync } from './plugins/run-markdown-plugins.js';
import type { PluggableList } from 'unified';
import { DEFAULT_ADMONITION_KEYWORDS, preprocessMarkdown } from './preprocess.js';
import { removeUnsafeUrls, SafetyReport, sanitizeHast } from './safety/index.js';
import { evaluateStatic, programExpression, StaticFunction, type StaticValue } from './static-value.js';
import { bindStaticImports } from './static-imports.js';
import { DEFAULT_TOC_LEVELS, filterToc, headingToHtml, treeifyToc, type TocEntry } from './toc.js';
import type {
  AssetReference,
  CompiledMarkdown,
  CompileMarkdownArgs,
  ImportRecord,
  MarkdownLinkResolution,
  ModuleImport,
  Mdx1Compat,
  PageLink,
} from './types.js';

/** Docusaurus 3.7.0's default blog truncate marker. */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const DEFAULT_COMPAT: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

/** Names of explicit JSX flow elements Docusaurus renames to theme components. */
const RENAMED_FLOW_ELEMENTS: Readonly<Record<string, string>> = { details: 'Details', head: 'Head' };

/**
 * Compiles one Markdown/MDX body.
 *
 * Docusaurus behaviour followed: MDX 3 or CommonMark+GFM per `format`; the mdx1Compat
 * preprocessing; HTML comments and `{/* *\/}` dropped; paragraphs holding only JSX/expressions
 * unwrapped (MDX's unravel); heading ids from github-slugger with `-1`, `-2` suffixes and
 * `{#custom-id}`; `contentTitle` = first heading when it is an h1; TOC of every h2+ heading
 * with text, nested then filtered to `tocLevels`; `:::keyword[title]{title=…}` admonitions
 * (nested, Markdown inside) as `admonition` elements (`type`, `title`; a title with markup as a
 * first `mdxAdmonitionTitle` child); unused directives back to text (`:name`) or kept with a
 * warning; `<details>`/`<head>` JSX renamed `Details`/`Head`; `.md`/`.mdx` links resolved
 * through `resolveMarkdownLink`, keeping `?query#hash`.
 *
 * Output hast conventions (for the runtime): code blocks are
 * `pre.language-x[dataLanguage, dataTitle?, dataLineNumbersStart?, dataMeta?] > code > span.token-line*`
 * with highlighted lines carrying `theme-code-block-highlighted-line`; JSX elements keep
 * their names as `tagName` (components have upper-case names, props as JSON values, possibly
 * objects/arrays); in the `md` format, raw HTML stays as hast `raw` nodes.
 *
 * @throws CompileError `markdown/invalid-mdx` (file, line, column, parser reason) when the body
 *   is not valid MDX; `markdown/too-deeply-nested` when its nesting exhausts the stack.
 */
export function compileMarkdown(args: CompileMarkdownArgs): CompiledMarkdown {
  try {
    return drive(compileMarkdownBody(args), (request) => runMarkdownPlugins(request.list, request.tree, args.file, args.body, request.stage, args.plugins?.siteDir));
  } catch (error) {
    throw nestingError(error, args.file) ?? error;
  }
}

/**
 * {@link compileMarkdown} for bodies whose plugins may be asynchronous (`args.plugins`): the
 * same result, with each plugin list run by unified's `run` and awaited (npm2yarn's transformer,
 * for one, is async). Without plugins it is `compileMarkdown`.
 *
 * @throws CompileError as {@link compileMarkdown}, and `markdown/plugin-failed` when a plugin throws
 */
export async function compileMarkdownAsync(args: CompileMarkdownArgs): Promise<CompiledMarkdown> {
  const steps = compileMarkdownBody(args);
  try {
    let next = steps.next();
    while (!next.done) {
      const request = next.value;
      next = steps.next(await runMarkdownPluginsAsync(request.list, request.tree, args.file, args.body, request.stage, args.plugins?.siteDir));
    }
    return next.value;
  } catch (error) {
    throw nestingError(error, args.file) ?? error;
  }
}

/** A plugin list to run on a tree: what {@link compileMarkdownBody} yields. */
type PluginRequest = { stage: PluginStage; list: PluggableList; tree: MdastRoot | HastRoot };
type PluginStage = 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins';
type PluginRun = { tree: MdastRoot | HastRoot; diagnostics: Diagnostic[] };
type CompileSteps = Generator<PluginRequest, CompiledMarkdown, PluginRun>;

/** Runs the steps to the end, answering each plugin request synchronously. */
function drive(steps: CompileSteps, run: (request: PluginRequest) => PluginRun): CompiledMarkdown {
  let next = steps.next();
  while (!next.done) next = steps.next(run(next.value));
  return next.value;
}

/**
 * The compilation as steps: it yields each plugin list to run with the tree it runs on, and
 * takes the tree back (the sync and async drivers run them; a body without plugins yields
 * nothing).
 */
function* compileMarkdownBody(args: CompileMarkdownArgs): CompileSteps {
  const compat = args.mdx1Compat ?? DEFAULT_COMPAT;
  const keywords = args.admonitionKeywords ?? DEFAULT_ADMONITION_KEYWORDS;
  const body = preprocessMarkdown(args.body, { headingIds: compat.headingIds, admonitions: compat.admonitions, admonitionKeywords: keywords });
  // Padding the body with the lines above it makes every position a position in the file.
  const padding = '\n'.repeat(Math.max(0, args.bodyLineOffset));
  const plugins = args.plugins;
  const parseOptions = { comments: compat.comments, ...(plugins ? { extensions: parserExtensions(plugins) } : {}) };
  let tree = parseMarkdown(padding + body, args.format, args.file, parseOptions);
  const partialContext = {
    file: args.file,
    partials: args.partials ?? {},
    ...(args.aliases ? { aliases: args.aliases } : {}),
    parse: (text: string, file: string) => {
      const { content, bodyLineOffset } = parseFrontMatter(text, file);
      const partialBody = preprocessMarkdown(content, { headingIds: compat.headingIds, admonitions: compat.admonitions, admonitionKeywords: keywords });
      return parseMarkdown('\n'.repeat(Math.max(0, bodyLineOffset)) + partialBody, partialFormat(file, args.format), file, parseOptions);
    },
  };
  inlinePartials(tree, partialContext, [args.file]);
  // A partial used as a value (`code={{ javascript }}`): its content, with its own partials inlined.
  const loadPartial = (file: string): MdastRoot => {
    const partialTree = partialContext.parse(partialContext.partials[file]!, file);
    inlinePartials(partialTree, { ...partialContext, file }, [args.file, file]);
    return partialTree;
  };
  const pluginDiagnostics: Diagnostic[] = [];
  // At Docusaurus's points: `beforeDefaultRemarkPlugins` before the default transforms (the
  // walk: heading ids, TOC, admonitions, JSX props, `.md` links resolved to permalinks),
  // `remarkPlugins` after them, so they see permalinks (some sites' plugins match links by
  // permalink) and what they add gets no heading id, as in Docusaurus.
  if (plugins && plugins.beforeDefaultRemarkPlugins.length > 0) {
    const ran = yield { stage: 'beforeDefaultRemarkPlugins', list: plugins.beforeDefaultRemarkPlugins, tree };
    tree = ran.tree as MdastRoot;
    pluginDiagnostics.push(...ran.diagnostics);
  }

  if (args.mermaid) markMermaidCodeBlocks(tree);

  const walker = new Walker(args, keywords, loadPartial);
  walker.prepare(tree);
  walker.walk(tree);
  walker.finish();
  if (plugins && plugins.remarkPlugins.length > 0) {
    const ran = yield { stage: 'remarkPlugins', list: plugins.remarkPlugins, tree };
    tree = ran.tree as MdastRoot;
    pluginDiagnostics.push(...ran.diagnostics);
    // What they added (npm2yarn's tabs and its import) becomes hast as authored JSX does.
    walker.adopt(tree);
  }
  tree.position = undefined;

  let hast = toHastRoot(tree, args.format, args.magicComments ?? DEFAULT_MAGIC_COMMENTS);
  if (plugins) {
    for (const stage of ['beforeDefaultRehypePlugins', 'rehypePlugins'] as const) {
      if (plugins[stage].length === 0) continue;
      const ran = yield { stage, list: plugins[stage], tree: hast };
      hast = ran.tree as HastRoot;
      pluginDiagnostics.push(...ran.diagnostics);
    }
  }
  // Before anything reads the tree (chunks, search records, feeds): issue #13 item 6.
  if (args.sanitize) hast = sanitizeHast(hast);
  // A walk over the tree only when the walker saw one (raw HTML is cleaned as it is read).
  if (args.sanitize || walker.sawUnsafeUrl) removeUnsafeUrls(hast);
  const pageCode = walker.pageCode((partialTree) => {
    const partialHast = toHastRoot(partialTree, args.format, args.magicComments ?? DEFAULT_MAGIC_COMMENTS);
    if (walker.sawUnsafeUrl) removeUnsafeUrls(partialHast);
    return partialHast;
  });

  const marker = args.truncateMarker === undefined ? DEFAULT_TRUNCATE_MARKER : args.truncateMarker;
  let excerptHast: HastRoot | null = null;
  const markerIndex = marker ? args.body.search(marker) : -1;
  if (markerIndex !== -1) {
    excerptHast = (yield* compileMarkdownBody({ ...args, body: args.body.slice(0, markerIndex), truncateMarker: null })).hast;
  }

  return {
    hast,
    toc: filterToc(treeifyToc(walker.toc), args.tocLevels ?? DEFAULT_TOC_LEVELS),
    headingIds: [...new Set(walker.anchors)].sort(codePointCompare),
    links: walker.links,
    markdownLinks: walker.markdownLinks,
    assets: walker.assets,
    excerptHast,
    imports: walker.imports,
    moduleImports: walker.moduleImports,
    exports: walker.exports,
    contentTitle: walker.contentTitle,
    diagnostics: [...walker.diagnostics, ...pluginDiagnostics].sort(compareDiagnostics),
    ...(pageCode ? { code: pageCode.code } : {}),
    ...(pageCode && Object.keys(pageCode.partialChunks).length > 0 ? { partialChunks: pageCode.partialChunks } : {}),
  };
}


type AnyParent = Parent & { children: RootContent[] };

/** The single pass over mdast that gathers page data and rewrites nodes for hast. */
class Walker {
  readonly toc: TocEntry[] = [];
  readonly anchors: string[] = [];
  readonly links: PageLink[] = [];
  readonly markdownLinks: MarkdownLinkResolution[] = [];
  readonly assets: AssetReference[] = [];
  readonly imports: ImportRecord[] = [];
  readonly moduleImports: ModuleImport[] = [];
  readonly exports: string[] = [];
  readonly diagnostics: Diagnostic[] = [];
  contentTitle: string | null = null;

  private seenHeading = false;
  /** The file whose content is being walked: the page's, or an imported partial's. */
  private file: string;
  /** Heading ids of the content being walked: the page's (with its inlined partials), or a partial used as a value's own. */
  private slugger: HeadingSlugger = createHeadingSlugger();
  private readonly keywords: ReadonlySet<string>;
  private readonly references: Array<{ node: LinkReference; link: PageLink }> = [];
  private readonly imageReferences: Array<{ identifier: string; start: Point | undefined }> = [];
  private readonly definitions = new Map<string, string>();
  private readonly footnoteCounts = new Map<string, number>();
  /** Static values expressions may use: the module's static consts, then `toc` at the end. */
  private readonly env = new Map<string, StaticValue | StaticFunction>();
  /** JSX elements whose attributes use the page `toc`: evaluated once the TOC is complete. */
  private readonly deferred: Array<{ node: MdxJsxFlowElement | MdxJsxTextElement; start: Point | undefined }> = [];
  /** Reports what could run code in a reader's browser. */
  private readonly safety: SafetyReport;
  /** The page's own ESM programs: their declarations go into the page module when it has code. */
  private readonly esmPrograms: Program[] = [];
  private declarations: { code: string; names: string[]; free: string[] } | undefined;
  /** {@link boundNames}: the names, and how many of {@link moduleImports} they hold. */
  private bound: { names: Set<string>; imports: number } | undefined;
  /**
   * Expressions that need code, by index, of the content being walked: the page's
   * ({@link PageCode.expressions}), or a partial used as a value's ({@link PartialUse.expressions}).
   */
  private expressions: string[] = [];
  /** Markdown partials used as values: path → their content and expressions, walked (null while being walked). */
  private readonly valuePartials = new Map<string, { tree: Root; expressions: string[] } | null>();
  /** Whether a body element is a component the page declares (`export const Hello = …; <Hello />`). */
  private usesDeclaredComponent = false;
  /** Per walked file: the partials it imports, local name → site-relative path. */
  private readonly partialNames = new Map<string, ReadonlyMap<string, string>>();

  /** Whether an unsafe URL was seen outside raw HTML (the tree then needs cleaning). */
  get sawUnsafeUrl(): boolean {
    return this.safety.sawUnsafeUrl;
  }

  constructor(
    private readonly args: CompileMarkdownArgs,
    keywords: readonly string[],
    private readonly loadPartial: (file: string) => Root,
  ) {
    this.keywords = new Set(keywords);
    this.file = args.file;
    this.safety = new SafetyReport(args.file, args.sanitize === true, this.diagnostics);
  }

  /** Reads the MDX module's imports, exports and static consts (ESM is top-level only). */
  prepare(tree: Root): void {
    this.partialNames.set(this.args.file, this.partialNamesOf(tree.children, this.args.file));
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      const program = node.data?.estree ?? undefined;
      if (program) this.esmPrograms.push(program);
      const names = esmNames(program);
      this.imports.push(...names.imports);
      this.exports.push(...names.exports);
      this.moduleImports.push(...moduleImportsOf(program));
      bindStaticImports(program, this.env, this.args.site);
      collectStaticConstants(program, this.env);
    }
  }

  walk(parent: AnyParent | Root): void {
    const children = parent.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if ((node as { type: string }).type === 'sitegraphPartial') {
        const inner = this.partial(node as unknown as PartialNode);
        children.splice(i, 1, ...inner);
        i += inner.length - 1;
        continue;
      }
      const replacement = this.visit(node);
      if (replacement !== undefined) {
        children.splice(i, 1, ...replacement);
        i--;
        continue;
      }
      node.position = undefined;
      if ('children' in node) this.walk(node as AnyParent);
    }
  }

  /** Resolves link references once every definition is known, and `toc`-using JSX. */
  finish(): void {
    if (this.deferred.length > 0) {
      if (!this.env.has('toc') || this.toc.length > 0) {
        this.env.set('toc', this.toc.map((e) => ({ value: e.value, id: e.id, level: e.level })));
      }
      for (const { node, start } of this.deferred) this.jsxElement(node, start, true);
    }
    for (const { node, link } of this.references) {
      const url = this.definitions.get(node.identifier.toUpperCase());
      if (url === undefined) continue;
      link.url = url;
      this.links.push(link);
    }
    for (const { identifier, start } of this.imageReferences) {
      const url = this.definitions.get(identifier.toUpperCase());
      if (url !== undefined) this.image(url, start);
    }
    if (this.references.length > 0 || this.imageReferences.length > 0 || this.deferred.length > 0) {
      const byPlace = (a: { line: number; column: number }, b: { line: number; column: number }) => a.line - b.line || a.column - b.column;
      this.links.sort(byPlace);
      this.assets.sort(byPlace);
    }
    if (this.footnoteCounts.size > 0) this.anchors.push('footnote-label');
  }

  /**
   * Walks an imported partial's content with `props` bound to the using element's static props
   * and diagnostics attributed to the partial's file; returns its children, walked.
   */
  private partial(node: PartialNode): RootContent[] {
    if (!this.partialNames.has(node.data.file)) this.partialNames.set(node.data.file, this.partialNamesOf(node.children, node.data.file));
    const { properties, jsxProps } = jsxProperties(node.data.element, this.env);
    const outer = { props: this.env.get('props') as StaticValue, file: this.file };
    this.env.set('props', { ...properties, ...jsxProps } as StaticValue);
    this.file = node.data.file;
    this.walk(node as unknown as AnyParent);
    this.file = outer.file;
    if (outer.props === undefined) this.env.delete('props');
    else this.env.set('props', outer.props);
    return node.children;
  }

  /**
   * After the `remarkPlugins` ran: JSX elements they added get their props read as the walk
   * reads authored ones, and ESM they added (an `import` of the component they use) is recorded
   * and removed like authored ESM.
   */
  adopt(parent: AnyParent | Root): void {
    const children = parent.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'mdxjsEsm') {
        const names = esmNames(node.data?.estree ?? undefined);
        this.imports.push(...names.imports);
        this.exports.push(...names.exports);
        this.moduleImports.push(...moduleImportsOf(node.data?.estree ?? undefined));
        children.splice(i--, 1);
        continue;
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !(node.data as { hProperties?: unknown } | undefined)?.hProperties) {
        this.jsxElement(node, node.position?.start, true);
      }
      if ('children' in node) this.adopt(node as AnyParent);
    }
  }

  /**
   * Handles one node before its children. Returns nodes to put in its place (they are
   * visited next), or `undefined` to keep it.
   */
  private visit(node: RootContent): RootContent[] | undefined {
    switch (node.type) {
      case 'paragraph':
        return this.unravel(node);
      case 'heading':
        this.heading(node);
        return undefined;
      case 'containerDirective':
        this.containerDirective(node);
        return undefined;
      case 'leafDirective':
        if (!node.data) this.unusedDirective(node, '::');
        return undefined;
      case 'textDirective':
        if (node.data) return undefined;
        if (node.children.length === 0 && (!node.attributes || Object.keys(node.attributes).length === 0)) {
          return [{ type: 'text', value: `:${node.name}` }];
        }
        this.unusedDirective(node, ':');
        return undefined;
      case 'link':
        this.link(node);
        return undefined;
      case 'definition':
        this.definition(node);
        return undefined;
      case 'linkReference':
        this.linkReference(node);
        return undefined;
      case 'image':
        this.safety.url(node.url, node.position?.start);
        this.image(node.url, node.position?.start);
        return undefined;
      case 'imageReference':
        this.imageReferences.push({ identifier: node.identifier, start: node.position?.start });
        return undefined;
      case 'footnoteReference':
        this.footnoteReference(node);
        return undefined;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        this.jsxElement(node, node.position?.start, false);
        return undefined;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node);
      case 'mdxjsEsm':
        // A partial's imports are the page's too: its components render in the page.
        if (this.file !== this.args.file) this.moduleImports.push(...moduleImportsOf(node.data?.estree ?? undefined, (s) => this.relativeToPage(s)));
        if (this.file !== this.args.file) bindStaticImports(node.data?.estree ?? undefined, this.env, this.args.site);
        return [];
      case 'html':
        if (isHtmlComment(node)) return [];
        node.value = this.safety.rawHtml(node.value, node.position?.start);
        return undefined;
      default:
        return undefined;
    }
  }

  /** MDX unravel: a paragraph of only JSX elements/expressions (and whitespace) becomes flow. */
  private unravel(node: Paragraph): RootContent[] | undefined {
    let some = false;
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') some = true;
      else if (!(child.type === 'text' && /^[\t\n\f\r ]*$/.test(child.value))) return undefined;
    }
    if (!some) return undefined;
    const out: RootContent[] = [];
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement') out.push({ ...child, type: 'mdxJsxFlowElement' } as unknown as MdxJsxFlowElement);
      else if (child.type === 'mdxTextExpression') out.push({ ...child, type: 'mdxFlowExpression' } as unknown as MdxFlowExpression);
      else if (!(child.type === 'text' && /^[\t\r\n ]+$/.test(child.value))) out.push(child as RootContent);
    }
    return out;
  }

  private heading(node: Heading): void {
    if (!this.seenHeading) {
      this.seenHeading = true;
      if (node.depth === 1) this.contentTitle = toString(node);
    }
    const textNodes = node.children.filter((c) => c.type !== 'html');
    const text = toString(textNodes.length > 0 ? textNodes : node);
    const parsed = parseHeadingId(text);
    let id: string;
    if (parsed.id !== undefined) {
      id = parsed.id;
      removeHeadingId(node, parsed.text);
    } else {
      id = this.slugger.slug(text, this.args.anchorsMaintainCase === true);
    }
    (node.data ??= {} as NonNullable<Heading["data"]>);
    (node.data as { id?: string }).id = id;
    if (node.depth >= 2) {
      this.anchors.push(id);
      if (toString(node) !== '') this.toc.push({ value: headingToHtml(node), id, level: node.depth });
    }
  }

  private containerDirective(node: ContainerDirective): void {
    if (!this.keywords.has(node.name)) {
      this.unusedDirective(node, ':::');
      return;
    }
    const first = node.children[0];
    const label = first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true ? first : undefined;
    const content = label ? node.children.slice(1) : node.children;
    const labelText = label && label.children.length === 1 && label.children[0]!.type === 'text' ? label.children[0]!.value : undefined;
    const title = node.attributes?.['title'] ?? labelText;
    const properties: Properties = {};
    if (title) properties['title'] = title;
    properties['type'] = node.name;
    node.data = { hName: 'admonition', hProperties: properties };
    node.children = content;
    if (label && !title) {
      const titleNode = { type: 'mdxAdmonitionTitle', data: { hName: 'mdxAdmonitionTitle', hProperties: {} }, children: label.children };
      node.children.unshift(titleNode as unknown as ContainerDirective['children'][number]);
    }
  }

  private unusedDirective(node: { name: string; position?: Nodes['position'] }, prefix: string): void {
    this.warn(
      'markdown/unused-directive',
      `Unused Markdown directive "${prefix}${node.name}": it renders as a plain block. Escape the colons (\\:) if they are text.`,
      node,
    );
  }

  private link(node: Link): void {
    const start = node.position?.start;
    node.url = this.resolveLink(node.url, start);
    this.safety.url(node.url, start);
    const link: PageLink = { url: node.url, line: start?.line ?? 0, column: start?.column ?? 0, kind: 'markdown' };
    const candidates = this.assetCandidates(node.url);
    if (candidates) {
      link.assetCandidates = candidates;
      this.assets.push({ url: node.url, line: link.line, column: link.column, kind: 'link', candidates, required: false });
    }
    this.links.push(link);
  }

  private definition(node: Definition): void {
    node.url = this.resolveLink(node.url, node.position?.start);
    this.safety.url(node.url, node.position?.start);
    const key = node.identifier.toUpperCase();
    // As in CommonMark, the first definition of a label wins.
    if (!this.definitions.has(key)) this.definitions.set(key, node.url);
  }

  private linkReference(node: LinkReference): void {
    const start = node.position?.start;
    this.references.push({ node, link: { url: '', line: start?.line ?? 0, column: start?.column ?? 0, kind: 'markdown' } });
  }

  /** Docusaurus `resolveMarkdownLinks`: local `*.md(x)` pathnames → permalinks. */
  private resolveLink(url: string, start: { line: number; column: number } | undefined): string {
    if (!/\.mdx?(?:[?#]|$)/i.test(url)) return url;
    const path = parseLocalUrlPath(url);
    if (!path || !/\.mdx?$/i.test(path.pathname)) return url;
    // Recorded as the resolver saw it: a cached result's links are checked again with it.
    const link = this.fromPage(path.pathname);
    const permalink = this.args.resolveMarkdownLink ? this.args.resolveMarkdownLink(link) : null;
    this.markdownLinks.push({ link, permalink, line: start?.line ?? 0, column: start?.column ?? 0, ...(this.file !== this.args.file ? { partial: this.file } : {}) });
    return permalink ? serializeUrlPath({ ...path, pathname: permalink }) : url;
  }

  /**
   * A relative `.md` link written in an imported partial, made relative to the page (the
   * resolver resolves from the page's file): a partial's links are relative to its own folder.
   */
  private fromPage(pathname: string): string {
    if (this.file === this.args.file || pathname.startsWith('/') || pathname.startsWith('@site/')) return pathname;
    return this.relativeToPage(pathname);
  }

  /** A path relative to the file being walked (a partial), made relative to the page's file. */
  private relativeToPage(pathname: string): string {
    const target = posix.join(posix.dirname(this.file), pathname);
    const relative = posix.relative(posix.dirname(this.args.file), target);
    return relative.startsWith('.') ? relative : `./${relative}`;
  }

  private image(url: string, start: Point | undefined): void {
    const line = start?.line ?? 0;
    const column = start?.column ?? 0;
    this.links.push({ url, line, column, kind: 'image' });
    const path = parseLocalUrlPath(url);
    if (!path || path.pathname === '') return;
    const candidates = this.pathCandidates(path.pathname);
    this.assets.push({ url, line, column, kind: 'image', candidates, required: !path.pathname.startsWith('/') });
  }

  /** Candidates of a Markdown link that looks like a file (Docusaurus `transformLinks`). */
  private assetCandidates(url: string): string[] | undefined {
    const path = parseLocalUrlPath(url);
    if (!path || path.pathname === '') return undefined;
    const pathname = path.pathname;
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const dot = lastSegment.lastIndexOf('.');
    const assetLike = pathname.startsWith('@site/') || (dot > 0 && !/\.(?:mdx?|html)$/i.test(lastSegment));
    return assetLike ? this.pathCandidates(pathname) : undefined;
  }

  /** Site-relative places where a local file path may point. */
  private pathCandidates(pathname: string): string[] {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // keep as written
    }
    if (decoded.startsWith('@site/')) return [normalizePath(decoded.slice('@site/'.length))];
    if (decoded.startsWith('/')) return (this.args.staticDirs ?? ['static']).map((dir) => normalizePath(`${dir}/${decoded}`));
    const dir = this.args.file.includes('/') ? this.args.file.slice(0, this.args.file.lastIndexOf('/')) : '';
    return [normalizePath(dir ? `${dir}/${decoded}` : decoded)];
  }

  private footnoteReference(node: FootnoteReference): void {
    const id = node.identifier.toUpperCase();
    const count = (this.footnoteCounts.get(id) ?? 0) + 1;
    this.footnoteCounts.set(id, count);
    const safe = normalizeUri(node.identifier.toLowerCase());
    this.anchors.push(`user-content-fnref-${safe}${count > 1 ? `-${count}` : ''}`);
    if (count === 1) this.anchors.push(`user-content-fn-${safe}`);
  }

  private jsxElement(node: MdxJsxFlowElement | MdxJsxTextElement, start: Point | undefined, late: boolean): void {
    if (!late) {
      if (node.type === 'mdxJsxFlowElement' && node.name && RENAMED_FLOW_ELEMENTS[node.name]) node.name = RENAMED_FLOW_ELEMENTS[node.name]!;
      if (!this.env.has('toc') && attributesMention(node, 'toc')) {
        this.deferred.push({ node, start });
        return;
      }
    }
    const { properties, jsxProps, required, issues } = jsxProperties(node, this.env);
    if (node.name) this.safety.jsx(node.name, { ...properties, ...(jsxProps as Properties) }, start);
    const codeProps: Array<[string, number]> = [];
    for (const issue of issues) {
      const index = issue.program ? this.codeExpression(issue.program, start) : undefined;
      if (index !== undefined) {
        codeProps.push([issue.name, index]);
        continue;
      }
      this.warnAt(
        'markdown/dynamic-attribute',
        `Attribute "${issue.name}" of <${node.name ?? ''}> is not a static value (${issue.reason}); content never runs code, so it is left out.`,
        start,
      );
    }
    // What now runs as code is reported as the static props are (`onClick={…}`: content/event-handler).
    if (node.name && codeProps.length > 0) this.safety.jsx(node.name, Object.fromEntries(codeProps.filter(([n]) => n !== '...').map(([n]) => [n, true])), start);
    const line = start?.line ?? 0;
    const column = start?.column ?? 0;
    const name = node.name ?? '';
    if (!this.args.sanitize && this.file === this.args.file && this.esmPrograms.length > 0 && isComponentName(name) && !this.usesDeclaredComponent) {
      this.usesDeclaredComponent = declaredNames(this.esmPrograms).has(name.split('.')[0]!);
    }
    const component = name !== '' && isComponentName(name);
    for (const { name: attribute, path } of required) {
      this.assets.push({ url: path, line, column, kind: attribute === 'src' ? 'image' : 'link', candidates: this.pathCandidates(path), required: true });
    }
    for (const attribute of component ? ['to', 'href'] : ['href', 'src']) {
      const value = properties[attribute];
      if (typeof value === 'string' && !required.some((r) => r.name === attribute)) {
        this.links.push({ url: value, line, column, kind: component ? 'jsx-component' : 'jsx-element' });
      }
    }
    if (name === 'Link' && typeof properties['id'] === 'string') this.anchors.push(properties['id']);
    const data = (node.data ??= {} as NonNullable<typeof node.data>) as { hProperties?: unknown; jsxProps?: unknown; codeProps?: unknown };
    data.hProperties = properties;
    if (Object.keys(jsxProps).length > 0) data.jsxProps = jsxProps;
    if (codeProps.length > 0) data.codeProps = codeProps;
  }

  private expression(node: MdxFlowExpression | MdxTextExpression): RootContent[] {
    const expression = programExpression(node.data?.estree ?? undefined);
    if (expression === null) return []; // only comments, e.g. {/* truncate */}
    const result = expression ? evaluateStatic(expression, this.env) : { ok: false as const, reason: 'not a single expression' };
    if (result.ok) {
      const value = result.value;
      if (typeof value === 'string' || typeof value === 'number') return [{ type: 'text', value: String(value) }];
      if (value === null || value === undefined || typeof value === 'boolean') return [];
      if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return [{ type: 'text', value: value.join('') }];
    }
    const program = node.data?.estree;
    const index = program ? this.codeExpression(program, node.position?.start) : undefined;
    if (index !== undefined) return [{ type: 'sitegraphExpression', data: { index } } as unknown as RootContent];
    this.warn(
      'markdown/dynamic-expression',
      `Expression {${node.value.trim()}} is not a static value (${result.ok ? 'an object' : result.reason}); content never runs code, so it is left out.`,
      node,
    );
    return [];
  }

  /**
   * Keeps an expression that needs code ({@link PageCode}) and returns its index, or undefined
   * when content may not run code (`sanitize`) or it reads what the graph does not give code
   * (`frontMatter`, `metadata`, …: then it is left out with a warning, as before).
   *
   * Its free names resolve, in order, to the page module's imports (the page's and its partials')
   * and declarations, the static values the walk knows (a partial's `props` and `const`s, inlined
   * as JSON), Markdown partials used as values, components (through the MDX provider) and the
   * JavaScript globals.
   *
   * @throws CompileError `mdx/undefined-name` (file, line, column) for a name bound nowhere: the
   *   compiled MDX would throw a ReferenceError when rendered, and Docusaurus's build fails
   */
  private codeExpression(program: Program, start: Point | undefined): number | undefined {
    if (this.args.sanitize) return undefined;
    const { code, free, components } = compileExpression(program);
    const bound = this.boundNames();
    const partials = this.partialNames.get(this.file) ?? new Map<string, string>();
    const lines: string[] = [];
    const fromProvider: string[] = [];
    for (const name of free) {
      if (bound.has(name)) continue;
      const value = this.env.get(name);
      if (value !== undefined && !(value instanceof StaticFunction)) lines.push(`const ${name} = ${JSON.stringify(value)};`);
      else if (partials.has(name)) {
        this.valuePartial(partials.get(name)!);
        lines.push(`const ${name} = scope.partials[${JSON.stringify(partials.get(name)!)}];`);
      } else if (components.has(name)) fromProvider.push(name);
      else if (MODULE_DATA_NAMES.has(name)) return undefined;
      else if (!isGlobalName(name)) {
        throw new CompileError([
          errorDiagnostic('mdx/undefined-name', `"${name}" is not defined: import it, declare it with \`export const\`, or use \`props.${name}\` (MDX would throw a ReferenceError rendering this page).`, { file: this.file, line: start?.line, column: start?.column }),
        ]);
      }
    }
    if (fromProvider.length > 0) lines.unshift(`const { ${fromProvider.join(', ')} } = scope.components;`);
    const props = this.file !== this.args.file ? this.env.get('props') : undefined;
    if (props !== undefined && !(props instanceof StaticFunction)) lines.unshift(`props = ${JSON.stringify(props)};`);
    lines.push(`return (${code});`);
    this.expressions.push(`(props, scope) => {\n${lines.join('\n')}\n}`);
    return this.expressions.length - 1;
  }

  /**
   * The names the page module binds: its declarations' and every import's so far (the page's,
   * then its partials' as the walk meets them), extended as imports are added rather than made
   * again for each expression.
   */
  private boundNames(): ReadonlySet<string> {
    let known = this.bound;
    if (!known) known = this.bound = { names: new Set(this.pageDeclarations().names), imports: 0 };
    for (; known.imports < this.moduleImports.length; known.imports++) {
      const record = this.moduleImports[known.imports]!;
      if (record.default) known.names.add(record.default);
      if (record.namespace) known.names.add(record.namespace);
      for (const { local } of record.named ?? []) known.names.add(local);
    }
    return known.names;
  }

  /** The page's declarations, compiled once; a name they read that is bound nowhere is an error. */
  private pageDeclarations(): { code: string; names: string[]; free: string[] } {
    if (this.declarations) return this.declarations;
    this.declarations = compileDeclarations(this.esmPrograms);
    const imported = new Set(esmNames({ type: 'Program', sourceType: 'module', body: this.esmPrograms.flatMap((p) => p.body) }).imports.flatMap((i) => i.names));
    const missing = this.declarations.free.find((name) => !imported.has(name) && !isGlobalName(name));
    if (missing !== undefined) {
      throw new CompileError([errorDiagnostic('mdx/undefined-name', `"${missing}" is not defined in the page's \`export\` declarations (MDX would throw a ReferenceError loading this page).`, { file: this.args.file })]);
    }
    return this.declarations;
  }

  /**
   * Walks a Markdown partial used as a value (`code={{ javascript }}`) as content of its own, as
   * Docusaurus compiles it as a module of its own: its `props` are known only when it renders,
   * its headings stay out of the page's TOC and get ids of their own (its own slugger), and its
   * expressions are numbered in a list of its own, so that its content does not depend on the
   * page that uses it and is stored once ({@link PartialUse}).
   */
  private valuePartial(file: string): void {
    if (this.valuePartials.has(file)) return;
    this.valuePartials.set(file, null);
    const tree = this.loadPartial(file);
    this.partialNames.set(file, this.partialNamesOf(tree.children, file));
    const outer = { file: this.file, props: this.env.get('props'), toc: this.toc.length, seenHeading: this.seenHeading, contentTitle: this.contentTitle, slugger: this.slugger, expressions: this.expressions };
    const expressions: string[] = [];
    this.file = file;
    this.env.delete('props');
    this.seenHeading = true;
    this.slugger = createHeadingSlugger();
    this.expressions = expressions;
    try {
      this.walk(tree);
    } finally {
      this.file = outer.file;
      if (outer.props !== undefined) this.env.set('props', outer.props);
      this.toc.length = outer.toc;
      this.seenHeading = outer.seenHeading;
      this.contentTitle = outer.contentTitle;
      this.slugger = outer.slugger;
      this.expressions = outer.expressions;
    }
    this.valuePartials.set(file, { tree, expressions });
  }

  /** The Markdown partials the ESM of `children` imports by default import, local name → path. */
  private partialNamesOf(children: readonly RootContent[], file: string): ReadonlyMap<string, string> {
    const out = new Map<string, string>();
    for (const node of children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || !/\.mdx?$/i.test(String(statement.source.value))) continue;
        const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        const target = resolvePartialPath(file, String(statement.source.value), this.args.aliases);
        if (local !== undefined && target !== null && target in (this.args.partials ?? {})) out.set(local, target);
      }
    }
    return out;
  }

  /**
   * The page's code ({@link PageCode}) once the walk is done, or undefined for a page without
   * any, and the chunks of the partials it uses as values (JSON text by hash): `toHast` turns a
   * partial's content into hast.
   */
  pageCode(toHast: (tree: Root) => HastRoot): { code: PageCode; partialChunks: Record<string, string> } | undefined {
    if (this.expressions.length === 0 && !this.usesDeclaredComponent) return undefined;
    const partials: Record<string, PartialUse> = {};
    const partialChunks: Record<string, string> = {};
    for (const file of [...this.valuePartials.keys()].sort(codePointCompare)) {
      const walked = this.valuePartials.get(file);
      if (!walked) continue;
      walked.tree.position = undefined;
      const { hash, text } = partialChunk(toHast(walked.tree));
      partials[file] = { chunk: hash, expressions: walked.expressions };
      partialChunks[hash] = text;
    }
    const declarations = this.pageDeclarations();
    const code = { declarations: declarations.code, names: [...declarations.names].sort(codePointCompare), expressions: this.expressions, partials };
    return { code, partialChunks };
  }

  private warn(code: string, message: string, node: { position?: Nodes['position'] }): void {
    this.warnAt(code, message, node.position?.start);
  }

  private warnAt(code: string, message: string, start: Point | undefined): void {
    const d: Diagnostic = { level: 'warning', code, message, file: this.file };
    if (start) {
      d.line = start.line;
      d.column = start.column;
    }
    this.diagnostics.push(d);
  }
}

/** Names the top-level declarations (not imports) of ESM programs bind. */
function declaredNames(programs: readonly Program[]): Set<string> {
  const out = new Set<string>();
  for (const program of programs) {
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') for (const d of declaration.declarations) if (d.id.type === 'Identifier') out.add(d.id.name);
      if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) out.add(declaration.id.name);
    }
  }
  return out;
}

/**
 * The parser of an imported partial: `.mdx` is MDX; a `.md` partial is parsed as its page is
 * (MDX unless the page's format is CommonMark, as `markdown.format` decides for both).
 */
function partialFormat(file: string, pageFormat: CompileMarkdownArgs['format']): CompileMarkdownArgs['format'] {
  return file.endsWith('.mdx') ? 'mdx' : pageFormat;
}

/** Removes the `{#id}` text from a heading's last text node (Docusaurus `remark/headings`). */
function removeHeadingId(node: Heading, textWithoutId: string): void {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return;
  if (node.children.length > 1) {
    const rest = parseHeadingId(last.value).text;
    if (rest) last.value = rest;
    else node.children.pop();
  } else {
    last.value = textWithoutId;
  }
}

function isHtmlComment(node: Html): boolean {
  return /^<!--[\s\S]*-->\s*$/.test(node.value);
}

/**
 * Percent-encodes what is not allowed in a URL, keeping valid `%XX` escapes (as
 * `micromark-util-sanitize-uri`'s `normalizeUri`, used for footnote ids by mdast-util-to-hast).
 */
function normalizeUri(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === '%' && /^[A-Za-z0-9]{2}$/.test(value.slice(i + 1, i + 3))) out += char;
    else if (/[!#$&-;=?-Z_a-z~]/.test(char)) out += char;
    else {
      const code = value.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) {
        const next = value.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          out += encodeURIComponent(value.slice(i, i + 2));
          i++;
          continue;
        }
      }
      out += encodeURIComponent(code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : char);
    }
  }
  return out;
}

function normalizePath(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

// ---------------------------------------------------------------------------------------
// mdast → hast

function toHastRoot(tree: Root, format: CompileMarkdownArgs['format'], magicComments: readonly MagicCommentConfig[]): HastRoot {
  const handlers: Record<string, Handler> = {
    heading: headingHandler,
    code: (state, node: Code) => codeHandler(state, node, magicComments),
    mdxJsxFlowElement: jsxHandler,
    mdxJsxTextElement: jsxHandler,
    sitegraphExpression: (_state, node: { data: { index: number } }) => ({ type: 'element', tagName: 'SgExpression', properties: { index: node.data.index }, children: [] }) as Element,
    html: (_state, node: Html) => (format === 'md' ? ({ type: 'raw', value: node.value } as unknown as ElementContent) : undefined),
  };
  const out = toHast(tree, { handlers, allowDangerousHtml: format === 'md' });
  return out as HastRoot;
}

const headingHandler: Handler = (state: State, node: Heading) => {
  const id = (node.data as { id?: string } | undefined)?.id;
  const result: Element = { type: 'element', tagName: `h${node.depth}`, properties: id === undefined ? {} : { id }, children: state.all(node) };
  return result;
};

const jsxHandler: Handler = (state: State, node: MdxJsxFlowElement | MdxJsxTextElement) => {
  const children = state.all(node);
  if (node.name === null) return children; // fragment
  const data = node.data as { hProperties?: Properties; jsxProps?: Record<string, unknown>; codeProps?: Array<[string, number]> } | undefined;
  const result: Element = { type: 'element', tagName: node.name, properties: data?.hProperties ?? {}, children };
  if (data?.jsxProps || data?.codeProps) {
    result.data = { ...(data.jsxProps ? { jsxProps: data.jsxProps } : {}), ...(data.codeProps ? { codeProps: data.codeProps } : {}) } as Element['data'];
  }
  return result;
};

function codeHandler(_state: State, node: Code, magicComments: readonly MagicCommentConfig[]): Element {
  const language = node.lang ?? undefined;
  const meta = node.meta ?? undefined;
  const { code, lineClassNames } = parseCodeLines(node.value, meta, language, magicComments);
  const properties: Properties = {};
  if (language) {
    properties['className'] = [`language-${language}`];
    properties['dataLanguage'] = language;
  }
  const title = codeBlockTitle(meta);
  if (title) properties['dataTitle'] = title;
  const start = lineNumbersStart(meta);
  if (start !== undefined) properties['dataLineNumbersStart'] = start;
  if (meta) properties['dataMeta'] = meta;
  const codeElement: Element = {
    type: 'element',
    tagName: 'code',
    properties: language ? { className: [`language-${language}`] } : {},
    children: highlightLines(code, language, lineClassNames),
  };
  return { type: 'element', tagName: 'pre', properties, children: [codeElement] };
}
