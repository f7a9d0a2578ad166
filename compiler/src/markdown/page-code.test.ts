/**
 * Expressions and attributes that need code (issue #35 §2): which become code, the `code` the
 * chunk records, that it runs as written, and what stays as before (static values, sanitize).
 */
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { compileMarkdown } from './compile-markdown.js';
import type { PartialChunk } from './page-code.js';
import type { CompileMarkdownArgs } from './types.js';

const compile = (body: string, extra: Partial<CompileMarkdownArgs> = {}) => compileMarkdown({ body, bodyLineOffset: 0, file: 'docs/page.mdx', format: 'mdx', ...extra });

function elements(root: Root | Element, tagName: string, out: Element[] = []): Element[] {
  for (const c of root.children) {
    if (c.type !== 'element') continue;
    if (c.tagName === tagName) out.push(c);
    elements(c, tagName, out);
  }
  return out;
}

const text = (node: Root | Element | Root['children'][number]): string => ('value' in node ? String(node.value) : 'children' in node ? node.children.map(text).join('') : '');

/** Runs expression `index` of a compiled page as its module would, with `bindings` as the module's names. */
function run(code: string, bindings: Record<string, unknown> = {}, props: Record<string, unknown> = {}, scope: unknown = { components: {}, partials: {} }): unknown {
  const jsx = (type: unknown, p: Record<string, unknown>) => ({ type, props: p });
  const names = ['_jsx', '_jsxs', '_Fragment', ...Object.keys(bindings)];
  const make = new Function(...names, `return ${code};`) as (...args: unknown[]) => (props: unknown, scope: unknown) => unknown;
  return make(jsx, jsx, 'Fragment', ...Object.values(bindings))(props, scope);
}

