import { createContext, useContext, type ReactNode } from 'react';
import type { BlogPostData, BlogPostSummary, ContentData } from '../data/site-data.js';

/**
 * The blog post being rendered: on its own page (`isBlogPostPage`, with its neighbours and last
 * update) or as an item of a list (its truncated content).
 */
export interface CurrentBlogPost {
  post: BlogPostSummary & Partial<Pick<BlogPostData['post'], 'prevItem' | 'nextItem' | 'lastUpdatedAt' | 'lastUpdatedBy'>>;
  content: ContentData;
  isBlogPostPage: boolean;
}

const CurrentBlogPostContext = createContext<CurrentBlogPost | null>(null);

/** Provides the post a blog page renders to `@theme/BlogPostItem` and `useBlogPost()` (one provider per post of a list). */
export function BlogPostProvider({ value, children }: { value: CurrentBlogPost; children?: ReactNode }) {
  return <CurrentBlogPostContext.Provider value={value}>{children}</CurrentBlogPostContext.Provider>;
}

/** The blog post being rendered, or null outside one. */
export function useCurrentBlogPost(): CurrentBlogPost | null {
  return useContext(CurrentBlogPostContext);
}
