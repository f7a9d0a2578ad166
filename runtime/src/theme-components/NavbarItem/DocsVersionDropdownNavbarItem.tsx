/** `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: the docs versions dropdown of the navbar (rendered as the site swizzles it). */
export { DocsVersionDropdownNavbarItem as default, type DocsVersionDropdownNavbarItemProps } from '../../navbar/NavbarItem.js';
