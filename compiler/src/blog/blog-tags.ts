import { groupTaggedItems, tagVisibility } from '../tags/index.js';
import type { BlogPost } from './blog-post.js';
import { paginatePosts, type BlogListPage } from './paginate.js';

/** A tag of a blog instance with its paginated pages (the golden's `blog.<id>.tags[]`). */
export interface BlogTag {
  label: string;
  permalink: string;
  description: string | null;
  inline: boolean;
  /** Ids of the posts the tag page lists (its listed posts; all of them when the tag is unlisted). */
  items: string[];
  pages: BlogListPage[];
  /** True when every post of the tag is unlisted: the tag is left out of the tags list. */
  unlisted: boolean;
}

/** An entry of the tags list page (Docusaurus `TagsListItem`). */
export interface BlogTagsListItem {
  label: string;
  permalink: string;
  /** Absent when the tag has no description. */
  description?: string;
  count: number;
}

/** How tag pages are paginated and titled (the list's own options). */
export interface BlogTagsParams {
  postsPerPage: number | 'ALL';
  pageBasePath: string;
  blogTitle: string;
  blogDescription: string;
}

/**
 * Groups posts (all of them, unlisted included, in post order) by tag permalink, as Docusaurus
 * 3.7.0 `getBlogTags`: the first tag met for a permalink names the group; a tag page lists the
 * tag's listed posts, paginated like the blog list, or all its posts when every one is unlisted
 * (the tag is then unlisted).
 */
export function buildBlogTags(posts: readonly BlogPost[], params: BlogTagsParams): BlogTag[] {
  return groupTaggedItems(posts, (p) => p.tags).map(({ tag, items }) => {
    const visibility = tagVisibility(items, (p) => p.unlisted);
    const ids = visibility.listedItems.map((p) => p.id);
    return {
      label: tag.label,
      permalink: tag.permalink,
      description: tag.description,
      inline: tag.inline,
      items: ids,
      pages: paginatePosts({ postIds: ids, basePageUrl: tag.permalink, ...params }),
      unlisted: visibility.unlisted,
    };
  });
}

/** The tags list page's entries: listed tags only, with their post counts. */
export function tagsListItems(tags: readonly BlogTag[]): BlogTagsListItem[] {
  return tags
    .filter((t) => !t.unlisted)
    .map((t) => {
      const item: BlogTagsListItem = { label: t.label, permalink: t.permalink, count: t.items.length };
      if (t.description !== null) item.description = t.description;
      return item;
    });
}
