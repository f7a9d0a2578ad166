import type { ReactNode } from 'react';
import { Content } from '../content/Content.js';
import ThemeBlogPostPaginator from '../theme-components/BlogPostPaginator.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeBlogPostItem from '../theme-components/BlogPostItem.js';
import { BlogPostProvider } from './blog-post-context.js';
import { Paginator } from '../docs/DocPaginator.js';
import type {
  BlogArchiveData,
  BlogAuthorData,
  BlogAuthorsListData,
  BlogListData,
  BlogListItem,
  BlogListMetadata,
  BlogPostData,
  BlogTagData,
  BlogTagsListData,
  ManifestRoute,
} from '../data/site-data.js';
import { TagsIndex } from '../docs/DocTagPages.js';
import { PageMeta } from '../head/PageMeta.js';
import { Link } from '../router/Link.js';
import { useRouteData } from '../router/use-route-data.js';
import { useThemeConfig } from '../client/runtime-context.js';
import { filterToc, tocLevels } from '../toc/filter-toc.js';
import { flattenToc } from '../toc/toc-shape.js';
import ThemeTOC from '../theme-components/TOC.js';
import { yearOf } from '../theme/format-date.js';
import { AuthorCard } from './BlogPostHeader.js';
import { useLeafBlogSidebar } from './BlogSidebar.js';
import ThemeBlogLayout from '../theme-components/BlogLayout.js';
import { themeMessage, themePlural } from '../i18n/theme-message.js';

/** "3 posts" in the current locale's plural forms (`theme.blog.post.plurals`). */
function postCount(count: number): string {
  return themePlural('theme.blog.post.plurals', count, { count });
}

/** A blog page inside `@theme/BlogLayout` as the site swizzles it, given the displayed route's blog sidebar. */
function BlogPageLayout({ children, toc }: { children: ReactNode; toc?: ReactNode }) {
  const sidebar = useLeafBlogSidebar();
  const BlogLayout = useThemeComponent('BlogLayout', ThemeBlogLayout);
  return (
    <BlogLayout sidebar={sidebar} toc={toc}>
      {children}
    </BlogLayout>
  );
}

/** A post in a list: its truncated content in `@theme/BlogPostItem` as the site swizzles it (header, "Read more" when truncated, tags). */
function BlogListItemView({ item }: { item: BlogListItem }) {
  const BlogPostItem = useThemeComponent('BlogPostItem', ThemeBlogPostItem);
  return (
    <BlogPostProvider value={{ post: item.post, content: item.content, isBlogPostPage: false }}>
      <BlogPostItem>
        <Content content={item.content} />
      </BlogPostItem>
    </BlogPostProvider>
  );
}

/** "Newer entries" / "Older entries" links of a paginated list. */
function ListPaginator({ metadata }: { metadata: BlogListMetadata }) {
  if (!metadata.previousPage && !metadata.nextPage) return null;
  return (
    <nav className="pagination-nav blog-list-paginator" aria-label={themeMessage('theme.blog.paginator.navAriaLabel')}>
      {metadata.previousPage ? (
        <Link to={metadata.previousPage} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__label">{themeMessage('theme.blog.paginator.newerEntries')}</div>
        </Link>
      ) : (
        <span />
      )}
      {metadata.nextPage ? (
        <Link to={metadata.nextPage} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__label">{themeMessage('theme.blog.paginator.olderEntries')}</div>
        </Link>
      ) : null}
    </nav>
  );
}

/** A blog list page: posts with truncated previews and a paginator. */
export function BlogListPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogListData>(route, 'blog-list');
  const isFirst = data.metadata.page === 1;
  return (
    <BlogPageLayout>
      <PageMeta title={isFirst ? data.metadata.blogTitle : themeMessage('sitegraph.blog.listPageTitle.paged', { blogTitle: data.metadata.blogTitle, page: data.metadata.page })} description={data.metadata.blogDescription} />
      {/* Every page has one h1 (the posts' titles are h2): the blog's title, for assistive technology only. */}
      <h1 className="sg-visually-hidden">{data.metadata.blogTitle}</h1>
      {data.items.map((item) => (
        <BlogListItemView key={item.post.id} item={item} />
      ))}
      <ListPaginator metadata={data.metadata} />
    </BlogPageLayout>
  );
}

/**
 * A blog post page: the post in `@theme/BlogPostItem` as the site swizzles it (header, content,
 * tags, the edit link and last update), its neighbours (`BlogPostPaginator`) and its TOC (`TOC`,
 * given every heading and the post's levels).
 */