describe('expressions that need code', () => {
  it('leaves a page whose expressions are static as before: text, no code', () => {
    const result = compile('export const since = "2.1";\n\nFrom {since}, {40 + 2} {"items"}.\n');
    expect(result.code).toBeUndefined();
    expect(elements(result.hast, 'SgExpression')).toEqual([]);
    expect(text(result.hast)).toBe('From 2.1, 42 items.');
  });

  it('keeps `.map` to JSX, imported values and `export const`s as code the page module runs', () => {
    const result = compile(
      "import { releases } from './values.js';\n\nexport const year = 2000 + 26;\nexport const Mark = ({ children }) => <mark>{children}</mark>;\n\n{releases.map((r) => <li key={r}>v{r}</li>)}\n\nSince {year.toFixed(0)}.\n\n<Mark>x</Mark>\n",
    );
    const code = result.code!;
    expect(code.names).toEqual(['Mark', 'year']);
    expect(code.declarations).toContain('export const year = 2000 + 26;');
    expect(code.declarations).toContain('_jsx("mark"');
    const placeholders = elements(result.hast, 'SgExpression');
    expect(placeholders.map((e) => e.properties['index'])).toEqual([0, 1]);
    expect(run(code.expressions[0]!, { releases: ['2.0'] })).toEqual([{ type: 'li', props: { children: ['v', '2.0'] } }]);
    expect(run(code.expressions[1]!, { year: 2026 })).toBe('2026');
    expect(result.moduleImports).toEqual([{ from: './values.js', named: [{ imported: 'releases', local: 'releases' }] }]);
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps attributes that need code as `data.codeProps` (spreads too), and static ones as properties', () => {
    const result = compile("import Button from './Button';\n\nexport const extra = { a: [1].map((x) => x) };\n\n<Button label=\"go\" onClick={() => 'clicked'} {...extra} />\n");
    const [button] = elements(result.hast, 'Button');
    expect(button!.properties).toEqual({ label: 'go' });
    expect((button!.data as { codeProps?: unknown }).codeProps).toEqual([
      ['onClick', 0],
      ['...', 1],
    ]);
    expect((run(result.code!.expressions[0]!) as () => string)()).toBe('clicked');
    // An event handler now runs: reported as one written with a static value is.
    expect(result.diagnostics.map((d) => d.code)).toEqual(['content/event-handler']);
    expect(run(result.code!.expressions[1]!, { extra: { a: [1] } })).toEqual({ a: [1] });
  });

  it('makes a Markdown partial used as a value a partial of the code, with its `{props.x}` read when it renders', () => {
    const partials = { 'docs/_js.md': '## Usage\n\nRun with {props.runner ?? "node"}.\n' };
    const result = compile("import Tabs from './Tabs';\nimport javascript from './_js.md';\n\n## Page\n\n<Tabs code={{ javascript }} />\n", { partials });
    const code = result.code!;
    expect(Object.keys(code.partials)).toEqual(['docs/_js.md']);
    const use = code.partials['docs/_js.md']!;
    // Its content is in its own chunk, its expressions numbered in its own list.
    const body = (JSON.parse(result.partialChunks![use.chunk]!) as PartialChunk).body;
    const [inPartial] = elements(body, 'SgExpression');
    expect(run(use.expressions[inPartial!.properties['index'] as number]!, {}, { runner: 'deno' })).toBe('deno');
    const [tabs] = elements(result.hast, 'Tabs');
    const codeProps = (tabs!.data as { codeProps: [string, number][] }).codeProps;
    expect(codeProps.map(([name]) => name)).toEqual(['code']);
    const Javascript = () => null;
    expect(run(code.expressions[codeProps[0]![1]]!, {}, {}, { components: {}, partials: { 'docs/_js.md': Javascript } })).toEqual({ javascript: Javascript });
    // The partial's headings are its own, not the page's TOC.
    expect(result.toc.map((t) => t.value)).toEqual(['Page']);
  });

  it("stores a partial used as a value once: the same content gives the same chunk whatever the page, its headings and its expressions", () => {
    const js = '## Usage\n\nRun with {props.runner ?? "node"} or {props.other}.\n\n```js\nconsole.log(1);\n```\n';
    const page = (before: string) => `import Tabs from './Tabs';\nimport javascript from './_js.md';\n\n## Usage\n\n${before}\n\n<Tabs code={{ javascript }} />\n`;
    const a = compile(page('{[1, 2].map((n) => n * 2)}'), { partials: { 'docs/_js.md': js } });
    const b = compile(page('Plain text.'), { file: 'versioned_docs/version-1/page.mdx', partials: { 'versioned_docs/version-1/_js.md': js } });
    const useA = a.code!.partials['docs/_js.md']!;
    const useB = b.code!.partials['versioned_docs/version-1/_js.md']!;
    expect(useA.chunk).toBe(useB.chunk);
    expect(Object.keys(a.partialChunks!)).toEqual([useA.chunk]);
    expect(a.partialChunks![useA.chunk]).toBe(b.partialChunks![useB.chunk]);
    const body = (JSON.parse(a.partialChunks![useA.chunk]!) as PartialChunk).body;
    // Its own heading ids (the page's `usage` does not make it `usage-1`), its own expression indices.
    expect(elements(body, 'h2').map((h) => h.properties['id'])).toEqual(['usage']);
    expect(elements(body, 'SgExpression').map((e) => e.properties['index'])).toEqual([0, 1]);
    expect(useA.expressions).toHaveLength(2);
    // The page's hast holds no copy of it.
    expect(JSON.stringify(a.hast)).not.toContain('console');
  });

  it('gives an inlined partial its static props in the code it needs', () => {
    const partials = { 'docs/_hello.mdx': 'Hello {props.who.toUpperCase()}!\n' };
    const result = compile("import Hello from './_hello.mdx';\n\n<Hello who=\"reader\" />\n", { partials });
    expect(run(result.code!.expressions[0]!)).toBe('READER');
  });

  it('reads components the MDX provider resolves from the scope', () => {
    const result = compile('{[1].map((n) => <Admonition key={n}>{n}</Admonition>)}\n');
    const Admonition = 'Admonition!';
    expect(run(result.code!.expressions[0]!, {}, {}, { components: { Admonition }, partials: {} })).toEqual([{ type: Admonition, props: { children: 1 } }]);
  });

  it('fails on a name bound nowhere, with file, line and column, as the MDX would fail rendering', () => {
    let error: unknown;
    try {
      compile('# Title\n\nText {missing.value}\n');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CompileError);
    expect((error as CompileError).diagnostics[0]).toMatchObject({ code: 'mdx/undefined-name', file: 'docs/page.mdx', line: 3, column: 6 });
    expect((error as CompileError).diagnostics[0]!.message).toContain('"missing"');
  });

  it('runs no code with sanitize on: the expression is left out with a warning, as before', () => {
    const result = compile("import { releases } from './values.js';\n\n{releases.map((r) => r)}\n", { sanitize: true });
    expect(result.code).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['markdown/dynamic-expression']);
  });

  it("leaves out with a warning what reads data the graph does not give code (Docusaurus's `frontMatter`)", () => {
    const result = compile('{frontMatter.title.toUpperCase()}\n');
    expect(result.code).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['markdown/dynamic-expression']);
  });

  it('is deterministic: the same body gives the same code and hast', () => {
    const body = "import { a } from './a.js';\nexport const b = <i>{a}</i>;\n\n{[a, b].map((x, i) => <span key={i}>{x}</span>)}\n";
    expect(JSON.stringify(compile(body))).toBe(JSON.stringify(compile(body)));
  });
});
