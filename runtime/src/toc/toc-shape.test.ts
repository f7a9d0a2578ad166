import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TocItem } from '../data/site-data.js';
import { flattenToc, treeifyToc } from './toc-shape.js';

const item = (id: string, level: number, children: TocItem[] = []): TocItem => ({ value: id, id, level, children });

describe('flattenToc and treeifyToc', () => {
  it('nest a flat list under the nearest lower level, as Docusaurus does', () => {
    const flat = [2, 3, 4, 3, 2, 4, 2].map((level, i) => ({ value: `h${i}`, id: `h${i}`, level }));
    expect(treeifyToc(flat)).toEqual([item('h0', 2, [item('h1', 3, [item('h2', 4)]), item('h3', 3)]), item('h4', 2, [item('h5', 4)]), item('h6', 2)]);
  });

  it('give back the tree they flattened, and take trees as they are', () => {
    const level = fc.integer({ min: 2, max: 6 });
    fc.assert(
      fc.property(fc.array(level, { maxLength: 30 }), (levels) => {
        const tree = treeifyToc(levels.map((l, i) => ({ value: `v${i}`, id: `i${i}`, level: l })));
        expect(treeifyToc(flattenToc(tree))).toEqual(tree);
        expect(treeifyToc(tree)).toEqual(tree);
        expect(flattenToc(tree).map((i) => i.level)).toEqual(levels);
      }),
    );
  });
});
