import fc from 'fast-check';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { parseFrontMatter } from './parse-front-matter.js';

describe('parseFrontMatter', () => {
  it('splits YAML front matter from a trimmed body and counts the lines before the body', () => {
    const r = parseFrontMatter('---\ntitle: Hello\ntags: [a, b]\n---\n\n# Heading\n\nText\n', 'docs/a.md');
    expect(r.frontMatter).toEqual({ title: 'Hello', tags: ['a', 'b'] });
    expect(r.content).toBe('# Heading\n\nText');
    expect(r.bodyLineOffset).toBe(5);
  });

  it('returns an empty object when there is no front matter', () => {
    const r = parseFrontMatter('Just text', 'docs/a.md');
    expect(r.frontMatter).toEqual({});
    expect(r.content).toBe('Just text');
    expect(r.bodyLineOffset).toBe(0);
  });

  it('parses YAML dates as Date objects, as js-yaml does for Docusaurus', () => {
    const r = parseFrontMatter('---\ndate: 2021-03-04\n---\nx', 'blog/a.md');
    expect(r.frontMatter.date).toBeInstanceOf(Date);
  });

  it('throws a CompileError naming file and line for malformed YAML', () => {
    try {
      parseFrontMatter('---\ntitle: ok\nbad: [unclosed\n---\nbody', 'docs/bad.md');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CompileError);
      const d = (e as CompileError).diagnostics[0]!;
      expect(d.file).toBe('docs/bad.md');
      expect(d.code).toBe('frontmatter/invalid-yaml');
      expect(d.line).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('parseFrontMatter against gray-matter on the whole file', () => {
  // The pieces front matter edge cases are made of: delimiters with and without a fourth dash,
  // language names, CRLF and lone CR, comment-only blocks, YAML and JSON values, bodies.
  const piece = fc.constantFrom(
    '---',
    '----',
    '\n',
    '\r\n',
    '\r',
    ' ',
    'yaml',
    'yml',
    'YAML',
    'json',
    'JSON',
    'title: Hello',
    'tags: [a, b]',
    'n: 1',
    '# a comment',
    '{"title": "J"}',
    '~',
    '# Heading',
    'Body text',
    '---x',
  );
  const texts = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(''));

  /** gray-matter's verdict on the whole text, as Docusaurus calls it; `null` when it throws. */
  function grayMatter(text: string): { data: Record<string, unknown>; content: string } | null {
    try {
      const parsed = matter(text, {});
      return { data: parsed.data, content: parsed.content.trim() };
    } catch {
      return null;
    }
  }

  it('gives the same data and body, or fails where gray-matter fails', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const expected = grayMatter(text);
        let actual: ReturnType<typeof parseFrontMatter> | CompileError;
        try {
          actual = parseFrontMatter(text, 'docs/p.md');
        } catch (error) {
          if (!(error instanceof CompileError)) throw error;
          actual = error;
        }
        if (actual instanceof CompileError) {
          // Only where gray-matter fails too, or its data is not a mapping.
          expect(expected === null || typeof expected.data !== 'object' || Array.isArray(expected.data)).toBe(true);
          return;
        }
        expect(expected).not.toBeNull();
        expect(actual.frontMatter).toEqual(expected!.data);
        expect(actual.content).toBe(expected!.content);
        expect(text.slice(actual.contentStart, actual.contentStart + actual.content.length)).toBe(actual.content);
        const before = text.slice(0, actual.contentStart);
        expect(actual.bodyLineOffset).toBe(before.split('\n').length - 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('never evaluates JavaScript front matter, which gray-matter would run', () => {
    const marker = '__sitegraphFrontMatterRan';
    for (const language of ['js', 'javascript', 'JS']) {
      const text = `---${language}\n{ title: (globalThis.${marker} = true, 'x') }\n---\nBody`;
      try {
        parseFrontMatter(text, 'docs/js.md');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(CompileError);
        const d = (error as CompileError).diagnostics[0]!;
        expect(d).toMatchObject({ code: 'frontmatter/unsupported-language', file: 'docs/js.md', line: 1 });
        expect(d.message).toContain(language);
      }
      expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    }
  });

  it('refuses other languages gray-matter has no engine for, with the same code', () => {
    expect(() => parseFrontMatter('---toml\ntitle = "x"\n---\nBody', 'docs/t.md')).toThrow(/"toml" is not supported/);
    // gray-matter finds `yml` and `YAML` whatever their case, but `json` only as written.
    expect(() => parseFrontMatter('---JSON\n{"title": "J"}\n---\nBody', 'docs/j.md')).toThrow(/"JSON" is not supported/);
    expect(parseFrontMatter('---YML\ntitle: Y\n---\nBody', 'docs/y.md').frontMatter).toEqual({ title: 'Y' });
  });

  it('reads JSON front matter as gray-matter does', () => {
    expect(parseFrontMatter('---json\n{"title": "J"}\n---\nBody', 'docs/j.md')).toMatchObject({ frontMatter: { title: 'J' }, content: 'Body', bodyLineOffset: 3 });
  });
});
