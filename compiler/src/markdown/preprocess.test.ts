import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMONITION_KEYWORDS, escapeHeadingIds, preprocessMarkdown, unwrapMdxCodeBlocks } from './preprocess.js';

describe('escapeHeadingIds', () => {
  it('escapes {# in heading lines only, once', () => {
    expect(escapeHeadingIds('## A {#a}\ntext {#b}\n### B \\{#c}\n####### x {#d}')).toBe('## A \\{#a}\ntext {#b}\n### B \\{#c}\n####### x {#d}');
  });
});

describe('unwrapMdxCodeBlocks', () => {
  it('replaces an mdx-code-block fence (3 or 4 backticks) by its content', () => {
    expect(unwrapMdxCodeBlocks('a\n```mdx-code-block\n<B />\n```\nc')).toBe('a\n<B />\nc');
    expect(unwrapMdxCodeBlocks('````mdx-code-block\nx\n````')).toBe('x');
    expect(unwrapMdxCodeBlocks('```js\nx\n```')).toBe('```js\nx\n```');
  });
});

describe('preprocessMarkdown', () => {
  it('applies the enabled rewrites', () => {
    const text = '## T {#t}\n\n:::note Title\nx\n:::';
    const all = { headingIds: true, admonitions: true, admonitionKeywords: DEFAULT_ADMONITION_KEYWORDS };
    expect(preprocessMarkdown(text, all)).toBe('## T \\{#t}\n\n:::note[Title]\nx\n:::');
    expect(preprocessMarkdown(text, { ...all, headingIds: false, admonitions: false })).toBe(text);
  });
});
