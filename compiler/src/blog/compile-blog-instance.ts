import type { BlogPluginInstance } from '../config/index.js';
import { currentLocale, globFiles, type SiteInput } from '../content/index.js';
import path from 'node:path/posix';
import { CompileError, ErrorCollector, errorDiagnostic, fail, type Diagnostic } from '../diagnostics/index.js';
import { buildBlogFeed, type BlogFeedData, type FeedModel } from '../feeds/index.js';
import type { FileMemo } from '../memo/index.js';
import { applyTrailingSlash, type RouteNode } from '../routes/index.js';
import { loadTagsFile, normalizeUrl } from '../tags/index.js';
import { loadAuthorsMap, type MappedAuthor } from './authors-map.js';
import { navLink, postData, type BlogPostData } from './blog-data.js';
import type { FileHistory } from '../content/file-history.js';
import { loadBlogPost, type BlogPost, type BlogPostContext } from './blog-post.js';
import { buildBlogRoutes } from './blog-routes.js';
import { buildBlogSidebar, groupSidebarByYear, type BlogSidebar, type BlogSidebarYear } from './blog-sidebar.js';
import { buildBlogTags, tagsListItems, type BlogTag, type BlogTagsListItem } from './blog-tags.js';
import { untruncatedPostsMessage } from './messages.js';
import { paginatePosts, type BlogListPage } from './paginate.js';
import { report } from './report.js';
import { blogOptionsData, resolveBlogOptions } from './resolve-blog-options.js';
import { sortPosts } from './sort-posts.js';
import { truncateAtMarker } from './truncate-marker.js';

/** The data of one blog-like instance, in the golden's `blog.<pluginId>` shape, plus the year-grouped sidebar. */
export interface BlogInstanceData {
  /** Resolved options (data-valued ones). */
  options: Record<string, unknown>;
  blogTitle: string;
  blogDescription: string;
  blogSidebarTitle: string;
  /** Permalink of the tags list page. */
  tagsListPath: string;
  /** Every post (unlisted included), in list order. */
  posts: BlogPostData[];
  listPages: BlogListPage[];
  /**
   * Archive page (listed posts), or null when `archiveBasePath` is null or nothing is listed.
   * Its permalink is the registered route's path, so `trailingSlash` applies to it (unlike
   * post, list and tag permalinks, which are Docusaurus metadata written before routing).
   */
  archive: { permalink: string; postIds: string[] } | null;
  tags: BlogTag[];
  tagsListProp: BlogTagsListItem[];
  sidebar: BlogSidebar;
  /** The sidebar's posts grouped by year, for the theme's year headings (not in Docusaurus's data). */
  sidebarYears: BlogSidebarYear[];
  /** authors.yml authors in file order, or null without authors file. */
  authorsMap: MappedAuthor[] | null;
  feed: BlogFeedData;
}

/** A post body for the content stage to render (full post page; list pages use `truncatedContent`). */
export interface BlogPostSource {
  source: string;
  permalink: string;
  /** Body without front matter and title. */
  content: string;
  /** The part before the truncation marker, when the post has one. */
  truncatedContent?: string;
  bodyLineOffset: number;
  frontMatter: Record<string, unknown>;
}

/** Everything one blog-like instance produces. */
export interface BlogInstanceResult {
  data: BlogInstanceData;
  /** Exact routes with raw paths (baseUrl included, trailingSlash not yet applied). */
  routes: RouteNode[];
  /**
   * The feed to write (channel, items and their posts), or null when the instance writes none.
   * Data only: the feeds stage (`renderSiteFeeds`, `feeds/`) writes its files once the content
   * stage has compiled the post bodies.
   */
  feedModel: FeedModel | null;
  /** Warnings and infos (errors throw). */
  diagnostics: Diagnostic[];
  /** Post bodies, in post order. */
  posts: BlogPostSource[];
}

/** What the blog needs from other stages, injected so each can be swapped or faked in tests. */
export interface BlogInstanceDependencies {
  /** File history (git) by site-relative path: dates of undated posts, last update data. */
  fileHistory?: ReadonlyMap<string, FileHistory>;
  /** Per-file results (front matter, title, excerpt, reading time) of earlier compiles. */
  memo?: FileMemo;
}

