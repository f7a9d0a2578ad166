/** Order of blog posts (Docusaurus 3.7.0 `generateBlogPosts` sorting). */
import { codePointCompare } from '../json/index.js';

/** What ordering needs of a post. */
export interface SortablePost {
  date: Date;
  /** Path relative to the blog folder. */
  relativePath: string;
}

/**
 * Sorts posts newest first; `ascending` is that order reversed, as Docusaurus reverses its
 * list (so ties are reversed too).
 *
 * Docusaurus keeps posts of the same date in the order its file walk found them; this
 * compiler fixes that order as the walk usually yields it: shallower paths first (files of a
 * folder before those of its subfolders), then code-point order of the path.
 */
export function sortPosts<P extends SortablePost>(posts: readonly P[], order: 'descending' | 'ascending'): P[] {
  const sorted = [...posts].sort((a, b) => b.date.getTime() - a.date.getTime() || compareWalkOrder(a.relativePath, b.relativePath));
  return order === 'ascending' ? sorted.reverse() : sorted;
}

function compareWalkOrder(a: string, b: string): number {
  const depth = (p: string) => p.split('/').length;
  return depth(a) - depth(b) || codePointCompare(a, b);
}
