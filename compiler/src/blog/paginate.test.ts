import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginatePosts, type PaginateParams } from './paginate.js';

const base = { basePageUrl: '/blog', pageBasePath: 'page', blogTitle: 'Blog', blogDescription: 'Desc' } as const;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `post-${i}`);

describe('paginatePosts', () => {
  it('puts 22 posts at 10 a page on pages of 10, 10 and 2', () => {
    const pages = paginatePosts({ ...base, postIds: ids(22), postsPerPage: 10 });
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 2]);
    expect(pages.map((p) => p.permalink)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(pages[0]).toMatchObject({ page: 1, totalPages: 3, totalCount: 22, postsPerPage: 10, nextPage: '/blog/page/2' });
    expect(pages[0]!.previousPage).toBeUndefined();
    expect(pages[2]).toMatchObject({ previousPage: '/blog/page/2', blogTitle: 'Blog', blogDescription: 'Desc' });
    expect(pages[2]!.nextPage).toBeUndefined();
  });

  it("puts every post on one page with 'ALL', postsPerPage being the count", () => {
    const pages = paginatePosts({ ...base, postIds: ids(3), postsPerPage: 'ALL' });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ postsPerPage: 3, totalPages: 1, items: ids(3) });
  });

  it("gives one empty page without posts, and none at all with 'ALL' (as Docusaurus)", () => {
    expect(paginatePosts({ ...base, postIds: [], postsPerPage: 10 })).toEqual([
      { permalink: '/blog', page: 1, postsPerPage: 10, totalPages: 1, totalCount: 0, blogTitle: 'Blog', blogDescription: 'Desc', items: [] },
    ]);
    expect(paginatePosts({ ...base, postIds: [], postsPerPage: 'ALL' })).toEqual([]);
  });

  it('joins page URLs under any base, baseUrl and trailing slashes included', () => {
    const pages = paginatePosts({ ...base, basePageUrl: '/base/blog/tags/release/', postIds: ids(3), postsPerPage: 1 });
    expect(pages.map((p) => p.permalink)).toEqual(['/base/blog/tags/release/', '/base/blog/tags/release/page/2', '/base/blog/tags/release/page/3']);
  });

  it('partitions the posts in order, never over postsPerPage, with consistent page links (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.oneof(fc.integer({ min: 1, max: 25 }), fc.constant('ALL' as const)), (count, perPage) => {
        const params: PaginateParams = { ...base, postIds: ids(count), postsPerPage: perPage };
        const pages = paginatePosts(params);
        if (perPage === 'ALL' && count === 0) {
          expect(pages).toEqual([]);
          return;
        }
        expect(pages.flatMap((p) => p.items)).toEqual(ids(count));
        const limit = perPage === 'ALL' ? count : perPage;
        for (const [i, page] of pages.entries()) {
          expect(page.items.length).toBeLessThanOrEqual(limit);
          if (i < pages.length - 1) expect(page.items.length).toBe(limit);
          expect(page.page).toBe(i + 1);
          expect(page.totalPages).toBe(pages.length);
          expect(page.totalCount).toBe(count);
          expect(page.previousPage).toBe(i > 0 ? pages[i - 1]!.permalink : undefined);
          expect(page.nextPage).toBe(i < pages.length - 1 ? pages[i + 1]!.permalink : undefined);
        }
        expect(new Set(pages.map((p) => p.permalink)).size).toBe(pages.length);
      }),
    );
  });
});
