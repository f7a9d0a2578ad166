import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortPosts } from './sort-posts.js';

const p = (relativePath: string, day: number) => ({ relativePath, date: new Date(Date.UTC(2024, 0, day)) });

describe('sortPosts', () => {
  it('orders newest first; ties: shallower path, then code-point order', () => {
    const posts = [p('b.md', 1), p('z/a.md', 2), p('c.md', 2), p('a.md', 3)];
    expect(sortPosts(posts, 'descending').map((x) => x.relativePath)).toEqual(['a.md', 'c.md', 'z/a.md', 'b.md']);
  });

  it('ascending is the exact reverse (ties reversed too), as Docusaurus reverses its list', () => {
    const posts = [p('b.md', 1), p('z/a.md', 2), p('c.md', 2), p('a.md', 3)];
    expect(sortPosts(posts, 'ascending').map((x) => x.relativePath)).toEqual(['b.md', 'z/a.md', 'c.md', 'a.md']);
  });

  it('does not depend on input order (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-c/]{1,4}\.md$/), fc.integer({ min: 1, max: 5 })), { selector: ([path]) => path }), (specs) => {
        const posts = specs.map(([path, day]) => p(path, day));
        const once = sortPosts(posts, 'descending');
        expect(sortPosts([...posts].reverse(), 'descending')).toEqual(once);
        for (let i = 1; i < once.length; i++) expect(once[i - 1]!.date.getTime()).toBeGreaterThanOrEqual(once[i]!.date.getTime());
      }),
    );
  });
});
