import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/markdown-mdx-jsx/', import.meta.url));

function html(root: Root): string {
  return toHtml(root).replace(/>\n+</g, '><').replace(/\n+/g, '\n').trim();
}

function find(root: Root | Element, tagName: string): Element | undefined {
  for (const c of root.children) {
    if (c.type !== 'element') continue;
    if (c.tagName === tagName) return c;
    const inner = find(c, tagName);
    if (inner) return inner;
  }
  return undefined;
}

describe('MDX JSX, expressions and ESM (fixture markdown-mdx-jsx)', () => {
  const file = 'docs/jsx.mdx';
  const parsed = parseFrontMatter(readFileSync(scenario + file, 'utf8'), file);
  const partials = { 'docs/_partial.mdx': readFileSync(`${scenario}docs/_partial.mdx`, 'utf8') };
  const result = compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx', partials });

  it('keeps JSX elements by name, evaluates static literals (also module consts), leaves a placeholder for what needs code', () => {
    const expected = readFileSync(`${scenario}expected/jsx.html`, 'utf8').trim().split('\n').join('');
    expect(html(result.hast).split('\n').join('')).toBe(expected);
  });

  it('carries object/array props of components as data.jsxProps, page toc included', () => {
    expect(find(result.hast, 'Tabs')?.data).toEqual({ jsxProps: { values: [{ label: 'npm', value: 'npm' }, { label: 'Yarn', value: 'yarn' }] } });
    expect(find(result.hast, 'TOCInline')?.data).toEqual({
      jsxProps: { toc: [{ value: 'Second', id: 'second', level: 2 }, { value: 'Third', id: 'third', level: 2 }] },
    });
  });

  it('records imports and exports by name only', () => {
    expect(result.imports).toEqual([
      { source: '@theme/Tabs', names: ['Tabs'] },
      { source: '@theme/TabItem', names: ['TabItem'] },
      { source: './_partial.mdx', names: ['Partial', 'partialToc'] },
    ]);
    expect(result.exports).toEqual(['since', 'meta']);
  });

  it('keeps the attributes and expressions that need code as code, and reports the event handler it runs', () => {
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['content/event-handler', 25]]);
    expect(result.code?.expressions).toHaveLength(2);
  });

  it('lists links of components (checked), of HTML elements (not checked) and required files as assets', () => {
    expect(result.links.filter((l) => l.kind !== 'markdown')).toEqual([
      { url: '/docs/intro', line: 36, column: 1, kind: 'jsx-component' },
      { url: '/docs/raw', line: 36, column: 57, kind: 'jsx-element' },
    ]);
    expect(result.assets).toEqual([{ url: './img/logo.png', line: 38, column: 1, kind: 'image', candidates: ['docs/img/logo.png'], required: true }]);
    expect(result.headingIds).toContain('intro-link');
  });
});

describe('invalid MDX', () => {
  it('throws CompileError with file, file line, column and the parser reason', () => {
    let error: unknown;
    try {
      compileMarkdown({ body: 'Text\n\n- Remotion <= 3.0.7', bodyLineOffset: 4, file: 'docs/x.md', format: 'mdx' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CompileError);
    expect((error as CompileError).diagnostics).toEqual([
      {
        level: 'error',
        code: 'markdown/invalid-mdx',
        message: 'MDX compilation failed: Unexpected character `=` (U+003D) before name, expected a character that can start a name, such as a letter, `$`, or `_`',
        file: 'docs/x.md',
        line: 7,
        column: 13,
      },
    ]);
  });

  it('accepts the same text as CommonMark (md format), keeping raw HTML as raw nodes', () => {
    const r = compileMarkdown({ body: 'a <= b\n\n<div class="x">hi</div>', bodyLineOffset: 0, file: 'docs/x.md', format: 'md' });
    expect(r.hast.children.map((c) => c.type)).toEqual(['element', 'text', 'raw']);
  });
});
