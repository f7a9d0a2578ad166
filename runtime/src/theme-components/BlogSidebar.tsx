import type { BlogSidebarData } from '../data/site-data.js';
import { BlogSidebar as ThemeBlogSidebar } from '../blog/BlogSidebar.js';

/** Props of `@theme/BlogSidebar`: Docusaurus's (`sidebar`: `{ title, items: { title, permalink, unlisted, date }[] }`, or none). */
export interface BlogSidebarProps {
  sidebar?: Pick<BlogSidebarData, 'title' | 'items'> | null;
}

/**
 * `@theme/BlogSidebar`: the recent-posts sidebar of the blog pages (they render it as the site
 * swizzles it); nothing without a sidebar.
 */
export default function BlogSidebar({ sidebar }: BlogSidebarProps) {
  return <ThemeBlogSidebar sidebar={sidebar ?? null} />;
}
