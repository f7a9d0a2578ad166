import type { ReactNode } from 'react';
import type { BlogSidebarProps } from './BlogSidebar.js';
import { BlogSidebar as RuntimeBlogSidebar } from './BlogSidebar.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';

/**
 * Props of `@theme/BlogLayout`, as Docusaurus's: the page's blog `sidebar` (none on pages
 * without one), its `toc` (a post's table of contents) and the page's `children`. Docusaurus's
 * also takes `@theme/Layout`'s props; here the app's layout already wraps every page, so those
 * are not used.
 */
export interface BlogLayoutProps {
  sidebar?: BlogSidebarProps['sidebar'];
  toc?: ReactNode;
  children?: ReactNode;
}

/**
 * `@theme/BlogLayout`: a blog page's columns: the sidebar (`@theme/BlogSidebar` as the site
 * swizzles it), the page, the table of contents. Every blog page renders it as the site swizzles it.
 */
export function BlogLayout({ sidebar, toc, children }: BlogLayoutProps) {
  const BlogSidebar = useThemeComponent('BlogSidebar', RuntimeBlogSidebar);
  return (
    <div className="blog-wrapper container">
      <BlogSidebar sidebar={sidebar} />
      <main className="blog-main">{children}</main>
      {toc ? <div className="blog-toc">{toc}</div> : null}
    </div>
  );
}
