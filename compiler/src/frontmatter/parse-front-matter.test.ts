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
