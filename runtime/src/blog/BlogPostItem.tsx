import type { ReactNode } from 'react';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeReadMoreLink from '../theme-components/BlogPostItem/Footer/ReadMoreLink.js';
import ThemeEditMetaRow from '../theme-components/EditMetaRow.js';
import ThemeTagsListInline from '../theme-components/TagsListInline.js';
import { useCurrentBlogPost } from './blog-post-context.js';
import { BlogPostHeader } from './BlogPostHeader.js';

/** Props of `@theme/BlogPostItem`, as Docusaurus's: the post's rendered body and a class for its `<article>`. */
export interface BlogPostItemProps {
  children?: ReactNode;
  className?: string;
}

/**
 * `@theme/BlogPostItem`: one blog post's `<article>` around its body (`children`): the header
 * (title, a link in lists; date, reading time, authors), the body, and the footer: tags, then on
 * the post's page the edit link and last update (`EditMetaRow`), in a list "Read more" when the
 * post is truncated (`BlogPostItem/Footer/ReadMoreLink`), each as the site swizzles it. The blog
 * pages render it for each post as the site swizzles it; outside a post it is the bare `<article>`.
 */
export function BlogPostItem({ children, className }: BlogPostItemProps) {
  const current = useCurrentBlogPost();
  const ReadMore = useThemeComponent('BlogPostItem/Footer/ReadMoreLink', ThemeReadMoreLink);
  const TagsListInline = useThemeComponent('TagsListInline', ThemeTagsListInline);
  const MetaRow = useThemeComponent('EditMetaRow', ThemeEditMetaRow);
  const extra = className ? ` ${className}` : '';
  if (!current) return <article className={`blog-post${extra}`}>{children}</article>;
  const { post, isBlogPostPage } = current;
  const lastUpdatedAt = post.lastUpdatedAt ?? null;
  const lastUpdatedBy = post.lastUpdatedBy ?? null;
  return (
    <article className={`blog-post${isBlogPostPage ? '' : ' blog-post--preview'}${extra}`}>
      <BlogPostHeader post={post} asLink={!isBlogPostPage} />
      <div className="markdown">{children}</div>
      <footer className="blog-post__footer">
        <TagsListInline tags={post.tags} />
        {isBlogPostPage ? (
          post.editUrl || lastUpdatedAt !== null || lastUpdatedBy ? <MetaRow editUrl={post.editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} /> : null
        ) : post.hasTruncateMarker ? (
          <ReadMore blogPostTitle={post.title} to={post.permalink} />
        ) : null}
      </footer>
    </article>
  );
}
