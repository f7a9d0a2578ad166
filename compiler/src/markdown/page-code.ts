/**
 * The code of an MDX page that cannot be evaluated at compile time (`{items.map(…)}`,
 * `{props.x}` in a partial, `<Playground code={{ javascript }} />`, `onClick={…}`): each such
 * expression is compiled to JavaScript (its JSX turned into `react/jsx-runtime` calls by
 * estree-util-build-jsx, printed by estree-util-to-js, the printers MDX itself uses) and kept in
 * the chunk's `code`, where the runtime's page module turns it into a function of
 * `(props, scope)`. Its place in the hast holds an index. Pure: nothing here runs the code.
 * Docusaurus compiles the whole page with `@mdx-js/mdx` and runs it; here only what needs code
 * is code, the rest stays hast.
 */
import type { Expression, ModuleDeclaration, Node, Program, Statement } from 'estree';
import { buildJsx } from 'estree-util-build-jsx';
import { jsx as jsxPrinters, toJs } from 'estree-util-to-js';
import globals from 'globals';
import { analyze } from 'periscopic';
import type { Root as HastRoot } from 'hast';

/**
 * What a page's module needs besides its imports (`PageChunk.code`, present only on a page that
 * has code). Every expression is the body of a function of `(props, scope)`: `props` are the
 * props of the MDX content it is written in (a partial's, `{}` for the page), `scope` holds the
 * names the runtime provides (the `scope` list).
 */
export interface PageCode {
  /**
   * The page's own top-level statements other than imports (`export const x = …`, functions),
   * in source order, as JavaScript (JSX compiled to `_jsx`/`_jsxs`/`_Fragment` calls of
   * `react/jsx-runtime`). Empty when there are none.
   */
  declarations: string;
  /**
   * The names the declarations bind, sorted: the page module exports them with its imports, so
   * that a body element may use one as a component (`export const Hello = …; <Hello />`).
   */
  names: string[];
  /**
   * The expressions, by index, each the text of a JavaScript function `(props, scope) => value`:
   * hast `SgExpression` elements (`properties.index`) and the `data.codeProps` of elements
   * (`[attribute name or "..." for a spread, index]` pairs) refer to them.
   */
  expressions: string[];
  /**
   * Each Markdown partial used as a value (`code={{ javascript }}`), by its site-relative path:
   * the runtime makes each a component rendering its content with the props it gets
   * (`scope.partials[path]` in an expression). Its content is stored once for the whole site, in
   * the chunk {@link PartialUse.chunk} names, however many pages use it. Other free names of an
   * expression are read from `scope.components`: the components the MDX provider resolves (the
   * site's and the theme's).
   */
  partials: Record<string, PartialUse>;
}

/**
 * A Markdown partial used as a value, as a page's code refers to it: its content's chunk, and
 * the expressions of that content (compiled in the page's module, whose imports they read).
 */
export interface PartialUse {
  /**
   * Hash of the partial's content chunk: the file `chunks/<chunk>.json` ({@link PartialChunk}),
   * named by the SHA-256 of its text as page chunks are, so every page (and locale, and version
   * folder) whose use compiles to the same content refers to the same one.
   */
  chunk: string;
  /**
   * The content's expressions, as {@link PageCode.expressions} (functions `(props, scope) =>
   * value`, `props` being the partial's): its `SgExpression` elements and `data.codeProps` refer
   * to them by index.
   */
  expressions: string[];
}

/** `chunks/<hash>.json` of a Markdown partial used as a value ({@link PartialUse.chunk}). */
export interface PartialChunk {
  /** The partial's content as hast (positions stripped). */
  body: HastRoot;
}

/** Names every page module binds besides its imports and declarations. */
const JSX_RUNTIME_NAMES = ['_jsx', '_jsxs', '_Fragment'];

/** Names of the JavaScript environment an expression may use (prerender and browser alike). */
const GLOBAL_NAMES: ReadonlySet<string> = new Set([...Object.keys(globals.builtin), ...Object.keys(globals.browser), 'undefined']);

