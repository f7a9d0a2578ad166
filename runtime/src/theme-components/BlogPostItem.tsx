/**
 * `@theme/BlogPostItem`: one blog post's `<article>` (header, body, footer) from the post being
 * rendered; the blog pages render it for each post as the site swizzles it.
 */
export { BlogPostItem as default, type BlogPostItemProps } from '../blog/BlogPostItem.js';
