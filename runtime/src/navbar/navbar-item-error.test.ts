import { describe, expect, it } from 'vitest';
import { NavbarItemError, navbarItemType } from './navbar-item-error.js';

describe('navbarItemType', () => {
  it('infers dropdown and link items', () => {
    expect(navbarItemType({ items: [] })).toBe('dropdown');
    expect(navbarItemType({ to: '/x', label: 'X' })).toBe('default');
    expect(navbarItemType({ type: 'docSidebar', sidebarId: 's' })).toBe('docSidebar');
  });
  it('throws an error naming the item', () => {
    expect(() => navbarItemType({ label: 'Lost' })).toThrow(NavbarItemError);
    expect(() => navbarItemType({ label: 'Lost' })).toThrow(/"label":"Lost"/);
    expect(() => navbarItemType({ type: 'magic', label: 'M' })).toThrow(/unknown type "magic".*"label":"M"/);
  });
});
