/** `@theme/DocSidebarItem/Category`: a docs sidebar category, its items one level down through `@theme/DocSidebarItems`. */
export { DocSidebarItemCategory as default, type DocSidebarItemProps } from '../../sidebar/DocSidebarItems.js';
