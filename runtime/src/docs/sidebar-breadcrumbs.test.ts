import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../data/site-data.js';
import { isActiveSidebarItem, sidebarBreadcrumbs } from './sidebar-breadcrumbs.js';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/' },
  {
    type: 'category',
    label: 'Guides',
    collapsed: true,
    collapsible: true,
    href: '/docs/guides',
    items: [{ type: 'category', label: 'Audio', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Mixing', href: '/docs/guides/audio/mixing' }] }],
  },
];

describe('sidebar breadcrumbs', () => {
  it('lists the categories down to the active page', () => {
    expect(sidebarBreadcrumbs(sidebar, '/docs/guides/audio/mixing')?.map((i) => ('label' in i ? i.label : ''))).toEqual(['Guides', 'Audio', 'Mixing']);
    expect(sidebarBreadcrumbs(sidebar, '/docs/guides/')?.map((i) => ('label' in i ? i.label : ''))).toEqual(['Guides']);
    expect(sidebarBreadcrumbs(sidebar, '/docs/missing')).toBeNull();
  });
  it('marks active categories', () => {
    expect(isActiveSidebarItem(sidebar[1]!, '/docs/guides/audio/mixing')).toBe(true);
    expect(isActiveSidebarItem(sidebar[1]!, '/docs/')).toBe(false);
  });
});
