import { describe, expect, it } from 'vitest';
import { themeFrontMatter } from './theme-front-matter.js';

describe('themeFrontMatter', () => {
  it("keeps the whole front matter, as Docusaurus's frontMatter, site-specific keys included", () => {
    const raw = { title: 'A', hide_title: true, toc_max_heading_level: 4, keywords: ['x', 'y'], image: '/img/a.png', maintainers: ['ada'], custom: { nested: 1 } };
    expect(themeFrontMatter(raw)).toEqual(raw);
  });

  it('drops the theme keys whose value has the wrong type, and the keywords that are not strings', () => {
    expect(themeFrontMatter({ hide_title: 'yes', toc_min_heading_level: '2', image: 3, keywords: ['a', 1], other: 'kept' })).toEqual({ keywords: ['a'], other: 'kept' });
    expect(themeFrontMatter({ keywords: 'a' })).toEqual({});
    expect(themeFrontMatter(undefined)).toEqual({});
  });
});
