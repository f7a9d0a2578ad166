/** `@theme/DocSidebarItem/Html`: a docs sidebar HTML item. */
export { DocSidebarItemHtml as default, type DocSidebarItemProps } from '../../sidebar/DocSidebarItems.js';
