/**
 * The browser's loaders of the lazily loaded view groups (see `view-groups.ts`): one dynamic
 * import each, so the bundler gives each group its own chunk.
 */
import type { LazyViewGroup } from './view-groups.js';

/** Dynamic imports of the view groups, by group. */
export const viewLoaders: Record<LazyViewGroup, () => Promise<unknown>> = {
  blog: () => import('../blog/BlogPages.js'),
  'doc-tags': () => import('../docs/DocTagPages.js'),
  'doc-generated-index': () => import('../docs/DocGeneratedIndexPage.js'),
  'mdx-page': () => import('./MdxPage.js'),
};
