/** `@theme/DocSidebarItem`: one docs sidebar item, rendered by its type's part as the site swizzles it. */
export { DocSidebarItem as default, type DocSidebarItemProps } from '../sidebar/DocSidebarItems.js';
