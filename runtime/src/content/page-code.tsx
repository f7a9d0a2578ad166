import type { Root } from 'hast';
import { createContext, useContext, useMemo, type ComponentType, type ElementType, type ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { UnknownComponent } from './components/UnknownComponent.js';

/** One expression of a page module: `(props, scope) => value` (the chunk's `code.expressions`). */
export type CodeExpression = (props: Readonly<Record<string, unknown>>, scope: CodeScope) => unknown;

/** What the page module's `__sitegraphCode` export holds (see the runtime's `mdxModuleCode`). */
export interface PageModuleCode {
  expressions: readonly CodeExpression[];
  /**
   * Each Markdown partial the page uses as a value, by site-relative path: its hast (from the
   * partial's own module, shared by the pages that use the same content) and its expressions,
   * which that hast's `SgExpression` and code-prop indices refer to.
   */
  partials: Readonly<Record<string, PartialModuleCode>>;
  /**
   * This module, imported by the page module: `Content` renders code through it without
   * importing it, so the first-load bundle of pages without code does not hold it.
   */
  runtime: PageCodeRuntime;
}

/** A Markdown partial used as a value, in a page module's code ({@link PageModuleCode.partials}). */
export interface PartialModuleCode {
  body: Root;
  expressions: readonly CodeExpression[];
}

/** The renderer of page code this module is (see {@link PageModuleCode.runtime}). */
export interface PageCodeRuntime {
  CodeProvider: typeof CodeProvider;
  pageCodeContext: typeof pageCodeContext;
  Expression: typeof Expression;
  codePropsComponent: typeof codePropsComponent;
}

/** The names an expression reads from the runtime rather than from its module. */
export interface CodeScope {
  /** Components the MDX provider resolves, by name (an unknown name gives the labelled fallback). */
  components: Readonly<Record<string, ComponentType<any>>>;
  /** Each partial used as a value, as a component rendering its content with its props. */
  partials: Readonly<Record<string, ComponentType<any>>>;
}

/** The code of the content being rendered, with the props of that content (a partial's, or `{}`). */
export interface CodeContextValue {
  expressions: readonly CodeExpression[];
  scope: CodeScope;
  props: Readonly<Record<string, unknown>>;
}

const CodeContext = createContext<CodeContextValue | null>(null);

/** Provides the code of a page's content to the `SgExpression` and code-prop elements inside it. */
export function CodeProvider({ value, children }: { value: CodeContextValue | null; children: ReactNode }): ReactNode {
  return value ? <CodeContext.Provider value={value}>{children}</CodeContext.Provider> : children;
}

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * The code context of a page: its expressions, and a scope whose components resolve through
 * `resolve` (the page module, the site's registry, the theme's built-ins) and whose partials
 * render their hast with `render` (the page body's renderer) under their own props.
 */
export function pageCodeContext(code: PageModuleCode, resolve: (name: string) => ComponentType<any> | undefined, render: (body: Root) => ReactNode): CodeContextValue {
  const components = new Proxy({} as Record<string, ComponentType<any>>, {
    get: (_target, name) => (typeof name === 'string' ? (resolve(name) ?? unknownComponent(name)) : undefined),
  });
  const partials: Record<string, ComponentType<any>> = {};
  for (const [path, partial] of Object.entries(code.partials)) partials[path] = partialComponent(partial, render);
  return { expressions: code.expressions, scope: { components, partials }, props: NO_PROPS };
}

const unknownComponents = new Map<string, ComponentType<any>>();

/** The labelled fallback under a name (one component per name, so React keeps its state). */
function unknownComponent(name: string): ComponentType<any> {
  let component = unknownComponents.get(name);
  if (!component) {
    component = ({ children }: { children?: ReactNode }) => <UnknownComponent name={name}>{children}</UnknownComponent>;
    unknownComponents.set(name, component);
  }
  return component;
}

/**
 * A Markdown partial used as a value: renders its content, where its expressions run with the
 * props it gets.
 */
function partialComponent(partial: PartialModuleCode, render: (body: Root) => ReactNode): ComponentType<any> {
  return function MarkdownPartial(props: Record<string, unknown>) {
    const outer = useContext(CodeContext);
    const value = useMemo(() => (outer ? { ...outer, expressions: partial.expressions, props } : null), [outer, props]);
    const rendered = useMemo(() => render(partial.body), []);
    return <CodeProvider value={value}>{rendered}</CodeProvider>;
  };
}

/** Runs the expression `index` of the content being rendered. */
function evaluate(code: CodeContextValue | null, index: number): unknown {
  const expression = code?.expressions[index];
  if (!expression) throw new Error(`The page's expression ${index} is missing from its module.`);
  return expression(code.props, code.scope);
}

/** The hast `SgExpression` element: the value of the page's expression `index`, as MDX renders `{…}`. */
export function Expression({ index }: { index?: number }) {
  const value = evaluate(useContext(CodeContext), Number(index));
  return value as ReactNode;
}

/**
 * A component rendering `Tag` (an HTML name or a component) with the attributes that need code
 * (`[name or "..." for a spread, expression index]`) evaluated and added to its other props.
 */
export function codePropsComponent(Tag: ComponentType<any> | string, codeProps: ReadonlyArray<readonly [string, number]>): ComponentType<any> {
  return function WithCodeProps(props: Record<string, unknown>) {
    const code = useContext(CodeContext);
    const all: Record<string, unknown> = { ...props };
    for (const [name, index] of codeProps) {
      const value = evaluate(code, index);
      if (name === '...') Object.assign(all, value);
      else all[name] = value;
    }
    return jsx(Tag as ElementType, all);
  };
}
