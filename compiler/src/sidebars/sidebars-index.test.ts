import { describe, expect, it } from 'vitest';
import { collectReferencedDocIds, createSidebarsIndex } from './sidebars-index.js';
import type { LoadedSidebars, SidebarItemCategory } from './types.js';

const category = (label: string, link: SidebarItemCategory['link'], items: SidebarItemCategory['items']): SidebarItemCategory => ({
  type: 'category',
  label,
  collapsed: true,
  collapsible: true,
  link,
  items,
});

const sidebars: LoadedSidebars = [
  {
    id: 'first',
    items: [
      { type: 'link', href: '/x', label: 'X' },
      category('Empty link', null, [category('Inner', { type: 'doc', id: 'inner-index' }, [{ type: 'doc', id: 'a' }])]),
      { type: 'ref', id: 'r' },
      { type: 'doc', id: 'shared', label: 'Shared' },
    ],
  },
  { id: 'second', items: [{ type: 'ref', id: 'r' }, { type: 'doc', id: 'shared' }] },
  {
    id: 'third',
    items: [category('Index', { type: 'generated-index', slug: '/i', permalink: '/docs/i' }, [{ type: 'doc', id: 'b' }])],
  },
  { id: 'none', items: [{ type: 'html', value: '<hr>' }] },
];

describe('createSidebarsIndex', () => {
  const index = createSidebarsIndex(sidebars);

  it('lists doc ids in navigation order (category doc links before their children, refs excluded)', () => {
    expect(index.docIdsOf('first')).toEqual(['inner-index', 'a', 'shared']);
    expect(index.navigationOf('first')!.map((i) => (i.type === 'category' ? `[${i.label}]` : i.id))).toEqual(['[Inner]', 'a', 'shared']);
    expect(index.navigationOf('missing')).toBeUndefined();
  });

  it('puts a doc in the last sidebar listing it and finds the first doc of the first sidebar', () => {
    expect(index.sidebarOfDoc('shared')).toBe('second');
    expect(index.sidebarOfDoc('a')).toBe('first');
    expect(index.sidebarOfDoc('r')).toBeUndefined();
    expect(index.firstDocIdOfFirstSidebar()).toBe('inner-index');
  });

  it('finds first links: doc items (label or id), linked categories (their label), none', () => {
    expect(index.firstLink('first')).toEqual({ type: 'doc', id: 'inner-index', label: 'Inner' });
    expect(index.firstLink('second')).toEqual({ type: 'doc', id: 'shared', label: 'shared' });
    expect(index.firstLink('third')).toEqual({ type: 'generated-index', permalink: '/docs/i', label: 'Index' });
    expect(index.firstLink('none')).toBeUndefined();
  });

  it('lists generated-index categories and every referenced doc id', () => {
    expect(index.generatedIndexCategories().map((c) => c.link.permalink)).toEqual(['/docs/i']);
    expect(collectReferencedDocIds(sidebars[0]!.items)).toEqual(['inner-index', 'a', 'r', 'shared']);
  });
});
