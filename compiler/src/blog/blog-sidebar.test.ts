import { describe, expect, it } from 'vitest';
import type { BlogPost } from './blog-post.js';
import { buildBlogSidebar, groupSidebarByYear } from './blog-sidebar.js';

const post = (n: number, year: number, extra: Partial<BlogPost> = {}) =>
  ({ title: `T${n}`, permalink: `/blog/p${n}`, unlisted: false, date: new Date(Date.UTC(year, 5, 1)), frontMatter: {}, ...extra }) as BlogPost;

describe('blog sidebar', () => {
  const posts = [post(1, 2025, { frontMatter: { sidebar_label: 'Short' } }), post(2, 2025, { unlisted: true }), post(3, 2024), post(4, 2023)];

  it('takes the first blogSidebarCount posts, unlisted included and flagged, sidebar_label first', () => {
    expect(buildBlogSidebar(posts, 'Recent', 2)).toEqual({
      title: 'Recent',
      items: [
        { title: 'Short', permalink: '/blog/p1', unlisted: false, date: '2025-06-01T00:00:00.000Z' },
        { title: 'T2', permalink: '/blog/p2', unlisted: true, date: '2025-06-01T00:00:00.000Z' },
      ],
    });
    expect(buildBlogSidebar(posts, 'All', 'ALL').items).toHaveLength(4);
    expect(buildBlogSidebar(posts, 'None', 0).items).toEqual([]);
  });

  it('groups items by year in sidebar order', () => {
    const groups = groupSidebarByYear(buildBlogSidebar(posts, 'All', 'ALL').items);
    expect(groups.map((g) => [g.year, g.items.map((i) => i.permalink)])).toEqual([
      ['2025', ['/blog/p1', '/blog/p2']],
      ['2024', ['/blog/p3']],
      ['2023', ['/blog/p4']],
    ]);
  });
});
