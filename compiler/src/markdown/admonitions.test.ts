import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';
import { admonitionTitleToLabel, DEFAULT_ADMONITION_KEYWORDS } from './preprocess.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/markdown-admonitions/', import.meta.url));

/** HTML without the line breaks mdast-util-to-hast puts between blocks. */
function html(root: Root): string {
  return toHtml(root).replace(/>\n+</g, '><').replace(/\n+$/, '');
}

describe('admonitions (fixture markdown-admonitions)', () => {
  const file = 'docs/admonitions.md';
  const parsed = parseFrontMatter(readFileSync(scenario + file, 'utf8'), file);
  const result = compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx' });

  it('renders every form as an `admonition` element with type and text title (legacy, [label], {title}, markup title, nested, quoted)', () => {
    const expected = readFileSync(`${scenario}expected/admonitions.html`, 'utf8').trim().split('\n').join('');
    expect(html(result.hast)).toBe(expected);
  });

  it('warns about a directive that is not an admonition, naming file and line', () => {
    expect(result.diagnostics).toEqual([
      {
        level: 'warning',
        code: 'markdown/unused-directive',
        message: expect.stringContaining(':::unknownthing'),
        file,
        line: 33,
        column: 1,
      },
    ]);
  });

  it('does not read a legacy `:::tip Title` when the mdx1Compat admonitions rewrite is off', () => {
    const r = compileMarkdown({
      body: ':::tip Legacy title\nBody\n:::',
      bodyLineOffset: 0,
      file: 'a.md',
      format: 'mdx',
      mdx1Compat: { comments: true, admonitions: false, headingIds: true },
    });
    expect(html(r.hast)).not.toContain('title="Legacy title"');
  });

  it('only knows the configured keywords', () => {
    const r = compileMarkdown({ body: ':::note\nx\n:::', bodyLineOffset: 0, file: 'a.md', format: 'mdx', admonitionKeywords: ['tip'] });
    expect(html(r.hast)).toBe('<div><p>x</p></div>');
  });
});

describe('admonitionTitleToLabel', () => {
  it('rewrites `:::kw Title` (also quoted and indented), leaves other lines alone', () => {
    const input = [':::note My title', '> > :::tip  Quoted', '  :::info Indented', ':::nope Other', ':::note[Already]', 'text :::note x'].join('\n');
    expect(admonitionTitleToLabel(input, DEFAULT_ADMONITION_KEYWORDS).split('\n')).toEqual([
      ':::note[My title]',
      '> > :::tip[Quoted]',
      '  :::info[Indented]',
      ':::nope Other',
      ':::note[Already]',
      'text :::note x',
    ]);
  });
});
