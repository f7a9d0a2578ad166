import { describe, expect, it } from 'vitest';
import type { BlogPost } from './blog-post.js';
import { jsonSafe, navLink, postData } from './blog-data.js';

describe('blog data', () => {
  it('turns dates into ISO strings, drops undefined, keeps key order', () => {
    expect(JSON.stringify(jsonSafe({ b: new Date(Date.UTC(2024, 0, 2)), a: undefined, c: [1, undefined, { d: new Date(0) }] }))).toBe(
      '{"b":"2024-01-02T00:00:00.000Z","c":[1,null,{"d":"1970-01-01T00:00:00.000Z"}]}',
    );
  });

  it('gives a post its graph form with nulls where Docusaurus has nothing', () => {
    const post = {
      id: '/a',
      permalink: '/blog/a',
      source: 'blog/a.md',
      date: new Date(Date.UTC(2024, 0, 2)),
      title: 'A',
      description: '',
      tags: [],
      authors: [{ key: null, page: null, name: 'X', imageURL: undefined }],
      readingTime: undefined,
      hasTruncateMarker: false,
      unlisted: false,
      draft: false,
      editUrl: undefined,
      frontMatter: { date: new Date(Date.UTC(2024, 0, 2)) },
    } as unknown as BlogPost;
    const data = postData(post, null, navLink({ ...post, title: 'B', permalink: '/blog/b' }));
    expect(data).toEqual({
      id: '/a',
      permalink: '/blog/a',
      source: 'blog/a.md',
      date: '2024-01-02T00:00:00.000Z',
      title: 'A',
      description: '',
      tags: [],
      authors: [{ key: null, page: null, name: 'X' }],
      readingTime: null,
      hasTruncateMarker: false,
      unlisted: false,
      draft: false,
      editUrl: null,
      prevItem: null,
      nextItem: { title: 'B', permalink: '/blog/b' },
      frontMatter: { date: '2024-01-02T00:00:00.000Z' },
    });
  });
});