/**
 * Compiles one blog-like plugin instance (blog, learn, success stories, …) with Docusaurus
 * 3.7.0's blog semantics: posts from `include`/`exclude` files of the instance folder (drafts
 * dropped in production, unlisted posts built but left out of lists, tag pages, archive and
 * feeds), ordered newest first (or `sortPosts: 'ascending'`), neighbours among listed posts,
 * list pages, tags with paginated tag pages, archive, recent-posts sidebar, authors map and
 * author pages, feeds, and the warnings Docusaurus prints (posts without truncation marker,
 * inline authors, tags missing from tags.yml).
 *
 * @throws CompileError for bad input, each naming file and line where known: invalid front
 *   matter, an unparsable date, an unknown author key, an invalid authors or tags file, two
 *   posts with the same slug or permalink, and problems whose `on…` option is `throw`
 */
export function compileBlogInstance(input: SiteInput, plugin: BlogPluginInstance, deps: BlogInstanceDependencies = {}): BlogInstanceResult {
  const options = resolveBlogOptions(plugin);
  const { baseUrl } = input.config;
  const baseBlogUrl = normalizeUrl([baseUrl, options.routeBasePath]);
  const tagsListPath = normalizeUrl([baseBlogUrl, options.tagsBasePath]);
  const authorsListPath = normalizeUrl([baseUrl, options.routeBasePath, options.authorsBasePath]);
  const diagnostics: Diagnostic[] = [];

  const authorsMap = loadAuthorsMap({
    files: input.files,
    contentPath: options.contentPath,
    authorsMapPath: options.authorsMapPath,
    authorsBaseRoutePath: authorsListPath,
    baseUrl,
  });

  const folderPrefix = options.contentPath === '.' ? '' : `${options.contentPath}/`;
  const folderExists = [...input.files.keys(), ...input.assets.keys()].some((f) => f.startsWith(folderPrefix));
  const posts: BlogPost[] = [];
  if (folderExists) {
    const tagsFile = loadTagsFile(input.files, options.contentPath, options.tags);
    const editUrlFunction = input.editUrlFunctions?.get(`content-blog@${plugin.id}`);
    const context: BlogPostContext = {
      options,
      baseUrl,
      mode: input.mode,
      authorsMap,
      tagsFile,
      fileHistory: deps.fileHistory ?? input.fileHistory ?? new Map(),
      memo: deps.memo,
      ...(editUrlFunction ? { editUrl: { fn: editUrlFunction, locale: currentLocale(input), ...(input.locale ? { translatedFrom: input.locale.translatedFrom } : {}) } } : {}),
    };
    // Every post's errors at once, not only the first post's.
    const errors = new ErrorCollector();
    for (const relativePath of globFiles(input.files.keys(), options.contentPath, options.include, options.exclude)) {
      const loaded = errors.attempt(() => loadBlogPost(relativePath, input.files.get(`${folderPrefix}${relativePath}`)!, context));
      if (!loaded) continue;
      diagnostics.push(...loaded.diagnostics);
      if (loaded.post) posts.push(loaded.post);
    }
    errors.throwIfAny();
  }
  checkUniquePosts(posts);
  const sorted = sortPosts(posts, options.sortPosts);

  const untruncated = sorted.filter((p) => !p.hasTruncateMarker);
  if (untruncated.length > 0) {
    diagnostics.push(
      ...report(options.onUntruncatedBlogPosts, {
        code: 'blog/untruncated-posts',
        message: untruncatedPostsMessage(untruncated.map((p) => p.source)),
        file: untruncated[0]!.source,
      }),
    );
  }

  const listed = sorted.filter((p) => !p.unlisted);
  const neighbours = new Map<BlogPost, { prev: BlogPost | undefined; next: BlogPost | undefined }>();
  listed.forEach((p, i) => neighbours.set(p, { prev: listed[i - 1], next: listed[i + 1] }));
  const postsData = sorted.map((p) => {
    const n = neighbours.get(p);
    return postData(p, n?.prev ? navLink(n.prev) : null, n?.next ? navLink(n.next) : null);
  });

  const listParams = { postsPerPage: options.postsPerPage, pageBasePath: options.pageBasePath, blogTitle: options.blogTitle, blogDescription: options.blogDescription };
  const listPages = sorted.length === 0 ? [] : paginatePosts({ postIds: listed.map((p) => p.id), basePageUrl: baseBlogUrl, ...listParams });
  const tags = buildBlogTags(sorted, listParams);
  // Docusaurus keeps no archive metadata: the archive's only permalink is the path of the route
  // it registers, and core's addRoute applies trailingSlash to every registered path.
  const archive =
    options.archiveBasePath !== null && listed.length > 0
      ? {
          permalink: applyTrailingSlash(normalizeUrl([baseUrl, options.routeBasePath, options.archiveBasePath]), input.config.trailingSlash, baseUrl),
          postIds: listed.map((p) => p.id),
        }
      : null;
  const sidebar = buildBlogSidebar(sorted, options.blogSidebarTitle, options.blogSidebarCount);

  const feed = buildBlogFeed({
    posts: sorted,
    feedOptions: options.feedOptions,
    routeBasePath: options.routeBasePath,
    site: {
      title: input.config.title,
      url: input.config.url,
      baseUrl,
      favicon: input.config.favicon,
      trailingSlash: input.config.trailingSlash,
      // The feed's language: the locale built (Docusaurus's `currentLocale`).
      defaultLocale: currentLocale(input),
    },
  });

  if (feed.model) diagnostics.push(...checkUserStylesheets(input, options));

  const routes = buildBlogRoutes({
    pluginId: plugin.id,
    posts: sorted,
    listPages,
    tags,
    tagsListPath,
    archive,
    authorsMap,
    authorsListPath,
    authorsPagination: { ...listParams, pageBasePath: options.authorsBasePath },
  });

  return {
    data: {
      options: blogOptionsData(options),
      blogTitle: options.blogTitle,
      blogDescription: options.blogDescription,
      blogSidebarTitle: options.blogSidebarTitle,
      tagsListPath,
      posts: postsData,
      listPages,
      archive,
      tags,
      tagsListProp: tagsListItems(tags),
      sidebar,
      sidebarYears: groupSidebarByYear(sidebar.items),
      authorsMap: authorsMap ? [...authorsMap.values()].map((a) => ({ ...a })) : null,
      feed: feed.data,
    },
    routes,
    feedModel: feed.model,
    diagnostics,
    posts: sorted.map((p) => {
      const source: BlogPostSource = {
        source: p.source,
        permalink: p.permalink,
        content: p.content,
        bodyLineOffset: p.bodyLineOffset,
        frontMatter: postData(p, null, null).frontMatter,
      };
      if (p.hasTruncateMarker) source.truncatedContent = truncateAtMarker(p.content, options.truncateMarker);
      return source;
    }),
  };
}

