import { describe, expect, it } from 'vitest';
import { sidebarCategoryLabels } from './sidebar-category.js';

describe('sidebarCategoryLabels', () => {
  it('gives each doc the label of the first top-level category that holds it, at any depth or as its link', () => {
    const items = [
      { type: 'doc', docId: 'intro' },
      {
        type: 'category',
        label: 'Guides',
        link: { type: 'doc', id: 'guides/index' },
        items: [{ type: 'doc', docId: 'guides/a' }, { type: 'category', label: 'Deep', items: [{ type: 'doc', docId: 'guides/deep/b' }] }],
      },
      { type: 'category', label: 'Again', items: [{ type: 'doc', docId: 'guides/a' }, { type: 'doc', docId: 'other' }] },
      { type: 'category', label: { not: 'a string' }, items: [{ type: 'doc', docId: 'unlabelled' }] },
    ];
    const labels = sidebarCategoryLabels(items);
    expect(Object.fromEntries(labels)).toEqual({
      'guides/index': 'Guides',
      'guides/a': 'Guides',
      'guides/deep/b': 'Guides',
      other: 'Again',
      unlabelled: null,
    });
    expect(labels.has('intro')).toBe(false);
    expect(sidebarCategoryLabels(undefined).size).toBe(0);
  });
});
