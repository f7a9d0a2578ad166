/**
 * `@theme/BlogSidebar`: the recent-posts sidebar of the blog pages (they render it as the site
 * swizzles it); nothing without a sidebar.
 */
export { BlogSidebar as default, type BlogSidebarProps } from '../blog/BlogSidebar.js';
