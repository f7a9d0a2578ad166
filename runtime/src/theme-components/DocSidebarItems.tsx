/**
 * `@theme/DocSidebarItems`: the items of one docs sidebar list (the desktop sidebar, the mobile
 * menu and each category render it as the site swizzles it).
 */
export { DocSidebarItems as default, type DocSidebarItemsProps } from '../sidebar/DocSidebarItems.js';
