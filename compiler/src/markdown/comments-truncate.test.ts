import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';
import type { Mdx1Compat } from './types.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/markdown-comments-truncate/', import.meta.url));

function html(root: Root | null): string {
  return root ? toHtml(root, { allowDangerousHtml: true }).replace(/\n+/g, '\n').trim() : '';
}

function compileFixture(file: string, format: 'md' | 'mdx' = 'mdx') {
  const parsed = parseFrontMatter(readFileSync(scenario + file, 'utf8'), file);
  return compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format });
}

const expectedHtml = (name: string) => readFileSync(`${scenario}expected/${name}`, 'utf8').trim();

describe('HTML and MDX comments (fixture markdown-comments-truncate)', () => {
  it('accepts HTML comments in MDX (flow, multi-line, inline, in lists) and drops them with MDX comments', () => {
    const r = compileFixture('blog/2024-01-01-html-comments.md');
    expect(html(r.hast)).toBe(expectedHtml('html-comments.html'));
    expect(r.diagnostics).toEqual([]);
  });

  it('drops HTML comments in the md format too, keeping other raw HTML', () => {
    const r = compileMarkdown({ body: 'a <!-- x --> b\n\n<!-- y -->\n\n<b>bold</b>', bodyLineOffset: 0, file: 'a.md', format: 'md' });
    expect(html(r.hast)).toBe('<p>a  b</p>\n<p><b>bold</b></p>');
  });

  it('rejects HTML comments in MDX when mdx1Compat.comments is off, as MDX does', () => {
    const mdx1Compat: Mdx1Compat = { comments: false, admonitions: true, headingIds: true };
    expect(() => compileMarkdown({ body: 'a\n\n<!-- x -->', bodyLineOffset: 0, file: 'a.md', format: 'mdx', mdx1Compat })).toThrow(CompileError);
  });

  it('fails on an unclosed comment in MDX', () => {
    expect(() => compileMarkdown({ body: 'a\n\n<!-- never closed', bodyLineOffset: 0, file: 'a.md', format: 'mdx' })).toThrow(CompileError);
  });
});

describe('truncate markers', () => {
  it('splits the excerpt at <!-- truncate -->', () => {
    const r = compileFixture('blog/2024-01-01-html-comments.md');
    expect(html(r.excerptHast)).toBe(expectedHtml('html-comments.excerpt.html'));
  });

  it('splits the excerpt at {/* truncate */}', () => {
    const r = compileFixture('blog/2024-01-02-mdx-marker.mdx');
    expect(html(r.excerptHast)).toBe('<p>First paragraph.</p>');
    expect(html(r.hast)).toBe('<p>First paragraph.</p>\n<p>Second paragraph.</p>');
  });

  it('matches the marker in the text, as Docusaurus does (even inside code)', () => {
    const r = compileFixture('blog/2024-01-03-no-marker.md');
    expect(r.excerptHast).not.toBeNull();
    expect(html(r.excerptHast)).toBe('<p>Just one paragraph, mentioning</p>');
  });

  it('has no excerpt without a marker, or when disabled', () => {
    expect(compileMarkdown({ body: 'x', bodyLineOffset: 0, file: 'a.md', format: 'mdx' }).excerptHast).toBeNull();
    expect(compileMarkdown({ body: 'x\n\n<!-- truncate -->\n\ny', bodyLineOffset: 0, file: 'a.md', format: 'mdx', truncateMarker: null }).excerptHast).toBeNull();
  });
});
