import type { ReactNode } from 'react';
import { Content } from '../content/Content.js';
import ThemeTagsListInline from '../theme-components/TagsListInline.js';
import ThemeBlogPostPaginator from '../theme-components/BlogPostPaginator.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeReadMoreLink from '../theme-components/BlogPostItem/Footer/ReadMoreLink.js';
import ThemeEditMetaRow from '../theme-components/EditMetaRow.js';
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
import { AuthorCard, BlogPostHeader } from './BlogPostHeader.js';
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

/** A post in a list: header, truncated content, "Read more" when truncated (`BlogPostItem/Footer/ReadMoreLink` as the site swizzles it), tags. */
function BlogListItemView({ item }: { item: BlogListItem }) {
  const ReadMore = useThemeComponent('BlogPostItem/Footer/ReadMoreLink', ThemeReadMoreLink);
  const TagsListInline = useThemeComponent('TagsListInline', ThemeTagsListInline);
  return (
    <article className="blog-post blog-post--preview">
      <BlogPostHeader post={item.post} asLink />
      <div className="markdown">
        <Content content={item.content} />
      </div>
      <footer className="blog-post__footer">
        <TagsListInline tags={item.post.tags} />
        {item.post.hasTruncateMarker ? (
          <ReadMore blogPostTitle={item.post.title} to={item.post.permalink} />
        ) : null}
      </footer>
    </article>
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
 * A blog post page: header (date, authors, reading time), content, tags, the edit link and last
 * update (`@theme/EditMetaRow` as the site swizzles it, when the post has either, as Docusaurus's
 * post footer), neighbours, TOC.
 */
export function BlogPostPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<BlogPostData>(route, 'blog-post');
  const themeConfig = useThemeConfig();
  const MetaRow = useThemeComponent('EditMetaRow', ThemeEditMetaRow);
  const TagsListInline = useThemeComponent('TagsListInline', ThemeTagsListInline);
  const BlogPostPaginator = useThemeComponent('BlogPostPaginator', ThemeBlogPostPaginator);
  const TOC = useThemeComponent('TOC', ThemeTOC);
  const { post } = data;
  const { min, max } = tocLevels(post.frontMatter, themeConfig);
  const toc = post.frontMatter.hide_table_of_contents ? [] : filterToc(data.content.toc, min, max);
  return (
    <BlogPageLayout toc={toc.length ? <TOC toc={flattenToc(toc)} minHeadingLevel={min} maxHeadingLevel={max} /> : null}>
      <PageMeta title={post.title} description={post.description} keywords={post.frontMatter.keywords} image={post.frontMatter.image} noIndex={post.unlisted} />
      {post.unlisted ? (
        <div className="unlisted-banner" role="note">
          {themeMessage('theme.unlistedContent.message')}
        </div>
      ) : null}
      <article className="blog-post">
        <BlogPostHeader post={post} asLink={false} />
        <div className="markdown">
          <Content content={data.content} />
        </div>
        <footer className="blog-post__footer">
          <TagsListInline tags={post.tags} />
          {post.editUrl || post.lastUpdatedAt !== null || post.lastUpdatedBy ? <MetaRow editUrl={post.editUrl} lastUpdatedAt={post.lastUpdatedAt} lastUpdatedBy={post.lastUpdatedBy} /> : null}
        </footer>
      </article>
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
