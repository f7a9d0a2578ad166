/** `@theme/DocSidebarItem/Link`: a docs sidebar link, active on its page, ↗ when external. */
export { DocSidebarItemLink as default, type DocSidebarItemProps } from '../../sidebar/DocSidebarItems.js';
