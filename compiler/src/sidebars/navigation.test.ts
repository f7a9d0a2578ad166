import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { computeCategoryGeneratedIndices, computeDocNavigation } from './navigation.js';
import { createSidebarsIndex } from './sidebars-index.js';
import { makeDoc } from './test-docs.test-support.js';
import type { LoadedSidebars, SidebarItem } from './types.js';

const doc = (id: string, extra: Record<string, unknown> = {}) => makeDoc(`${id}.md`, { frontMatter: { title: id.toUpperCase(), ...extra } });
const item = (id: string, label?: string): SidebarItem => ({ type: 'doc', id, ...(label ? { label } : {}) });
const link = (id: string) => ({ title: id.toUpperCase(), permalink: `/docs/${id}` });

describe('computeDocNavigation', () => {
  it('links neighbours along the flattened sidebar, categories with links counting as pages', () => {
    const sidebars: LoadedSidebars = [
      {
        id: 's',
        items: [
          item('a'),
          { type: 'link', href: 'https://x', label: 'X' },
          {
            type: 'category',
            label: 'Cat',
            collapsed: true,
            collapsible: true,
            link: { type: 'generated-index', slug: '/cat', permalink: '/docs/cat' },
            items: [item('b', 'B label'), { type: 'ref', id: 'c' }],
          },
          { type: 'category', label: 'NoLink', collapsed: true, collapsible: true, link: null, items: [item('c')] },
        ],
      },
    ];
    const nav = computeDocNavigation(['a', 'b', 'c'].map((id) => doc(id)), createSidebarsIndex(sidebars));
    expect(nav.a).toEqual({ sidebar: 's', previous: null, next: { title: 'Cat', permalink: '/docs/cat' } });
    expect(nav.b).toEqual({ sidebar: 's', previous: { title: 'Cat', permalink: '/docs/cat' }, next: link('c') });
    expect(nav.b!.previous).not.toEqual(link('a'));
    expect(nav.c).toEqual({ sidebar: 's', previous: { title: 'B label', permalink: '/docs/b' }, next: null });
  });

  it('titles neighbours with pagination_label, then sidebar_label, then item label, then title', () => {
    const sidebars: LoadedSidebars = [{ id: 's', items: [item('a'), item('b', 'Item B'), item('c', 'Item C'), item('d')] }];
    const docs = [doc('a'), doc('b', { sidebar_label: 'Side B' }), doc('c', { pagination_label: 'Page C', sidebar_label: 'Side C' }), doc('d')];
    const nav = computeDocNavigation(docs, createSidebarsIndex(sidebars));
    expect(nav.a!.next!.title).toBe('Side B');
    expect(nav.b!.next!.title).toBe('Page C');
    expect(nav.d!.previous!.title).toBe('Page C');
    const plain = computeDocNavigation([doc('a'), doc('b')], createSidebarsIndex([{ id: 's', items: [item('a'), item('b', 'Item B')] }]));
    expect(plain.a!.next!.title).toBe('Item B');
  });

  it('skips unlisted docs and gives unlisted docs no neighbours', () => {
    const sidebars: LoadedSidebars = [{ id: 's', items: [item('a'), item('hidden'), item('b')] }];
    const nav = computeDocNavigation([doc('a'), doc('hidden', { unlisted: true }), doc('b')], createSidebarsIndex(sidebars));
    expect(nav.a!.next).toEqual(link('b'));
    expect(nav.b!.previous).toEqual(link('a'));
    expect(nav.hidden).toEqual({ sidebar: 's', previous: null, next: null });
  });

  it('honours pagination_prev / pagination_next ids, null, and unlisted targets', () => {
    const sidebars: LoadedSidebars = [{ id: 's', items: [item('a'), item('b'), item('c')] }];
    const docs = [
      doc('a', { pagination_next: 'c' }),
      doc('b', { pagination_prev: null, pagination_next: 'u' }),
      doc('c'),
      doc('u', { unlisted: true }),
    ];
    const nav = computeDocNavigation(docs, createSidebarsIndex(sidebars));
    expect(nav.a!.next).toEqual(link('c'));
    expect(nav.b).toEqual({ sidebar: 's', previous: null, next: null });
    const toDraft = computeDocNavigation([doc('a', { pagination_prev: 'gone' }), doc('b'), doc('c')], createSidebarsIndex(sidebars), new Set(['gone']));
    expect(toDraft.a!.previous).toBeNull();
    expect(() =>
      computeDocNavigation([doc('a', { pagination_prev: 'missing' }), doc('b'), doc('c')], createSidebarsIndex(sidebars)),
    ).toThrow(/pagination_prev front matter of doc "a" points to a non-existent doc id "missing"/);
  });

  it('puts a doc listed in two sidebars in the later one; docs outside sidebars have none', () => {
    const sidebars: LoadedSidebars = [
      { id: 'first', items: [item('shared'), item('a')] },
      { id: 'second', items: [item('b'), item('shared')] },
    ];
    const nav = computeDocNavigation([doc('shared'), doc('a'), doc('b'), doc('alone')], createSidebarsIndex(sidebars));
    expect(nav.shared).toEqual({ sidebar: 'second', previous: link('b'), next: null });
    expect(nav.a!.previous).toEqual(link('shared'));
    expect(nav.alone).toEqual({ sidebar: null, previous: null, next: null });
  });

  it('uses displayed_sidebar (null = none) and fails when it names no sidebar', () => {
    const sidebars: LoadedSidebars = [{ id: 's', items: [item('a'), item('b')] }];
    const nav = computeDocNavigation([doc('a', { displayed_sidebar: null }), doc('b'), doc('out', { displayed_sidebar: 's' })], createSidebarsIndex(sidebars));
    expect(nav.a).toEqual({ sidebar: null, previous: null, next: null });
    expect(nav.out).toEqual({ sidebar: 's', previous: null, next: null });
    expect(() => computeDocNavigation([doc('x', { displayed_sidebar: 'nope' })], createSidebarsIndex(sidebars))).toThrow(CompileError);
  });
});

describe('computeCategoryGeneratedIndices', () => {
  it('lists generated-index categories with their sidebar and neighbours (unlisted docs not skipped)', () => {
    const sidebars: LoadedSidebars = [
      { id: 'one', items: [item('a')] },
      {
        id: 'two',
        items: [
          item('hidden'),
          {
            type: 'category',
            label: 'Cat',
            collapsed: true,
            collapsible: true,
            link: { type: 'generated-index', slug: '/cat', permalink: '/docs/cat', title: 'Title', keywords: ['k'], description: 'D', image: '/i.png' },
            items: [item('b')],
          },
        ],
      },
    ];
    const docs = [doc('a'), doc('hidden', { unlisted: true }), doc('b')];
    expect(computeCategoryGeneratedIndices(docs, createSidebarsIndex(sidebars))).toEqual([
      {
        title: 'Title',
        description: 'D',
        keywords: ['k'],
        image: '/i.png',
        slug: '/cat',
        permalink: '/docs/cat',
        sidebar: 'two',
        navigation: { previous: link('hidden'), next: link('b') },
      },
    ]);
  });
});
