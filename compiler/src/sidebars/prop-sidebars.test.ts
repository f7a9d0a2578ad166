import { describe, expect, it } from 'vitest';
import { toPropSidebars } from './prop-sidebars.js';
import { makeDoc } from './test-docs.test-support.js';
import type { LoadedSidebars } from './types.js';

const docs = new Map(
  [
    makeDoc('a.md', { frontMatter: { title: 'A title', sidebar_class_name: 'fm-class', sidebar_custom_props: { fm: 1 } } }),
    makeDoc('b.md', { frontMatter: { title: 'B title', sidebar_label: 'B side' } }),
    makeDoc('u.md', { frontMatter: { title: 'Unlisted', unlisted: true, sidebar_custom_props: { u: 1 } } }),
  ].map((d) => [d.id, d]),
);

describe('toPropSidebars', () => {
  it('turns doc and ref items into links: label from sidebar_label, item label, title; className from the item', () => {
    const sidebars: LoadedSidebars = [
      {
        id: 's',
        items: [
          { type: 'doc', id: 'a' },
          { type: 'doc', id: 'b', label: 'B item', translatable: true, className: 'item-class' },
          { type: 'ref', id: 'a', label: 'Ref label', customProps: { item: 1 } },
        ],
      },
    ];
    expect(toPropSidebars(sidebars, docs)[0]!.items).toEqual([
      { type: 'link', label: 'A title', href: '/docs/a', docId: 'a', unlisted: false, customProps: { fm: 1 } },
      { type: 'link', label: 'B side', href: '/docs/b', docId: 'b', unlisted: false, className: 'item-class' },
      { type: 'link', label: 'Ref label', href: '/docs/a', docId: 'a', unlisted: false, customProps: { item: 1 } },
    ]);
  });

  it('gives categories an href from their link, flags links to unlisted docs, passes links and html through', () => {
    const sidebars: LoadedSidebars = [
      {
        id: 's',
        items: [
          {
            type: 'category',
            label: 'Doc linked',
            collapsed: false,
            collapsible: true,
            link: { type: 'doc', id: 'u' },
            items: [{ type: 'link', href: 'https://x', label: 'X' }],
          },
          {
            type: 'category',
            label: 'Index',
            collapsed: true,
            collapsible: true,
            className: 'c',
            link: { type: 'generated-index', slug: '/i', permalink: '/docs/i' },
            items: [{ type: 'html', value: '<hr>' }],
          },
          { type: 'category', label: 'Plain', collapsed: true, collapsible: true, link: null, items: [{ type: 'doc', id: 'u' }] },
        ],
      },
    ];
    expect(toPropSidebars(sidebars, docs)[0]!.items).toEqual([
      {
        type: 'category',
        label: 'Doc linked',
        collapsed: false,
        collapsible: true,
        href: '/docs/u',
        linkUnlisted: true,
        customProps: { u: 1 },
        items: [{ type: 'link', href: 'https://x', label: 'X' }],
      },
      { type: 'category', label: 'Index', collapsed: true, collapsible: true, className: 'c', href: '/docs/i', items: [{ type: 'html', value: '<hr>' }] },
      {
        type: 'category',
        label: 'Plain',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Unlisted', href: '/docs/u', docId: 'u', unlisted: true, customProps: { u: 1 } }],
      },
    ]);
  });
});
