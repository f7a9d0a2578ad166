import type { BlogPost } from './blog-post.js';

/** One post in the blog sidebar (Docusaurus `BlogSidebarItem`, date as ISO text). */
export interface BlogSidebarItem {
  /** Front matter `sidebar_label`, else the post title. */
  title: string;
  permalink: string;
  /** The theme hides unlisted posts from the sidebar unless the reader is on that post. */
  unlisted: boolean;
  date: string;
}

/** The recent posts sidebar of a blog instance. */
export interface BlogSidebar {
  title: string;
  items: BlogSidebarItem[];
}

/** Sidebar posts of one year, for the theme's year headings (SPEC §1 "blog sidebar grouped by year"). */
export interface BlogSidebarYear {
  /** Four-digit UTC year of the posts' dates. */
  year: string;
  items: BlogSidebarItem[];
}

/**
 * The blog sidebar as Docusaurus 3.7.0 builds it: the first `blogSidebarCount` posts in post
 * order (`'ALL'`: every post), unlisted posts included and flagged.
 */
export function buildBlogSidebar(posts: readonly BlogPost[], title: string, count: number | 'ALL'): BlogSidebar {
  const shown = count === 'ALL' ? posts : posts.slice(0, count);
  return {
    title,
    items: shown.map((p) => ({
      title: p.frontMatter.sidebar_label ?? p.title,
      permalink: p.permalink,
      unlisted: p.unlisted,
      date: p.date.toISOString(),
    })),
  };
}

/**
 * Groups sidebar items by the UTC year of their date, keeping sidebar order (a year appears
 * once, where its first post is), as the theme's year grouping does.
 */
export function groupSidebarByYear(items: readonly BlogSidebarItem[]): BlogSidebarYear[] {
  const years: BlogSidebarYear[] = [];
  const byYear = new Map<string, BlogSidebarYear>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    let group = byYear.get(year);
    if (!group) {
      group = { year, items: [] };
      byYear.set(year, group);
      years.push(group);
    }
    group.items.push(item);
  }
  return years;
}
