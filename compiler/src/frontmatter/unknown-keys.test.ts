import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unknownFrontMatterKeyWarnings } from './unknown-keys.js';

const KNOWN = ['title', 'description', 'slug', 'sidebar_label', 'sidebar_position', 'toc_min_heading_level', 'toc_max_heading_level', 'tags'];
const lines = new Map([['sidebar_positon', 3], ['descripton', 4]]);

describe('unknownFrontMatterKeyWarnings', () => {
  it('reports misspellings and unknown keys of a known namespace, with the nearest key and the line', () => {
    const out = unknownFrontMatterKeyWarnings({ title: 'T', sidebar_positon: 2, descripton: 'd', toc_level: 3 }, KNOWN, 'docs/a.md', (k) => lines.get(k));
    expect(out).toEqual([
      { level: 'warning', code: 'frontmatter/unknown-key', message: 'Unknown front matter key "sidebar_positon"; did you mean "sidebar_position"? It has no effect on the page.', file: 'docs/a.md', line: 3 },
      { level: 'warning', code: 'frontmatter/unknown-key', message: 'Unknown front matter key "descripton"; did you mean "description"? It has no effect on the page.', file: 'docs/a.md', line: 4 },
      expect.objectContaining({ message: expect.stringMatching(/^Unknown front matter key "toc_level"; did you mean "toc_m(in|ax)_heading_level"\?/) }),
    ]);
  });

  it('keeps quiet about custom keys, as Docusaurus keeps them for themes and components', () => {
    expect(unknownFrontMatterKeyWarnings({ myComponentData: { a: 1 }, hero_image: 'x.png', author: 'me' }, KNOWN, 'docs/a.md', () => undefined)).toEqual([]);
  });

  it('never reports a known key', () => {
    fc.assert(fc.property(fc.subarray(KNOWN), (keys) => {
      expect(unknownFrontMatterKeyWarnings(Object.fromEntries(keys.map((k) => [k, 1])), KNOWN, 'f.md', () => undefined)).toEqual([]);
    }));
  });
});
