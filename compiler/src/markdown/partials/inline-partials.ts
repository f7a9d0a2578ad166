import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { CompileError, errorDiagnostic } from '../../diagnostics/index.js';
import { resolvePartialPath, type ImportAliases } from './partial-imports.js';

/** How deep partials may import partials: deeper is a cycle or a mistake. */
const MAX_DEPTH = 16;

/**
 * Where an imported partial's content stands in the page's mdast, in place of the element that
 * used it: the walk reads `props` (the element's static props) while inside it and attributes its
 * diagnostics to `file`, then puts its children in its place.
 */
export interface PartialNode {
  type: 'sitegraphPartial';
  children: RootContent[];
  data: { file: string; element: MdxJsxFlowElement | MdxJsxTextElement };
}

/** What {@link inlinePartials} needs besides the tree. */
export interface InlinePartialsContext {
  /** The file the tree was parsed from, site-relative. */
  file: string;
  /** Texts of the partials the page may import, by site-relative path (`CompileMarkdownArgs.partials`). */
  partials: Readonly<Record<string, string>>;
  /** The site's import aliases (`CompileMarkdownArgs.aliases`). */
  aliases?: ImportAliases;
  /** Parses a partial's whole text (front matter and all) into mdast, positions in its own file. */
  parse(text: string, file: string): Root;
}

/**
 * Puts the content of each Markdown/MDX partial a page imports (`import Part from
 * './_part.mdx'`) where the page uses it (`<Part name="x" />`), as a {@link PartialNode}; nested
 * partials too. Docusaurus compiles a partial as a component of its own; its content is the same
 * content here, so its headings enter the page's TOC, its links are checked with the page's, and
 * `{props.x}` reads the element's props.
 *
 * @throws CompileError `mdx/unresolved-import` (file, line, column of the import) when a partial
 *   the page imports is not in the site; `mdx/partial-cycle` when partials import each other
 */
export function inlinePartials(tree: Root, context: InlinePartialsContext, chain: readonly string[] = []): void {
  const byName = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = String((statement as ImportDeclaration).source.value);
      if (!/\.mdx?$/.test(specifier)) continue;
      const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      const target = resolvePartialPath(context.file, specifier, context.aliases);
      if (local === undefined || target === null) continue;
      if (!(target in context.partials)) {
        const start = node.position?.start;
        throw new CompileError([errorDiagnostic('mdx/unresolved-import', `Cannot resolve "${specifier}" from ${context.file}: no file ${target} in the site.`, { file: context.file, line: start?.line, column: start?.column })]);
      }
      byName.set(local, target);
    }
  }
  if (byName.size === 0) return;
  const replace = (parent: { children: RootContent[] }): void => {
    parent.children = parent.children.map((node): RootContent => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && byName.has(node.name)) {
        return partialNode(node, byName.get(node.name)!, context, chain);
      }
      if ('children' in node) replace(node as { children: RootContent[] });
      return node;
    });
  };
  replace(tree);
}

function partialNode(element: MdxJsxFlowElement | MdxJsxTextElement, file: string, context: InlinePartialsContext, chain: readonly string[]): RootContent {
  if (chain.includes(file) || chain.length >= MAX_DEPTH) {
    const start = element.position?.start;
    throw new CompileError([errorDiagnostic('mdx/partial-cycle', `Partials import each other: ${[...chain, file].join(' → ')}.`, { file: context.file, line: start?.line, column: start?.column })]);
  }
  const tree = context.parse(context.partials[file]!, file);
  inlinePartials(tree, { ...context, file }, [...chain, file]);
  const node: PartialNode = { type: 'sitegraphPartial', children: tree.children, data: { file, element } };
  return node as unknown as RootContent;
}
