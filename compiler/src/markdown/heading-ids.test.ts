import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';
import { createHeadingSlugger, parseHeadingId } from './heading-id.js';
import type { TocLevels } from './toc.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/markdown-headings/', import.meta.url));
const expected = JSON.parse(readFileSync(`${scenario}expected/headings.json`, 'utf8'));

function compileFixture(tocLevels?: TocLevels) {
  const file = 'docs/headings.md';
  const parsed = parseFrontMatter(readFileSync(scenario + file, 'utf8'), file);
  return compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx', tocLevels });
}

function headings(root: Root): Element[] {
  const out: Element[] = [];
  const visit = (nodes: Root['children']) => {
    for (const n of nodes) if (n.type === 'element') (/^h[1-6]$/.test(n.tagName) ? out.push(n) : visit(n.children));
  };
  visit(root.children);
  return out;
}

function text(node: Element | Root): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : '')).join('');
}

describe('heading ids (fixture markdown-headings)', () => {
  const result = compileFixture();

  it('gives each heading the id Docusaurus gives it: slugs, -1/-2 duplicates, custom ids, inline code, emphasis, non-ASCII', () => {
    const byLevel: Record<string, string[]> = {};
    for (const h of headings(result.hast)) (byLevel[h.tagName] ??= []).push(String(h.properties['id']));
    expect(byLevel).toEqual(expected.hIds);
  });

  it('lists h2–h6 ids as the page anchors (h1 is rendered without an id by the theme)', () => {
    expect(result.headingIds).toEqual(expected.headingIds);
  });

  it('removes the {#id} text from the heading and keeps a simple text directive as text', () => {
    const byId = new Map(headings(result.hast).map((h) => [String(h.properties['id']), text(h)]));
    for (const [id, headingText] of Object.entries(expected.headingTexts)) expect(byId.get(id)).toBe(headingText);
  });

  it('takes the content title from the first heading when it is an h1', () => {
    expect(result.contentTitle).toBe(expected.contentTitle);
  });

  it('keeps the case of generated ids with anchorsMaintainCase', () => {
    const r = compileMarkdown({ body: '## Hello World\n\n## Hello World\n\n## Other {#Custom}', bodyLineOffset: 0, file: 'a.md', format: 'mdx', anchorsMaintainCase: true });
    expect(r.headingIds).toEqual(['Custom', 'Hello-World', 'Hello-World-1']);
  });

  it('has no content title when the first heading is not an h1', () => {
    const r = compileMarkdown({ body: '## Intro\n\n# Later h1', bodyLineOffset: 0, file: 'a.md', format: 'mdx' });
    expect(r.contentTitle).toBeNull();
  });
});

describe('parseHeadingId', () => {
  it('splits a trailing {#id}', () => {
    expect(parseHeadingId('Hello {#world}')).toEqual({ text: 'Hello', id: 'world' });
    expect(parseHeadingId('Hello {#a b.c}')).toEqual({ text: 'Hello', id: 'a b.c' });
  });
  it('ignores an id that is not at the end', () => {
    expect(parseHeadingId('Hello {#world} there')).toEqual({ text: 'Hello {#world} there', id: undefined });
  });
});

describe('createHeadingSlugger', () => {
  it('suffixes duplicates per page', () => {
    const s = createHeadingSlugger();
    expect([s.slug('A b'), s.slug('A b'), s.slug('a-b')]).toEqual(['a-b', 'a-b-1', 'a-b-2']);
    expect(createHeadingSlugger().slug('A b')).toBe('a-b');
  });
});
