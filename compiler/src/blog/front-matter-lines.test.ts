import { describe, expect, it } from 'vitest';
import { frontMatterEndLine, frontMatterKeyLines } from './front-matter-lines.js';

describe('frontMatterKeyLines', () => {
  it('maps top-level keys to their 1-based lines', () => {
    const lines = frontMatterKeyLines('---\ntitle: A\nauthors:\n  - name: X\ndate: 2024-01-02\n---\nslug: not-front-matter\n');
    expect(Object.fromEntries(lines)).toEqual({ title: 2, authors: 3, date: 5 });
  });

  it('is empty without a front matter block', () => {
    expect(frontMatterKeyLines('# Title\nslug: x').size).toBe(0);
  });

  it('tells where the body starts', () => {
    expect(frontMatterEndLine('---\na: 1\n---\nbody')).toBe(4);
    expect(frontMatterEndLine('body')).toBe(1);
  });
});
