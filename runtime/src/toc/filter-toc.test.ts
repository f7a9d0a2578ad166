import { describe, expect, it } from 'vitest';
import type { TocItem } from '../data/site-data.js';
import { filterToc, tocIds, tocLevels } from './filter-toc.js';

const t = (id: string, level: number, children: TocItem[] = []): TocItem => ({ id, value: id, level, children });

describe('filterToc', () => {
  const toc = [t('a', 2, [t('a1', 3, [t('a1x', 4)])]), t('b', 2, [t('b1', 3)])];
  it('keeps levels 2 to 3 by default', () => {
    expect(tocIds(filterToc(toc, 2, 3))).toEqual(['a', 'a1', 'b', 'b1']);
  });
  it('lifts children of dropped levels', () => {
    const out = filterToc(toc, 3, 4);
    expect(out.map((i) => i.id)).toEqual(['a1', 'b1']);
    expect(out[0]!.children.map((i) => i.id)).toEqual(['a1x']);
  });
  it('takes levels from front matter, then theme config', () => {
    expect(tocLevels({}, {})).toEqual({ min: 2, max: 3 });
    expect(tocLevels({}, { tableOfContents: { maxHeadingLevel: 5 } })).toEqual({ min: 2, max: 5 });
    expect(tocLevels({ toc_min_heading_level: 3, toc_max_heading_level: 4 }, { tableOfContents: { maxHeadingLevel: 5 } })).toEqual({ min: 3, max: 4 });
  });
});
