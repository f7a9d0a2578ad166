/**
 * Test support (not built into dist): blog post `n` of a `blog/` folder, listed, dated
 * 2024-01-(30 − n) UTC, with no tags or authors; `overrides` replace any field.
 */
import type { BlogPost } from '../blog/blog-post.js';

export function testBlogPost(n: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: `/p${n}`,
    source: `blog/p${n}.md`,
    relativePath: `p${n}.md`,
    permalink: `/blog/p${n}`,
    date: new Date(Date.UTC(2024, 0, 30 - n)),
    title: `Post ${n}`,
    description: `About ${n}`,
    tags: [],
    authors: [],
    readingTime: 1,
    hasTruncateMarker: true,
    unlisted: false,
    draft: false,
    editUrl: undefined,
    frontMatter: {},
    content: 'Body',
    bodyLineOffset: 0,
    frontMatterLines: new Map(),
    ...overrides,
  };
}
