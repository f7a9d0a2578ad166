import { describe, expect, it } from 'vitest';
import type { NormalizedTag } from '../tags/index.js';
import type { BlogPost } from './blog-post.js';
import { buildBlogTags, tagsListItems } from './blog-tags.js';

const tag = (label: string, description: string | null = null): NormalizedTag => ({ label, permalink: `/blog/tags/${label.toLowerCase()}`, description, inline: description === null });
const post = (id: string, tags: NormalizedTag[], unlisted = false) => ({ id, tags, unlisted }) as BlogPost;
const params = { postsPerPage: 2, pageBasePath: 'page', blogTitle: 'B', blogDescription: 'D' } as const;

describe('blog tags', () => {
  const posts = [
    post('a', [tag('Release', 'Releases.'), tag('Hidden')], false),
    post('b', [tag('Hidden')], true),
    post('c', [tag('Release', 'Releases.'), tag('Release', 'Releases.')]),
    post('d', [tag('Release', 'Releases.')]),
    post('e', [tag('Secret')], true),
  ];

  it('groups posts by tag in first-use order; a post tagged twice counts once; pages like the list', () => {
    const tags = buildBlogTags(posts, params);
    expect(tags.map((t) => [t.label, t.items, t.unlisted, t.pages.map((p) => p.permalink)])).toEqual([
      ['Release', ['a', 'c', 'd'], false, ['/blog/tags/release', '/blog/tags/release/page/2']],
      ['Hidden', ['a'], false, ['/blog/tags/hidden']],
      ['Secret', ['e'], true, ['/blog/tags/secret']],
    ]);
  });

  it('lists only listed tags, with counts and descriptions when they have one', () => {
    expect(tagsListItems(buildBlogTags(posts, params))).toEqual([
      { label: 'Release', permalink: '/blog/tags/release', description: 'Releases.', count: 3 },
      { label: 'Hidden', permalink: '/blog/tags/hidden', count: 1 },
    ]);
  });
});