/**
 * Compiles one expression (an `mdxFlowExpression`'s, `mdxTextExpression`'s or attribute's
 * estree program, left unchanged) to JavaScript and reports the free names it reads.
 *
 * @param program the estree program holding the expression (one `ExpressionStatement`)
 * @returns `code`: the expression as JavaScript; `free`: the names it reads that it does not
 *   bind (sorted; not `props`, nor the `react/jsx-runtime` names), `components`: those of
 *   them it renders as JSX components (`<Foo />`), which MDX resolves through its provider
 */
export function compileExpression(program: Program): { code: string; free: string[]; components: Set<string> } {
  const components = jsxComponentNames(program);
  const compiled = compileProgram(program);
  const statement = compiled.body.find((s) => s.type === 'ExpressionStatement');
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : ({ type: 'Identifier', name: 'undefined' } as Expression);
  const free = [...analyze(expression).globals.keys()].filter((name) => name !== 'props' && !JSX_RUNTIME_NAMES.includes(name)).sort();
  return { code: printExpression(expression), free, components };
}

/** Whether a free name is one of the JavaScript environment's (prerender and browser alike). */
export function isGlobalName(name: string): boolean {
  return GLOBAL_NAMES.has(name);
}

/**
 * The page's top-level statements other than imports and `export default`, compiled as
 * {@link compileExpression} compiles expressions, with the names they declare and the free
 * names they read.
 */
export function compileDeclarations(programs: readonly Program[]): { code: string; names: string[]; free: string[] } {
  const statements: (Statement | ModuleDeclaration)[] = [];
  for (const program of programs) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration' || statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') continue;
      if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) continue;
      statements.push(statement);
    }
  }
  if (statements.length === 0) return { code: '', names: [], free: [] };
  const compiled = compileProgram({ type: 'Program', sourceType: 'module', body: statements });
  const body = compiled.body.filter((s) => s.type !== 'ImportDeclaration');
  const program: Program = { type: 'Program', sourceType: 'module', body };
  const { scope, globals: free } = analyze(program);
  return {
    code: toJs(program, { handlers: jsxPrinters }).value.trim(),
    names: [...scope.declarations.keys()],
    free: [...free.keys()].filter((name) => !JSX_RUNTIME_NAMES.includes(name)),
  };
}

/** A copy of the program with its JSX compiled to automatic-runtime calls (and positions dropped). */
function compileProgram(program: Program): Program {
  const copy = structuredClone(withoutPositions(program)) as Program;
  buildJsx(copy, { runtime: 'automatic', importSource: 'react' });
  return copy;
}

/** The program without `loc`/`range`/`start`/`end` and comments: the printed code depends on the code alone. */
function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'start' || key === 'end' || key === 'comments' || key === 'leadingComments' || key === 'trailingComments') continue;
    out[key] = withoutPositions(value);
  }
  return out;
}

/** The expression as JavaScript text (no trailing semicolon; an object literal in parentheses). */
function printExpression(expression: Expression): string {
  const program: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
  return toJs(program, { handlers: jsxPrinters }).value.trim().replace(/;$/, '');
}

/** Names of the components a JSX expression renders (`<Foo>`, `<Foo.Bar>`: `Foo`). */
function jsxComponentNames(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const n of node) jsxComponentNames(n, out);
    return out;
  }
  if (node === null || typeof node !== 'object') return out;
  const record = node as { type?: string; name?: unknown; object?: unknown };
  if (record.type === 'JSXOpeningElement') {
    let name = record.name as { type: string; name?: string; object?: unknown };
    while (name.type === 'JSXMemberExpression') name = name.object as typeof name;
    if (name.type === 'JSXIdentifier' && name.name && /^[A-Z_$]/.test(name.name)) out.add(name.name);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'position') continue;
    if (value !== null && typeof value === 'object') jsxComponentNames(value, out);
  }
  return out;
}

/** Names Docusaurus's MDX loader adds to every module, which the graph does not give to code. */
export const MODULE_DATA_NAMES: ReadonlySet<string> = new Set(['frontMatter', 'metadata', 'contentTitle', 'assets', 'toc']);
