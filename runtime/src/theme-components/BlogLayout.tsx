/** `@theme/BlogLayout`: a blog page's sidebar, main column and table of contents (every blog page renders it as the site swizzles it). */
export { BlogLayout as default, type BlogLayoutProps } from '../blog/BlogLayout.js';
