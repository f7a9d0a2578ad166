import type { BlogAuthor } from './authors-map.js';

/**
 * Text of the blog warnings. Each carries the facts Docusaurus 3.7.0 prints (file lists,
 * author data as JSON) in this compiler's own words.
 */

/**
 * Warning for posts without a truncation marker, listing their site-relative paths in post
 * order (`- "blog/a.md"` lines).
 */
export function untruncatedPostsMessage(sources: readonly string[]): string {
  return `These blog posts have no truncation marker, so list pages show them in full:
- ${sources.map((s) => JSON.stringify(s)).join('\n- ')}

Add \`<!-- truncate -->\` or \`{/* truncate */}\` where the preview should end, or set \`onUntruncatedBlogPosts: 'ignore'\` in the blog plugin options.`;
}

/**
 * Warning for inline authors of one post: the post path relative to the blog folder, the
 * authors map file name, and each inline author as JSON (`- {"name":…,"key":null,"page":null}`).
 */
export function inlineAuthorsMessage(relativePath: string, authorsMapPath: string, authors: readonly BlogAuthor[]): string {
  return `Blog authors used in ${JSON.stringify(relativePath)} are not defined in ${JSON.stringify(authorsMapPath)}:
- ${authors.map((a) => JSON.stringify(a)).join('\n- ')}

Declare each author once in ${JSON.stringify(authorsMapPath)} and reference it by key in the front matter, or set \`onInlineAuthors: 'ignore'\` in the blog plugin options to allow inline authors.`;
}
