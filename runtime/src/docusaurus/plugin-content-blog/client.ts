/**
 * `@docusaurus/plugin-content-blog/client`: the blog hook ejected theme components and site code
 * call. A site's installed package is never bundled (it needs Docusaurus's generated modules);
 * this module stands in for it, over the post being rendered as the graph decided it.
 */
import { useCurrentBlogPost } from '../../blog/blog-post-context.js';
import type { BlogAuthor, NavLink, TagLink, ThemeFrontMatter } from '../../data/site-data.js';
import { flattenToc, type FlatTocItem } from '../../toc/toc-shape.js';

/**
 * Docusaurus's `useBlogPost().metadata`, from the post's data: `date` an ISO date, `readingTime`
 * in minutes (undefined when disabled), `lastUpdatedAt` in milliseconds since the epoch;
 * `prevItem`, `nextItem` and the last update only on the post's own page.
 */
export interface BlogPostMetadata {
  permalink: string;
  title: string;
  description: string;
  date: string;
  readingTime: number | undefined;
  authors: BlogAuthor[];
  tags: TagLink[];
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl: string | undefined;
  lastUpdatedAt: number | undefined;
  lastUpdatedBy: string | undefined;
  prevItem: NavLink | undefined;
  nextItem: NavLink | undefined;
  frontMatter: ThemeFrontMatter;
}

/** Docusaurus's `useBlogPost()` value. */
export interface BlogPostContextValue {
  metadata: BlogPostMetadata;
  frontMatter: ThemeFrontMatter;
  assets: { image?: string };
  /** Every heading of the post (levels 2 to 6), flat. */
  toc: readonly FlatTocItem[];
  /** True on the post's own page, false for a post in a list. */
  isBlogPostPage: boolean;
}

/**
 * `useBlogPost()`: the blog post being rendered, on its page or in a list (a `BlogPostItem`
 * wrapper adds comments under posts with `isBlogPostPage`), as Docusaurus's.
 * @throws Error outside a blog post, as Docusaurus's hook throws outside its provider
 */
export function useBlogPost(): BlogPostContextValue {
  const current = useCurrentBlogPost();
  if (!current) throw new Error('useBlogPost() of @docusaurus/plugin-content-blog/client was called outside a blog post (it reads the post being rendered).');
  const { post, content, isBlogPostPage } = current;
  return {
    metadata: {
      permalink: post.permalink,
      title: post.title,
      description: post.description,
      date: post.date,
      readingTime: post.readingTime ?? undefined,
      authors: post.authors,
      tags: post.tags,
      hasTruncateMarker: post.hasTruncateMarker,
      unlisted: post.unlisted,
      editUrl: post.editUrl ?? undefined,
      lastUpdatedAt: post.lastUpdatedAt ?? undefined,
      lastUpdatedBy: post.lastUpdatedBy ?? undefined,
      prevItem: post.prevItem ?? undefined,
      nextItem: post.nextItem ?? undefined,
      frontMatter: post.frontMatter,
    },
    frontMatter: post.frontMatter,
    assets: post.frontMatter.image ? { image: post.frontMatter.image } : {},
    toc: flattenToc(content.toc),
    isBlogPostPage,
  };
}
