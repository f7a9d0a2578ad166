import { describe, expect, it } from 'vitest';
import { frontMatterEndLine, frontMatterKeyLine, frontMatterKeyLines, yamlKeyLines } from './key-lines.js';

describe('frontMatterKeyLines', () => {
  it('maps top-level keys to their 1-based lines', () => {
    const lines = frontMatterKeyLines('---\ntitle: A\nauthors:\n  - name: X\ndate: 2024-01-02\n---\nslug: not-front-matter\n');
    expect(Object.fromEntries(lines)).toEqual({ title: 2, authors: 3, date: 5 });
  });

  it('is empty without a front matter block', () => {
    expect(frontMatterKeyLines('# Title\nslug: x').size).toBe(0);
  });

  it('finds quoted keys inside the block only', () => {
    const text = '---\nid: a\n"title": b\n\'slug\': c\n---\nid: not front matter';
    expect(frontMatterKeyLine(text, 'id')).toBe(2);
    expect(frontMatterKeyLine(text, 'title')).toBe(3);
    expect(frontMatterKeyLine(text, 'slug')).toBe(4);
    expect(frontMatterKeyLine(text, 'tags')).toBeUndefined();
  });

  it('tells where the body starts', () => {
    expect(frontMatterEndLine('---\na: 1\n---\nbody')).toBe(4);
    expect(frontMatterEndLine('body')).toBe(1);
    expect(frontMatterEndLine('---\na: 1\nnever closed')).toBe(1);
  });
});

describe('yamlKeyLines', () => {
  it('maps top-level keys of a YAML file, plain or quoted, first occurrence, not nested keys', () => {
    const lines = yamlKeyLines('# authors\nmira:\n  name: Mira\n"jun":\n  name: Jun\nmira:\n  name: again\n');
    expect(Object.fromEntries(lines)).toEqual({ mira: 2, jun: 4 });
  });
});
