import type {
  BlogArchiveData,
  BlogAuthor,
  BlogAuthorsListData,
  BlogListItem,
  BlogListMetadata,
  BlogPostData,
  BlogPostSummary,
  BlogSidebarData,
  BlogTagsListData,
  ContentData,
  NavLink,
} from './site-data.js';
import type { RouteNode } from './graph-types.js';
import { arr, numOrNull, obj, str, strOrNull } from './json-access.js';
import { themeFrontMatter } from './theme-front-matter.js';

/** Indexes of one blog plugin instance (`graph.blog[pluginId]`). */
export interface BlogPluginIndex {
  pluginId: string;
  raw: Record<string, unknown>;
  postsById: Map<string, Record<string, unknown>>;
  authorsByKey: Map<string, Record<string, unknown>>;
}

/** Builds lookup maps over a blog instance's data. */
export function indexBlogPlugin(pluginId: string, raw: unknown): BlogPluginIndex {
  const blog = obj(raw);
  return {
    pluginId,
    raw: blog,
    postsById: new Map(arr(blog.posts).map((p) => [str(obj(p).id), obj(p)])),
    authorsByKey: new Map(arr(blog.authorsMap).map((a) => [str(obj(a).key), obj(a)])),
  };
}

function navLink(value: unknown): NavLink | null {
  const o = obj(value);
  return typeof o.title === 'string' && typeof o.permalink === 'string' ? { title: o.title, permalink: o.permalink } : null;
}

/** An author as pages show it (unknown keys dropped). */
export function blogAuthor(raw: unknown): BlogAuthor {
  const a = obj(raw);
  const out: BlogAuthor = {};
  for (const k of ['key', 'name', 'title', 'url', 'email', 'imageURL', 'description'] as const) {
    if (typeof a[k] === 'string') out[k] = a[k];
  }
  const page = obj(a.page);
  if (typeof page.permalink === 'string') out.page = { permalink: page.permalink };
  const socials = obj(a.socials);
  const links = Object.entries(socials).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (links.length) out.socials = Object.fromEntries(links);
  return out;
}

/** What lists and post pages show of `post`. */
export function postSummary(post: Record<string, unknown>): BlogPostSummary {
  return {
    id: str(post.id),
    permalink: str(post.permalink),
    title: str(post.title),
    description: str(post.description),
    date: str(post.date),
    readingTime: numOrNull(post.readingTime),
    authors: arr(post.authors).map(blogAuthor),
    tags: arr(post.tags).map((t) => ({ label: str(obj(t).label), permalink: str(obj(t).permalink), description: strOrNull(obj(t).description) })),
    hasTruncateMarker: post.hasTruncateMarker === true,
    unlisted: post.unlisted === true,
    editUrl: strOrNull(post.editUrl),
    frontMatter: themeFrontMatter(post.frontMatter),
  };
}

/** Data of a post page. */
export function blogPostData(blog: BlogPluginIndex, post: Record<string, unknown>, content: ContentData): BlogPostData {
  return {
    view: 'blog-post',
    pluginId: blog.pluginId,
    post: {
      ...postSummary(post),
      prevItem: navLink(post.prevItem),
      nextItem: navLink(post.nextItem),
      lastUpdatedAt: numOrNull(post.lastUpdatedAt),
      lastUpdatedBy: strOrNull(post.lastUpdatedBy),
    },
    content,
  };
}

/** List items for `postIds`: each post with its excerpt (or full content) from `content`. */
export function listItems(blog: BlogPluginIndex, postIds: readonly string[], content: (post: Record<string, unknown>) => ContentData): BlogListItem[] {
  return postIds.flatMap((id) => {
    const post = blog.postsById.get(id);
    return post ? [{ post: postSummary(post), content: content(post) }] : [];
  });
}

/**
 * The pagination the compiler decided for a list, tag or author route (`route.listMetadata`),
 * with absent neighbours as null for the theme. Null when the route carries none (a graph
 * of schema 1.0, before routes carried it), which the caller reports.
 */
export function listMetadata(route: RouteNode): BlogListMetadata | null {
  const m = route.listMetadata;
  if (!m) return null;
  return { ...m, previousPage: m.previousPage ?? null, nextPage: m.nextPage ?? null };
}

/** The recent-posts sidebar of a blog instance, or null when it has none. */
export function blogSidebarData(blog: BlogPluginIndex): BlogSidebarData | null {
  const sidebar = obj(blog.raw.sidebar);
  const items = arr(sidebar.items).map(obj);
  if (!items.length) return null;
  return {
    view: 'blog-sidebar',
    pluginId: blog.pluginId,
    title: str(sidebar.title, str(blog.raw.blogSidebarTitle)),
    items: items.map((i) => ({ title: str(i.title), permalink: str(i.permalink), unlisted: i.unlisted === true, date: str(i.date) })),
  };
}

/** Data of the archive page. */
export function blogArchiveData(blog: BlogPluginIndex, postIds: readonly string[]): BlogArchiveData {
  return {
    view: 'blog-archive',
    pluginId: blog.pluginId,
    blogTitle: str(blog.raw.blogTitle),
    blogDescription: str(blog.raw.blogDescription),
    posts: postIds.flatMap((id) => {
      const p = blog.postsById.get(id);
      return p ? [{ title: str(p.title), permalink: str(p.permalink), date: str(p.date) }] : [];
    }),
  };
}

/** Data of the tags list page. */
export function blogTagsListData(blog: BlogPluginIndex): BlogTagsListData {
  return {
    view: 'blog-tags-list',
    pluginId: blog.pluginId,
    tags: arr(blog.raw.tagsListProp)
      .map(obj)
      .map((t) => ({ label: str(t.label), permalink: str(t.permalink), count: numOrNull(t.count) ?? 0, description: strOrNull(t.description) })),
  };
}

/** Data of the authors list page; `counts` gives each author's number of listed posts. */
export function blogAuthorsListData(blog: BlogPluginIndex, keys: readonly string[], counts: Readonly<Record<string, number>>): BlogAuthorsListData {
  return {
    view: 'blog-authors-list',
    pluginId: blog.pluginId,
    authors: keys.flatMap((key) => {
      const a = blog.authorsByKey.get(key);
      return a ? [{ ...blogAuthor(a), count: counts[key] ?? 0 }] : [];
    }),
  };
}
