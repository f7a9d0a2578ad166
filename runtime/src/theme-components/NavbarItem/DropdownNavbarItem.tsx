/**
 * `@theme/NavbarItem/DropdownNavbarItem`: a navbar dropdown (`label`, `items`, `position`,
 * `mobile`, `className`). The navbar renders the site's swizzled one for its `dropdown` items.
 */
export { DropdownNavbarItem as default, type DropdownNavbarItemProps } from '../../navbar/NavbarItem.js';