/**
 * A user XSLT stylesheet (`feedOptions.xslt.rss: 'my.xsl'`) must exist in the blog folder, as
 * Docusaurus requires; its bytes are not compiler input, so the build cannot copy it: a warning
 * says so (the built-in stylesheets are written).
 *
 * @throws CompileError `blog/missing-xslt` when the file is absent
 */
function checkUserStylesheets(input: SiteInput, options: ReturnType<typeof resolveBlogOptions>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const type of ['rss', 'atom'] as const) {
    const option = options.feedOptions.xslt[type];
    if (option === null || option === `${type}.xsl` || !options.feedOptions.type?.includes(type)) continue;
    const file = path.normalize(path.join(options.contentPath, option));
    if (!input.files.has(file) && !input.assets.has(file)) {
      fail('blog/missing-xslt', `The ${type} feed stylesheet "${option}" (feedOptions.xslt) is not in "${options.contentPath}".`, { file: input.configFile });
    }
    diagnostics.push({
      level: 'warning',
      code: 'blog/xslt-not-copied',
      message: `The ${type} feed links the stylesheet "${path.basename(option)}", which the build does not copy: put it and its .css file in static/${feedFolderOf(options.routeBasePath)}.`,
      file,
    });
  }
  return diagnostics;
}

function feedFolderOf(routeBasePath: string): string {
  return routeBasePath.split('/').filter((s) => s !== '' && s !== '.').join('/');
}

/**
 * Two posts with the same id (slug) or permalink would overwrite each other's page (Docusaurus
 * keeps the last silently): an error naming both files.
 */
function checkUniquePosts(posts: readonly BlogPost[]): void {
  const problems: Diagnostic[] = [];
  for (const [what, keyOf] of [
    ['slug', (p: BlogPost) => p.id],
    ['permalink', (p: BlogPost) => p.permalink],
  ] as const) {
    const first = new Map<string, BlogPost>();
    for (const post of [...posts].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))) {
      const key = keyOf(post);
      const earlier = first.get(key);
      if (earlier) {
        problems.push(
          errorDiagnostic(`blog/duplicate-${what}`, `Blog posts "${earlier.source}" and "${post.source}" have the same ${what} "${key}"; give one of them another "slug".`, {
            file: post.source,
            line: post.frontMatterLines.get('slug'),
          }),
        );
      } else first.set(key, post);
    }
  }
  // A duplicate slug is also a duplicate permalink: report it once.
  const seen = new Set<string>();
  const unique = problems.filter((d) => {
    const k = `${d.file}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (unique.length > 0) throw new CompileError(unique);
}
