import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../frontmatter/index.js';
import { codeBlockTitle, lineNumbersStart, parseCodeLines, parseRange } from './code-meta.js';
import { compileMarkdown } from './compile-markdown.js';
import { highlightLines } from './highlight.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/markdown-code-blocks/', import.meta.url));

function text(node: ElementContent): string {
  return node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';
}

interface BlockSummary {
  language?: string;
  title?: string;
  lineNumbersStart?: number;
  lines: string[];
  highlighted: number[];
  firstTokens?: Array<[string, string]>;
}

function summarize(pre: Element, withTokens: boolean): BlockSummary {
  const code = pre.children[0] as Element;
  const lines = code.children as Element[];
  const out: BlockSummary = { lines: [], highlighted: [] };
  if (pre.properties['dataLanguage'] !== undefined) out.language = String(pre.properties['dataLanguage']);
  if (pre.properties['dataTitle'] !== undefined) out.title = String(pre.properties['dataTitle']);
  if (pre.properties['dataLineNumbersStart'] !== undefined) out.lineNumbersStart = Number(pre.properties['dataLineNumbersStart']);
  lines.forEach((line, i) => {
    expect(line.properties['className']).toContain('token-line');
    out.lines.push(text(line).replace(/\n$/, ''));
    if ((line.properties['className'] as string[]).includes('theme-code-block-highlighted-line')) out.highlighted.push(i);
  });
  if (withTokens) {
    const first = lines[0]!.children.find((c): c is Element => c.type === 'element')!;
    out.firstTokens = [[(first.properties['className'] as string[]).filter((c) => c !== 'token').join(' '), text(first)]];
  }
  return out;
}

describe('code blocks (fixture markdown-code-blocks)', () => {
  const file = 'docs/code.md';
  const parsed = parseFrontMatter(readFileSync(scenario + file, 'utf8'), file);
  const result = compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx' });
  const blocks = result.hast.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'pre');

  it('reads language, title, line numbers and highlighted lines (metastring ranges and magic comments), removing the comments', () => {
    const expected = JSON.parse(readFileSync(`${scenario}expected/code.json`, 'utf8')) as BlockSummary[];
    expect(blocks.map((b, i) => summarize(b, expected[i]?.firstTokens !== undefined))).toEqual(expected);
  });

  it('highlights with Prism token classes at compile time', () => {
    const firstLine = ((blocks[0]!.children[0] as Element).children[0] as Element).children;
    const classes = firstLine.filter((c): c is Element => c.type === 'element').map((c) => (c.properties['className'] as string[]).join(' '));
    expect(classes).toEqual(['token keyword', 'token operator', 'token builtin', 'token operator', 'token number', 'token punctuation']);
  });

  it('keeps the metastring for the runtime', () => {
    expect(blocks[0]!.properties['dataMeta']).toBe('title="src/config.ts" showLineNumbers {2,4-5}');
  });
});

describe('code block metastring', () => {
  it('title in double or single quotes', () => {
    expect(codeBlockTitle('title="a b" x')).toBe('a b');
    expect(codeBlockTitle("x title='c'")).toBe('c');
    expect(codeBlockTitle('title=unquoted')).toBe('');
    expect(codeBlockTitle(undefined)).toBe('');
  });
  it('showLineNumbers with and without a start', () => {
    expect(lineNumbersStart('showLineNumbers')).toBe(1);
    expect(lineNumbersStart('a showLineNumbers=12')).toBe(12);
    expect(lineNumbersStart('title="showLineNumbers"')).toBeUndefined();
    expect(lineNumbersStart(null)).toBeUndefined();
  });
  it('ranges', () => {
    expect(parseRange('1,3-5')).toEqual([1, 3, 4, 5]);
    expect(parseRange('5-3,')).toEqual([5, 4, 3]);
  });
});

describe('parseCodeLines', () => {
  it('ignores magic comments without a language', () => {
    expect(parseCodeLines('// highlight-next-line\nx\n', undefined, undefined)).toEqual({ code: '// highlight-next-line\nx', lineClassNames: {} });
  });
  it('uses the comment styles of the language only', () => {
    expect(parseCodeLines('# highlight-next-line\nx', undefined, 'js').lineClassNames).toEqual({});
    expect(parseCodeLines('# highlight-next-line\nx', undefined, 'py')).toEqual({ code: 'x', lineClassNames: { 0: ['theme-code-block-highlighted-line'] } });
    expect(parseCodeLines('<!-- highlight-next-line -->\nx', undefined, 'html').code).toBe('x');
  });
  it('supports custom magic comments', () => {
    const r = parseCodeLines('// error\nbad()', undefined, 'js', [{ className: 'code-error', line: 'error' }]);
    expect(r).toEqual({ code: 'bad()', lineClassNames: { 0: ['code-error'] } });
  });
});

describe('highlightLines', () => {
  it('splits tokens that span lines (block comments) into per-line spans', () => {
    const lines = highlightLines('/* a\nb */ x', 'js', {});
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => (l.children[0] as Element).properties['className'])).toEqual([['token', 'comment'], ['token', 'comment']]);
  });
  it('leaves unknown languages as plain text lines', () => {
    expect(highlightLines('a\nb', 'no-such-language', { 1: ['hl'] })).toEqual([
      { type: 'element', tagName: 'span', properties: { className: ['token-line'] }, children: [{ type: 'text', value: 'a' }, { type: 'text', value: '\n' }] },
      { type: 'element', tagName: 'span', properties: { className: ['token-line', 'hl'] }, children: [{ type: 'text', value: 'b' }, { type: 'text', value: '\n' }] },
    ]);
  });
});
