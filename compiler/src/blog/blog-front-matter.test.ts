import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { validateBlogFrontMatter } from './blog-front-matter.js';
import { errorOf } from '../test-support/error-of.js';

function validate(yaml: string) {
  const text = `---\n${yaml}\n---\nBody`;
  return validateBlogFrontMatter(parseFrontMatter(text, 'blog/p.md').frontMatter, 'blog/p.md', text);
}

const validationErrorOf = (yaml: string) => errorOf(() => validate(yaml));

describe('validateBlogFrontMatter', () => {
  it('converts numbers to strings and string booleans/numbers to their types', () => {
    expect(validate('title: 2021\nslug: 42\ntags: [1, two]\nkeywords: [3]\nhide_table_of_contents: "true"\ntoc_max_heading_level: "4"')).toEqual({
      title: '2021',
      slug: '42',
      tags: ['1', 'two'],
      keywords: ['3'],
      hide_table_of_contents: true,
      toc_max_heading_level: 4,
    });
  });

  it('keeps dates as YAML gave them and unknown keys as written', () => {
    const fm = validate('date: 2024-01-02\ncustom: {a: 1}\nlast_update: {author: me, date: 2024-02-03}');
    expect(fm.date).toBeInstanceOf(Date);
    expect(fm.custom).toEqual({ a: 1 });
    expect(fm.last_update?.author).toBe('me');
  });

  it('adds imageURL beside image_url on front matter authors, and accepts keys, objects and lists', () => {
    expect(validate('authors: {name: P, image_url: https://p.dev/p.png}').authors).toEqual({
      name: 'P',
      image_url: 'https://p.dev/p.png',
      imageURL: 'https://p.dev/p.png',
    });
    expect(validate('authors: [a, {key: b, title: T}]').authors).toEqual(['a', { key: 'b', title: 'T' }]);
  });

  it('accepts legacy tag objects', () => {
    expect(validate('tags: [{label: Year in review, permalink: year-in-review}]').tags).toEqual([{ label: 'Year in review', permalink: 'year-in-review' }]);
  });

  it('reports every bad value at once, each with the line of its key', () => {
    const error = validationErrorOf('title: ok\ntags: not-a-list\ndraft: maybe\nauthors: [{title: no name}]\nimage: "has space"');
    expect(error.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['blog/invalid-front-matter', 'blog/p.md', 3],
      ['blog/invalid-front-matter', 'blog/p.md', 4],
      ['blog/invalid-front-matter', 'blog/p.md', 5],
      ['blog/invalid-front-matter', 'blog/p.md', 6],
    ]);
  });

  it('refuses draft and unlisted together, bad toc levels, empty slugs, unparsable dates', () => {
    expect(validationErrorOf('draft: true\nunlisted: true').diagnostics[0]!.message).toMatch(/draft and unlisted/);
    expect(validationErrorOf('toc_min_heading_level: 5\ntoc_max_heading_level: 3').diagnostics[0]!.line).toBe(2);
    expect(validationErrorOf('toc_max_heading_level: 9').diagnostics[0]!.line).toBe(2);
    expect(validationErrorOf('slug: ""').diagnostics[0]!.message).toMatch(/slug.*empty/);
    expect(validationErrorOf('date: not a date').diagnostics[0]).toMatchObject({ line: 2 });
    expect(validationErrorOf('tags: [{label: x}]').diagnostics[0]!.message).toMatch(/permalink/);
    expect(validationErrorOf('last_update: {}').diagnostics[0]!.message).toMatch(/last_update/);
  });
});
