import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_OUTPUT_VERSION, cachedResultIsCurrent, deserializeCompiledMarkdown, markdownCacheKey, serializeCompiledMarkdown } from './cache.js';
import { compileMarkdown } from './compile-markdown.js';
import type { CompileMarkdownArgs } from './types.js';

const base: CompileMarkdownArgs = { body: '# T\n\n## A\n\n[x](./b.md#y) and <Foo bar={[1]} />', bodyLineOffset: 3, file: 'docs/a.mdx', format: 'mdx' };

describe('markdownCacheKey', () => {
  it('is stable for the same input and version', () => {
    expect(markdownCacheKey(base, '1.0.0')).toBe(markdownCacheKey({ ...base }, '1.0.0'));
    expect(markdownCacheKey(base, '1.0.0')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the body, the compiler version and every option', () => {
    const key = markdownCacheKey(base, '1.0.0');
    const variants: Array<[Partial<CompileMarkdownArgs>, string]> = [
      [{ body: `${base.body} ` }, '1.0.0'],
      [{}, '1.0.1'],
      [{ bodyLineOffset: 4 }, '1.0.0'],
      [{ file: 'docs/b.mdx' }, '1.0.0'],
      [{ format: 'md' }, '1.0.0'],
      [{ tocLevels: { minHeadingLevel: 2, maxHeadingLevel: 4 } }, '1.0.0'],
      [{ anchorsMaintainCase: true }, '1.0.0'],
      [{ mdx1Compat: { comments: false, admonitions: true, headingIds: true } }, '1.0.0'],
      [{ admonitionKeywords: ['note'] }, '1.0.0'],
      [{ magicComments: [] }, '1.0.0'],
      [{ staticDirs: ['public'] }, '1.0.0'],
      [{ truncateMarker: null }, '1.0.0'],
      [{ truncateMarker: /<!-- more -->/ }, '1.0.0'],
      [{ resolveMarkdownLink: () => null }, '1.0.0'],
    ];
    for (const [change, version] of variants) expect(markdownCacheKey({ ...base, ...change }, version)).not.toBe(key);
  });

  it('differs for different bodies (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(markdownCacheKey({ ...base, body: a }, 'v')).not.toBe(markdownCacheKey({ ...base, body: b }, 'v'));
      }),
    );
  });
});

describe('serialize / deserialize', () => {
  it('round-trips a compiled page exactly (property over bodies)', () => {
    const pieces = ['# H', '## Sub', 'text', '`code`', '[l](./x.md)', '![i](./i.png)', ':::note\nN\n:::', '```js\nlet a = 1;\n```', '<B x={{a: 1}} />', '{"s"}', '\n\n'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const result = compileMarkdown({ ...base, body: parts.join('\n\n'), resolveMarkdownLink: () => '/docs/x' });
        const back = deserializeCompiledMarkdown(serializeCompiledMarkdown(result));
        expect(back).toEqual(JSON.parse(JSON.stringify(result)));
        expect(JSON.stringify(back)).toBe(JSON.stringify(result));
      }),
      { numRuns: 60 },
    );
  });

  it('rejects corrupt, truncated or other-version data', () => {
    const text = serializeCompiledMarkdown(compileMarkdown(base));
    expect(deserializeCompiledMarkdown(text.slice(0, -5))).toBeNull();
    expect(deserializeCompiledMarkdown(text.replace(`"v":${MARKDOWN_OUTPUT_VERSION}`, '"v":0'))).toBeNull();
    expect(deserializeCompiledMarkdown(`{"v":${MARKDOWN_OUTPUT_VERSION},"result":{}}`)).toBeNull();
    expect(deserializeCompiledMarkdown('null')).toBeNull();
  });
});

describe('cachedResultIsCurrent', () => {
  it('is false when a Markdown link now resolves elsewhere', () => {
    const result = compileMarkdown({ ...base, resolveMarkdownLink: () => '/docs/b' });
    expect(cachedResultIsCurrent(result, () => '/docs/b')).toBe(true);
    expect(cachedResultIsCurrent(result, () => '/docs/moved')).toBe(false);
    expect(cachedResultIsCurrent(result, undefined)).toBe(false);
  });
});
