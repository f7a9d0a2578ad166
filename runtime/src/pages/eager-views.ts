/**
 * The lazily loaded view groups, imported up front: the server render (and tests) render any
 * route synchronously, so every group is there before the first page.
 */
import * as blog from '../blog/BlogPages.js';
import * as docGeneratedIndex from '../docs/DocGeneratedIndexPage.js';
import * as docTags from '../docs/DocTagPages.js';
import * as mdxPage from './MdxPage.js';
import type { LazyViewGroup } from './view-groups.js';

/** Every view group's module, by group. */
export const eagerViews: Record<LazyViewGroup, Record<string, unknown>> = {
  blog,
  'doc-tags': docTags,
  'doc-generated-index': docGeneratedIndex,
  'mdx-page': mdxPage,
};