export function BlogPostPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogPostData>(route, 'blog-post');
  const themeConfig = useThemeConfig();
  const BlogPostItem = useThemeComponent('BlogPostItem', ThemeBlogPostItem);
  const BlogPostPaginator = useThemeComponent('BlogPostPaginator', ThemeBlogPostPaginator);
  const TOC = useThemeComponent('TOC', ThemeTOC);
  const { post } = data;
  const { min, max } = tocLevels(post.frontMatter, themeConfig);
  const toc = post.frontMatter.hide_table_of_contents ? [] : filterToc(data.content.toc, min, max);
  return (
    <BlogPageLayout toc={toc.length ? <TOC toc={flattenToc(data.content.toc)} minHeadingLevel={min} maxHeadingLevel={max} /> : null}>
      <PageMeta title={post.title} description={post.description} keywords={post.frontMatter.keywords} image={post.frontMatter.image} noIndex={post.unlisted} />
      {post.unlisted ? (
        <div className="unlisted-banner" role="note">
          {themeMessage('theme.unlistedContent.message')}
        </div>
      ) : null}
      <BlogPostProvider value={{ post, content: data.content, isBlogPostPage: true }}>
        <BlogPostItem>
          <Content content={data.content} />
        </BlogPostItem>
      </BlogPostProvider>
      <BlogPostPaginator prevItem={post.prevItem} nextItem={post.nextItem} />
    </BlogPageLayout>
  );
}

/** The archive: every post, grouped by year. */
export function BlogArchivePage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogArchiveData>(route, 'blog-archive');
  const years: [string, BlogArchiveData['posts']][] = [];
  for (const p of data.posts) {
    const y = yearOf(p.date);
    const last = years[years.length - 1];
    if (last && last[0] === y) last[1].push(p);
    else years.push([y, [p]]);
  }
  return (
    <main className="container blog-archive">
      <PageMeta title={themeMessage('theme.blog.archive.title')} description={themeMessage('theme.blog.archive.description')} />
      <header>
        <h1>{themeMessage('theme.blog.archive.title')}</h1>
        <p>{data.blogDescription}</p>
      </header>
      <div className="blog-archive__years">
        {years.map(([year, posts]) => (
          <section key={year} className="blog-archive__year">
            <h2>{year}</h2>
            <ul>
              {posts.map((p) => (
                <li key={p.permalink}>
                  <Link to={p.permalink}>
                    {p.date.slice(5, 10)} - {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

/** All blog tags. */
export function BlogTagsListPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogTagsListData>(route, 'blog-tags-list');
  return (
    <BlogPageLayout>
      <TagsIndex title={themeMessage('theme.tags.tagsPageTitle')} tags={data.tags} />
    </BlogPageLayout>
  );
}

/** The posts of one tag (one page of them). */
export function BlogTagPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogTagData>(route, 'blog-tag');
  const title = themeMessage('theme.blog.tagTitle', { nPosts: postCount(data.tag.count), tagName: data.tag.label });
  return (
    <BlogPageLayout>
      <PageMeta title={title} description={data.tag.description} />
      <header className="blog-list-header">
        <h1>{title}</h1>
        {data.tag.description ? <p>{data.tag.description}</p> : null}
        <Link to={data.tag.allTagsPath}>{themeMessage('theme.tags.tagsPageLink')}</Link>
      </header>
      {data.items.map((item) => (
        <BlogListItemView key={item.post.id} item={item} />
      ))}
      <ListPaginator metadata={data.metadata} />
    </BlogPageLayout>
  );
}

/** All authors with a page. */
export function BlogAuthorsListPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogAuthorsListData>(route, 'blog-authors-list');
  return (
    <BlogPageLayout>
      <PageMeta title={themeMessage('theme.blog.authorsList.pageTitle')} />
      <h1>{themeMessage('theme.blog.authorsList.pageTitle')}</h1>
      <ul className="authors-list">
        {data.authors.map((a) => (
          <li key={a.key ?? a.name}>
            <AuthorCard author={a} size="large" />
            <span className="authors-list__count">{postCount(a.count)}</span>
          </li>
        ))}
      </ul>
    </BlogPageLayout>
  );
}

/** The posts of one author (one page of them). */
export function BlogAuthorPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogAuthorData>(route, 'blog-author');
  return (
    <BlogPageLayout>
      <PageMeta title={data.author.name ?? data.author.key ?? themeMessage('sitegraph.blog.author.fallbackTitle')} description={data.author.description ?? data.author.title} />
      <header className="blog-list-header">
        {/* The author's name is the page's h1, as on Docusaurus's author page. */}
        <AuthorCard author={data.author} size="large" as="h1" />
        {data.author.description ? <p>{data.author.description}</p> : null}
        <h2>{postCount(data.author.count)}</h2>
      </header>
      {data.items.map((item) => (
        <BlogListItemView key={item.post.id} item={item} />
      ))}
      <ListPaginator metadata={data.metadata} />
    </BlogPageLayout>
  );
}
