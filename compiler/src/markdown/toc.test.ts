import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';
import { escapeHtml, filterToc, tocLevelsFor, treeifyToc, type TocEntry } from './toc.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/markdown-headings/', import.meta.url));
const expected = JSON.parse(readFileSync(`${scenario}expected/headings.json`, 'utf8'));
const file = 'docs/headings.md';
const parsed = parseFrontMatter(readFileSync(scenario + file, 'utf8'), file);
const compile = (minHeadingLevel: number, maxHeadingLevel: number) =>
  compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx', tocLevels: { minHeadingLevel, maxHeadingLevel } });

describe('TOC (fixture markdown-headings)', () => {
  it('nests h2/h3 by default, with values as Docusaurus renders them (HTML, escaped)', () => {
    expect(compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx' }).toc).toEqual(expected.tocDefault);
  });

  it('keeps the configured levels after nesting: children of dropped headings move up', () => {
    expect(compile(3, 4).toc).toEqual(expected.toc3to4);
  });

  it('includes deeper levels when asked', () => {
    const c = compile(2, 6).toc.find((e) => e.id === 'c--c-2024');
    expect(c?.children).toEqual([{ value: 'Deep level', id: 'deep-level', level: 4, children: [] }]);
  });

  it('leaves out headings without text and h1', () => {
    const r = compileMarkdown({ body: '# Title\n\n## ![](x.png)\n\n##\n\n## Real', bodyLineOffset: 0, file: 'a.md', format: 'mdx' });
    expect(r.toc.map((e) => e.id)).toEqual(['real']);
  });

  it('renders inline JSX with its class only, links as their text', () => {
    const r = compileMarkdown({ body: '## A <span className="badge" title="t">new</span> [link](/x) ~~old~~', bodyLineOffset: 0, file: 'a.mdx', format: 'mdx' });
    expect(r.toc[0]?.value).toBe('A <span class="badge">new</span> link <del>old</del>');
  });
});

describe('treeifyToc / filterToc', () => {
  const flat: TocEntry[] = [
    { value: 'a', id: 'a', level: 3 },
    { value: 'b', id: 'b', level: 2 },
    { value: 'c', id: 'c', level: 4 },
    { value: 'd', id: 'd', level: 3 },
  ];
  it('nests under the closest previous lower level', () => {
    const tree = treeifyToc(flat);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[1]!.children.map((n) => n.id)).toEqual(['c', 'd']);
  });
  it('filters after nesting (an h3-h2-h4 sequence with min 3 gives h3, h4)', () => {
    const out = filterToc(treeifyToc(flat), { minHeadingLevel: 3, maxHeadingLevel: 4 });
    expect(out.map((n) => n.id)).toEqual(['a', 'c', 'd']);
  });
});

describe('escapeHtml', () => {
  it('escapes as escape-html does', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('tocLevelsFor', () => {
  it('front matter, then theme config, then 2..3', () => {
    expect(tocLevelsFor({})).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(tocLevelsFor({}, { tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5 } })).toEqual({ minHeadingLevel: 3, maxHeadingLevel: 5 });
    expect(tocLevelsFor({ toc_max_heading_level: 6 }, { tableOfContents: { minHeadingLevel: 3 } })).toEqual({ minHeadingLevel: 3, maxHeadingLevel: 6 });
    expect(tocLevelsFor({ toc_min_heading_level: 9 })).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
  });
});
