import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';
import AnnouncementBar from './AnnouncementBar.js';
import BackToTopButton from './BackToTopButton.js';
import BlogLayout, { type BlogLayoutProps } from './BlogLayout.js';
import BlogPostPaginator, { type BlogPostPaginatorProps } from './BlogPostPaginator.js';
import BlogSidebar, { type BlogSidebarProps } from './BlogSidebar.js';
import ContentVisibility from './ContentVisibility.js';
import DocItemContent from './DocItem/Content.js';
import DocItemPaginator from './DocItem/Paginator.js';
import DocItemTOCDesktop from './DocItem/TOC/Desktop.js';
import DocBreadcrumbs from './DocBreadcrumbs.js';
import DocCard from './DocCard.js';
import DocCategoryGeneratedIndexPage, { type DocCategoryGeneratedIndexPageProps } from './DocCategoryGeneratedIndexPage.js';
import DocCardList from './DocCardList.js';
import DocItemTOCMobile from './DocItem/TOC/Mobile.js';
import DocPaginator, { type DocPaginatorProps } from './DocPaginator.js';
import DocSidebar, { type DocSidebarProps } from './DocSidebar.js';
import DocSidebarItem from './DocSidebarItem.js';
import DocSidebarItemCategory from './DocSidebarItem/Category.js';
import DocSidebarItemHtml from './DocSidebarItem/Html.js';
import DocSidebarItemLink from './DocSidebarItem/Link.js';
import DocSidebarItems, { type DocSidebarItemsProps } from './DocSidebarItems.js';
import type { DocSidebarItemProps } from '../sidebar/DocSidebarItems.js';
import DocVersionBadge from './DocVersionBadge.js';
import DocVersionBanner from './DocVersionBanner.js';
import ErrorPageContent from './ErrorPageContent.js';
import Heading from './Heading.js';
import LayoutProvider from './Layout/Provider.js';
import MDXComponents from './MDXComponents.js';
import MDXContent from './MDXContent.js';
import { siteWithTheme } from '../swizzle/site-with-theme.js';
import ComponentTypes from './NavbarItem/ComponentTypes.js';
import DropdownNavbarItem from './NavbarItem/DropdownNavbarItem.js';
import DocsVersionDropdownNavbarItem, { type DocsVersionDropdownNavbarItemProps } from './NavbarItem/DocsVersionDropdownNavbarItem.js';
import SkipToContent from './SkipToContent.js';
import TOC from './TOC.js';
import TOCItems, { type TOCItemsProps } from './TOCItems.js';
import TOCItemsTree, { type TOCItemTreeProps } from './TOCItems/Tree.js';
import TOCInline from './TOCInline.js';
import ThemedImage from './ThemedImage.js';
import IconExternalLink from './Icon/ExternalLink.js';
import PaginatorNavLink, { type PaginatorNavLinkProps } from './PaginatorNavLink.js';
import TOCCollapsible, { type TOCCollapsibleProps } from './TOCCollapsible.js';
import Tag, { type TagProps } from './Tag.js';
import TagsListInline, { type TagsListInlineProps } from './TagsListInline.js';
import { useDocTocItems } from '../toc/use-doc-toc.js';
import type { SidebarItem } from '../data/site-data.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

function features(site: Record<string, unknown> = {}) {
  const { graph, chunks } = goldenGraph(FEATURES, site as never);
  return planFor(graph, chunks);
}

/** An ejected `DocItem/Layout` as sites write one (ionic-docs'): the theme's doc parts without props. */
function EjectedDocItemLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="ejected-layout">
      <DocVersionBanner className="ejected-banner" />
      <div className="row">
        <div className="col">
          <ContentVisibility />
          <article>
            <DocVersionBadge className="ejected-badge" />
            <DocItemTOCMobile />
            <DocItemContent>{children}</DocItemContent>
          </article>
          <DocItemPaginator />
        </div>
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      </div>
    </div>
  );
}

/** The page's HTML between two markers (the rendered part of an ejected component). */
function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  expect(from).toBeGreaterThanOrEqual(0);
  return html.slice(from, to < 0 ? undefined : to);
}

describe('the theme parts ejected components import', () => {
  it('read the displayed doc and version inside an ejected DocItem/Layout', () => {
    const plan = features();
    const { html, title } = renderApp(plan, '/docs/4.0/guides/timelines', {}, {}, { 'DocItem/Layout': EjectedDocItemLayout });
    expect(title).toMatch(/\| Framewright$/);
    const docTitle = title!.replace(' | Framewright', '');
    const layout = between(html, 'class="ejected-layout"', '<footer');
    // The unreleased 4.0 (beta) version: its banner links to the same doc in the latest version.
    expect(layout).toMatch(/class="version-banner version-banner--unreleased ejected-banner"/);
    expect(layout).toContain('<a href="/docs/guides/timelines"><strong>latest version</strong></a>');
    expect(layout).toMatch(/class="badge version-badge ejected-badge">Version: 4.0 \(beta\)/);
    // Both tables of contents hold the doc's headings, the body and its title are there once.
    expect(layout).toMatch(/class="toc-collapsible theme-doc-toc-mobile"/);
    expect(between(layout, 'theme-doc-toc-desktop', '</nav>')).toContain('href="#second-section"');
    expect(layout).toContain('Synthetic content of');
    expect(layout.split(`<h1>${docTitle}</h1>`)).toHaveLength(2);
    // Previous / next of the doc, from the graph.
    const pagination = between(layout, 'class="pagination-nav"', '</nav>');
    expect(pagination).toContain('pagination-nav__link--prev');
    expect(pagination).toContain('pagination-nav__link--next');
    expect(layout).not.toContain('unlisted-banner');
    // The theme's own layout is replaced, not rendered as well.
    expect(html.match(/class="doc-page row"/g)).toBeNull();
  });

  it("the theme's doc page renders its tables of contents through DocItem/TOC/Mobile and /Desktop, as the site swizzles them", () => {
    const plan = features();
    const theme = renderApp(plan, '/docs/4.0/guides/timelines').html;
    expect(theme).toMatch(/class="toc-collapsible theme-doc-toc-mobile"/);
    expect(between(theme, 'class="doc-page__toc"', '</nav>')).toMatch(/theme-doc-toc-desktop[\s\S]*href="#second-section"/);
    const swizzled = renderApp(plan, '/docs/4.0/guides/timelines', {}, {}, {
      'DocItem/TOC/Desktop': () => <aside className="my-toc-desktop" />,
      'DocItem/TOC/Mobile': () => <aside className="my-toc-mobile" />,
    }).html;
    expect(between(swizzled, 'class="doc-page__toc"', '</div>')).toContain('<aside class="my-toc-desktop"></aside>');
    expect(swizzled).toContain('<aside class="my-toc-mobile"></aside>');
    expect(swizzled).not.toContain('theme-doc-toc-');
  });

  it("a blog post's footer renders the edit link through EditMetaRow and EditThisPage, as the site swizzles them", () => {
    const post = '/blog/2025/06/18/framewright-5-preview';
    const theme = renderApp(features(), post).html;
    expect(between(theme, 'class="blog-post__footer"', '</footer>')).toMatch(/class="doc-footer__meta"><a href="https:\/\/github.com\/framewright\/framewright\/edit\/main\/website\/blog\/2025-06-18-framewright-5-preview.mdx"[^>]*class="edit-this-page/);
    const swizzled = renderApp(features(), post, {}, {}, { EditThisPage: ({ editUrl }: { editUrl: string | null }) => <a className="my-edit" href={editUrl ?? ''} /> }).html;
    expect(between(swizzled, 'class="blog-post__footer"', '</footer>')).toContain('<a class="my-edit" href="https://github.com/framewright/framewright/edit/main/website/blog/2025-06-18-framewright-5-preview.mdx"></a>');
    expect(swizzled).not.toContain('class="edit-this-page');
  });

  it('a blog list renders "Read more" through BlogPostItem/Footer/ReadMoreLink, as the site swizzles it', () => {
    const theme = renderApp(features(), '/blog').html;
    const readMore = theme.match(/<a [^>]*class="blog-post__read-more"[^>]*><b>Read more<\/b><\/a>/g) ?? [];
    expect(readMore.length).toBeGreaterThan(0);
    function ReadMoreLink({ blogPostTitle, ...props }: { blogPostTitle: string; to?: string }) {
      return <a className="my-read-more" href={props.to} title={blogPostTitle} />;
    }
    const swizzled = renderApp(features(), '/blog', {}, {}, { 'BlogPostItem/Footer/ReadMoreLink': ReadMoreLink }).html;
    expect(swizzled.match(/<a class="my-read-more" href="\/blog\/[^"]+" title="[^"]+"><\/a>/g)).toHaveLength(readMore.length);
    expect(swizzled).not.toContain('blog-post__read-more');
  });

  it('the docs page renders its sidebar through @theme/DocSidebar, so a wrapper of the original (ionic-docs\') gets the sidebar and path', () => {
    const path = '/docs/4.0/guides/timelines';
    const theme = renderApp(features(), path).html;
    const nav = between(theme, '<aside class="docs-sidebar-container">', '</aside>');
    expect(nav).toContain('<nav class="menu doc-sidebar"');
    function Wrapper(props: DocSidebarProps) {
      return (
        <>
          <div className="sidebar-logo" data-path={props.path} />
          <DocSidebar {...props} />
        </>
      );
    }
    const swizzled = renderApp(features(), path, {}, {}, { DocSidebar: Wrapper }).html;
    expect(between(swizzled, '<aside class="docs-sidebar-container">', '</aside>')).toBe(nav.replace('<aside class="docs-sidebar-container">', `<aside class="docs-sidebar-container"><div class="sidebar-logo" data-path="${path}"></div>`));
  });

  it('the sidebar renders its items through DocSidebarItems, DocSidebarItem and its Link, Category and Html parts as the site swizzles them, and the originals change nothing', () => {
    const path = '/docs/4.0/guides/timelines';
    const sidebar = (html: string) => between(html, '<aside class="docs-sidebar-container">', '</aside>');
    const theme = sidebar(renderApp(features(), path).html);
    const originals = { DocSidebarItems, DocSidebarItem, 'DocSidebarItem/Link': DocSidebarItemLink, 'DocSidebarItem/Category': DocSidebarItemCategory, 'DocSidebarItem/Html': DocSidebarItemHtml };
    expect(sidebar(renderApp(features(), path, {}, {}, originals).html)).toBe(theme);
    const links = (theme.match(/<li class="menu__list-item[^"]*"><a [^>]*class="menu__link[ "]/g) ?? []).length;
    const categories = (theme.match(/menu__list-item-collapsible/g) ?? []).length;
    expect(links).toBeGreaterThan(0);
    expect(categories).toBeGreaterThan(0);
    // A wrapper of the original link part (the usual icon swizzle) sees every link with its level and index.
    function IconLink(props: DocSidebarItemProps) {
      return (
        <>
          <i className={`icon level-${props.level} index-${props.index}`} />
          <DocSidebarItemLink {...(props as DocSidebarItemProps<Extract<typeof props.item, { type: 'link' }>>)} />
        </>
      );
    }
    const withIcons = sidebar(renderApp(features(), path, {}, {}, { 'DocSidebarItem/Link': IconLink }).html);
    expect((withIcons.match(/<i class="icon level-\d index-\d+"><\/i>/g) ?? []).length).toBe(links);
    expect(withIcons).toContain('<i class="icon level-1 index-0"></i>');
    expect(withIcons).toMatch(/<i class="icon level-2 index-\d+"><\/i>/);
    expect(withIcons.replace(/<i class="icon[^"]*"><\/i>/g, '')).toBe(theme);
    const categoriesOnly = sidebar(renderApp(features(), path, {}, {}, { 'DocSidebarItem/Category': ({ item, level }: DocSidebarItemProps) => <li className="my-category">{`${level}:${item.type === 'category' ? item.label : ''}`}</li> }).html);
    expect((categoriesOnly.match(/class="my-category"/g) ?? []).length).toBeGreaterThan(0);
    expect(categoriesOnly).not.toContain('menu__list-item-collapsible');
    // Every list, the top one and each category's, goes through DocSidebarItems.
    const lists = sidebar(renderApp(features(), path, {}, {}, { DocSidebarItems: (props: DocSidebarItemsProps) => <li className={`my-list level-${props.level}`}>{props.items.length}</li> }).html);
    expect(lists).toMatch(/<ul class="menu__list"><li class="my-list level-1">\d+<\/li><\/ul>/);
    const nested = sidebar(renderApp(features(), path, {}, {}, { DocSidebarItem: ({ item, index, level }: DocSidebarItemProps) => <li className="my-item">{`${level}.${index} ${item.type}`}</li> }).html);
    expect((nested.match(/class="my-item"/g) ?? []).length).toBeGreaterThan(0);
    expect(nested).not.toContain('menu__link');
  });

  it("the theme's doc page renders its version banner and badge, unlisted note and paginator as the site swizzles them", () => {
    const path = '/docs/4.0/guides/timelines';
    const theme = renderApp(features(), path).html;
    expect(theme).toContain('class="version-banner version-banner--unreleased');
    expect(theme).toContain('class="pagination-nav"');
    const swizzled = renderApp(features(), path, {}, {}, {
      DocVersionBanner: () => <div className="my-banner" />,
      DocVersionBadge: () => <span className="my-badge" />,
      ContentVisibility: () => <div className="my-visibility" />,
      'DocItem/Paginator': () => <nav className="my-paginator" />,
    }).html;
    const page = between(swizzled, 'class="doc-page row"', 'class="doc-page__toc"');
    expect(page).toMatch(/<div class="doc-page__main"><div class="my-banner"><\/div><div class="my-visibility"><\/div><article class="doc-item">/);
    expect(page).toContain('<span class="my-badge"></span>');
    expect(page).toContain('</article><nav class="my-paginator"></nav></div>');
    expect(page).not.toMatch(/version-banner|version-badge|pagination-nav/);
  });

  it('the doc layout and both TOC parts share one computed TOC per doc, not one each', () => {
    const seen: unknown[] = [];
    function Capture({ className }: { className: string }) {
      const toc = useDocTocItems();
      seen.push(toc);
      return <aside className={className} data-items={toc.length} />;
    }
    const html = renderApp(features(), '/docs/4.0/guides/timelines', {}, {}, {
      'DocItem/TOC/Desktop': () => <Capture className="my-toc-desktop" />,
      'DocItem/TOC/Mobile': () => <Capture className="my-toc-mobile" />,
    }).html;
    expect(html).toMatch(/class="my-toc-desktop" data-items="[1-9]/);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('every Markdown body renders inside @theme/MDXContent as the site swizzles it (pnpm.io adds an ad slot above each), and the original adds nothing', () => {
    const Wrapper = ({ children }: { children?: ReactNode }) => (
      <>
        <div className="my-slot" />
        <MDXContent>{children}</MDXContent>
      </>
    );
    const doc = '/docs/4.0/guides/timelines';
    expect(renderApp(features(), doc, {}, {}, { MDXContent }).html).toBe(renderApp(features(), doc).html);
    const swizzledDoc = renderApp(features(), doc, {}, {}, { MDXContent: Wrapper }).html;
    expect(swizzledDoc.match(/class="my-slot"/g)).toHaveLength(1);
    // As DocItem/Content places it in Docusaurus: after the title, around the body.
    expect(swizzledDoc).toMatch(/<div class="theme-doc-markdown markdown"><header><h1>Timelines<\/h1><\/header><div class="my-slot"><\/div><!--\$--><p>/);
    const blog = renderApp(features(), '/blog', {}, {}, { MDXContent: Wrapper }).html;
    expect(blog.match(/class="my-slot"/g)?.length).toBe(blog.match(/<article/g)?.length);
  });

  it('the theme renders DocPaginator, DocBreadcrumbs, TOCCollapsible, BlogSidebar and BackToTopButton as the site swizzles them, and the originals change nothing', () => {
    const doc = '/docs/4.0/guides/timelines';
    const originals = { DocPaginator, TOCCollapsible, BlogSidebar, BackToTopButton, DocBreadcrumbs };
    expect(renderApp(features(), doc, {}, {}, originals).html).toBe(renderApp(features(), doc).html);
    expect(renderApp(features(), '/blog', {}, {}, originals).html).toBe(renderApp(features(), '/blog').html);
    const swizzled = {
      DocPaginator: ({ previous, next }: DocPaginatorProps) => <nav className="my-paginator">{`${previous?.title} | ${next?.title}`}</nav>,
      TOCCollapsible: ({ toc, minHeadingLevel, maxHeadingLevel }: TOCCollapsibleProps) => <div className="my-toc-collapsible">{`${toc.map((t) => t.id).join(',')} ${minHeadingLevel}-${maxHeadingLevel}`}</div>,
      BlogSidebar: ({ sidebar }: BlogSidebarProps) => <aside className="my-blog-sidebar">{sidebar?.items.length}</aside>,
      BackToTopButton: () => <button type="button" className="my-top" />,
      DocBreadcrumbs: () => <nav className="my-crumbs" />,
    };
    const docHtml = renderApp(features(), doc, {}, {}, swizzled).html;
    expect(docHtml).toContain('<nav class="my-paginator">Compositions | Keyframes</nav>');
    expect(docHtml).toContain('<div class="my-toc-collapsible">first-section,second-section 2-3</div>');
    expect(docHtml).toContain('<button type="button" class="my-top"></button>');
    expect(docHtml).not.toContain('pagination-nav');
    expect(docHtml).toContain('<nav class="my-crumbs"></nav>');
    expect(docHtml).not.toContain('class="breadcrumbs"');
    const generatedIndex = renderApp(features(), '/docs/4.0/category/examples', {}, {}, swizzled).html;
    expect(generatedIndex).toMatch(/<nav class="my-paginator">[^<]+<\/nav>/);
    expect(generatedIndex).toContain('<nav class="my-crumbs"></nav>');
    const blog = renderApp(features(), '/blog', {}, {}, swizzled).html;
    expect(blog).toMatch(/<aside class="my-blog-sidebar">[1-9]\d*<\/aside>/);
    expect(blog).not.toContain('class="blog-sidebar"');
  });

  it('the blog post page and the footers render BlogPostPaginator, TagsListInline and Tag as the site swizzles them, and the originals change nothing', () => {
    const post = '/blog/2025/06/18/framewright-5-preview';
    const originals = { BlogPostPaginator, TagsListInline, Tag };
    for (const page of [post, '/blog']) expect(renderApp(features(), page, {}, {}, originals).html).toBe(renderApp(features(), page).html);
    const theme = renderApp(features(), post).html;
    const swizzled = renderApp(features(), post, {}, {}, {
      BlogPostPaginator: ({ prevItem, nextItem }: BlogPostPaginatorProps) => <nav className="my-post-paginator">{`${prevItem?.title ?? '-'} | ${nextItem?.title ?? '-'}`}</nav>,
      Tag: ({ label, permalink }: TagProps) => <a className="my-tag" href={permalink}>{label.toUpperCase()}</a>,
    }).html;
    expect(swizzled).toMatch(/<nav class="my-post-paginator">[^<|]+ \| [^<]+<\/nav>/);
    expect(swizzled).not.toContain('class="pagination-nav');
    const tagCount = (theme.match(/class="tag__link"/g) ?? []).length;
    expect(tagCount).toBeGreaterThan(0);
    expect((swizzled.match(/class="my-tag"/g) ?? []).length).toBe(tagCount);
    const list = renderApp(features(), '/blog', {}, {}, { TagsListInline: ({ tags }: TagsListInlineProps) => <p className="my-tags">{tags.length}</p> }).html;
    expect(list).toMatch(/<p class="my-tags">\d+<\/p>/);
    expect(list).not.toContain('class="tags-row"');
  });

  it('every blog page renders BlogLayout as the site swizzles it, given the sidebar and the TOC, and the original changes nothing', () => {
    // Not the archive, which Docusaurus renders without BlogLayout too.
    const pages = ['/blog', '/blog/2025/04/22/audio-ducking', '/blog/tags', '/blog/tags/tutorial'];
    for (const page of pages) expect(renderApp(features(), page, {}, {}, { BlogLayout }).html).toBe(renderApp(features(), page).html);
    // A wrapper of the original (the usual swizzle: a banner above the blog).
    function Wrapper(props: BlogLayoutProps) {
      return (
        <>
          <div className="my-blog-banner" data-posts={props.sidebar?.items.length} data-toc={String(!!props.toc)} />
          <BlogLayout {...props} />
        </>
      );
    }
    for (const page of pages) {
      const theme = renderApp(features(), page).html;
      const html = renderApp(features(), page, {}, {}, { BlogLayout: Wrapper }).html;
      const banner = html.match(/<div class="my-blog-banner" data-posts="(\d+)" data-toc="(true|false)"><\/div>/);
      expect(banner, page).not.toBeNull();
      expect(Number(banner![1])).toBeGreaterThan(0);
      expect(banner![2]).toBe(String(page.startsWith('/blog/2025')));
      expect(html.replace(banner![0], '')).toBe(theme);
    }
  });

  it('a generated-index page renders through DocCategoryGeneratedIndexPage as the site swizzles it, given Docusaurus\'s categoryGeneratedIndex', () => {
    const page = '/docs/4.0/category/examples';
    const theme = renderApp(features(), page).html;
    expect(renderApp(features(), page, {}, {}, { DocCategoryGeneratedIndexPage }).html).toBe(theme);
    const seen: DocCategoryGeneratedIndexPageProps[] = [];
    // A wrapper that retitles the page and adds a note under it.
    function Wrapper({ categoryGeneratedIndex }: DocCategoryGeneratedIndexPageProps) {
      seen.push({ categoryGeneratedIndex });
      return (
        <>
          <DocCategoryGeneratedIndexPage categoryGeneratedIndex={{ ...categoryGeneratedIndex, title: `All ${categoryGeneratedIndex.title}` }} />
          <p className="my-note">{categoryGeneratedIndex.permalink}</p>
        </>
      );
    }
    const { html, title } = renderApp(features(), page, {}, {}, { DocCategoryGeneratedIndexPage: Wrapper });
    const index = seen[0]!.categoryGeneratedIndex;
    expect(index.permalink).toBe(page);
    expect(index.navigation.previous?.permalink ?? index.navigation.next?.permalink).toMatch(/^\/docs\/4\.0\//);
    expect(html).toContain(`<h1>All ${index.title}</h1>`);
    expect(title).toBe(`All ${index.title} | Framewright`);
    expect(html).toContain(`<p class="my-note">${page}</p>`);
    expect((html.match(/class="card"/g) ?? []).length).toBe((theme.match(/class="card"/g) ?? []).length);
  });

  it("a generated-index page renders its category's items through DocCardList and DocCard when the site swizzles either, and the theme's DocCard keeps the compiler's descriptions", () => {
    const page = '/docs/4.0/category/examples';
    const theme = renderApp(features(), page).html;
    const themeCards = [...theme.matchAll(/<a href="([^"]+)" class="card">.*?<p class="card__description">([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]);
    expect(themeCards.length).toBeGreaterThan(0);
    expect(themeCards.some(([, description]) => description)).toBe(true);
    // A wrapper of the original card (the usual swizzle) around each item, in DocCardList's grid.
    function Wrapper(props: { item: SidebarItem }) {
      return (
        <div className="my-card" data-type={props.item.type}>
          <DocCard {...props} />
        </div>
      );
    }
    const html = renderApp(features(), page, {}, {}, { DocCard: Wrapper }).html;
    expect((html.match(/class="my-card"/g) ?? []).length).toBe(themeCards.length);
    expect(html).toContain('<section class="row doc-card-list">');
    expect(html).not.toContain('class="card-grid"');
    const wrapped = [...html.matchAll(/<a href="([^"]+)" class="card">.*?<p class="card__description">([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]);
    expect(wrapped).toEqual(themeCards);
    // The original DocCardList and DocCard give the same cards as the theme's page.
    const originals = renderApp(features(), page, {}, {}, { DocCardList, DocCard }).html;
    expect([...originals.matchAll(/<a href="([^"]+)" class="card">.*?<p class="card__description">([^<]*)<\/p>/g)].map((m) => [m[1], m[2]])).toEqual(themeCards);
    const list = renderApp(features(), page, {}, {}, { DocCardList: ({ items }: { items: readonly SidebarItem[] }) => <ul className="my-list">{items.length}</ul> }).html;
    expect(list).toContain(`<ul class="my-list">${themeCards.length}</ul>`);
  });

  it('doc and post paginators render their links through PaginatorNavLink as the site swizzles it', () => {
    const doc = '/docs/4.0/guides/timelines';
    expect(renderApp(features(), doc, {}, {}, { PaginatorNavLink }).html).toBe(renderApp(features(), doc).html);
    const MyLink = ({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) => <a className={`my-link my-link--${isNext ? 'next' : 'prev'}`} href={permalink}>{subLabel}: {title}</a>;
    const html = renderApp(features(), doc, {}, {}, { PaginatorNavLink: MyLink }).html;
    expect(html).toContain('<a class="my-link my-link--prev" href="/docs/4.0/guides/compositions">Previous<!-- -->: <!-- -->Compositions</a>');
    expect(html).toContain('<a class="my-link my-link--next" href="/docs/4.0/guides/keyframes">Next<!-- -->: <!-- -->Keyframes</a>');
    const post = renderApp(features(), '/blog/2025/06/18/framewright-5-preview', {}, {}, { PaginatorNavLink: MyLink }).html;
    expect(post).toMatch(/class="my-link my-link--(prev|next)"/);
  });

  it('Icon/ExternalLink is a labelled SVG of 13.5 px by default that takes SVG props', () => {
    expect(renderToStaticMarkup(<IconExternalLink />)).toMatch(/^<svg width="13.5" height="13.5" viewBox="0 0 24 24" aria-label="\(opens in new tab\)" role="img" class="icon-external-link"><path /);
    expect(renderToStaticMarkup(<IconExternalLink width={10} height={12} className="x" style={{ marginLeft: 4 }} />)).toMatch(/^<svg width="10" height="12" viewBox="0 0 24 24" aria-label="\(opens in new tab\)" role="img" class="icon-external-link x" style="margin-left:4px">/);
  });

  it('ThemedImage renders the light and dark sources for the theme CSS to pick, or one image when they are the same', () => {
    const html = renderToStaticMarkup(<ThemedImage sources={{ light: '/img/l.png', dark: '/img/d.png' }} alt="Diagram" className="wide" width={200} />);
    expect(html).toBe('<img width="200" src="/img/l.png" alt="Diagram" class="wide themed-light"/><img width="200" src="/img/d.png" alt="Diagram" class="wide themed-dark"/>');
    expect(renderToStaticMarkup(<ThemedImage sources={{ light: '/img/x.png', dark: '/img/x.png' }} alt="" />)).toBe('<img src="/img/x.png" alt=""/>');
  });

  it("a swizzled MDXComponents' lower-case keys replace Markdown's elements (ionic-docs' replaces table), and spreading the original changes nothing", () => {
    const path = '/docs/canary/rendering/codecs';
    const theme = renderApp(features(), path).html;
    expect(renderApp(features(), path, siteWithTheme({}, { MDXComponents: { ...MDXComponents } })).html).toBe(theme);
    function P({ children }: { children?: ReactNode }) {
      return <p className="my-p">{children}</p>;
    }
    function H2({ children, id }: { children?: ReactNode; id?: string }) {
      return (
        <h2 className="my-h2" id={id}>
          {children}
        </h2>
      );
    }
    const swizzled = renderApp(features(), path, siteWithTheme({}, { MDXComponents: { ...MDXComponents, p: P, h2: H2 } })).html;
    const body = between(swizzled, 'theme-doc-markdown', '</div>');
    expect(body.match(/<p class="my-p">/g)).toHaveLength(between(theme, 'theme-doc-markdown', '</div>').match(/<p>/g)!.length);
    expect(body).toContain('<h2 class="my-h2" id="first-section">First section</h2>');
    expect(body).not.toContain('<p>');
  });

  it("a swizzled Heading renders Markdown's headings (a wrapper of the original gets as and id)", () => {
    const path = '/docs/canary/rendering/codecs';
    function MyHeading(props: { as: 'h2'; id?: string; children?: ReactNode }) {
      return (
        <div className={`my-heading my-heading--${props.as}`}>
          <Heading {...props} />
        </div>
      );
    }
    const theme = renderApp(features(), path).html;
    const swizzled = renderApp(features(), path, siteWithTheme({}, { Heading: MyHeading })).html;
    const original = between(theme, '<h2 id="first-section"', '</h2>');
    expect(swizzled).toContain(`<div class="my-heading my-heading--h2">${original}</h2></div>`);
    expect(swizzled.match(/class="my-heading my-heading--h2"/g)).toHaveLength(2);
  });

  it('the docs version dropdown renders through NavbarItem/DocsVersionDropdownNavbarItem as the site swizzles it, given the options and mobile, and the original changes nothing', () => {
    const plan = () => features({ themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true }] } } });
    const doc = '/docs/4.0/guides/timelines';
    const theme = renderApp(plan(), doc).html;
    expect(theme).toContain('docs-version-dropdown');
    expect(renderApp(plan(), doc, {}, {}, { 'NavbarItem/DocsVersionDropdownNavbarItem': DocsVersionDropdownNavbarItem }).html).toBe(theme);
    const seen: DocsVersionDropdownNavbarItemProps[] = [];
    // The usual swizzle: a wrapper that adds a link after the versions.
    function Wrapper(props: DocsVersionDropdownNavbarItemProps) {
      seen.push(props);
      return <DocsVersionDropdownNavbarItem {...props} dropdownItemsAfter={[{ label: 'All versions', to: '/versions' }]} />;
    }
    const html = renderApp(plan(), doc, {}, {}, { 'NavbarItem/DocsVersionDropdownNavbarItem': Wrapper }).html;
    expect(seen[0]).toEqual({ position: 'right', dropdownActiveClassDisabled: true, mobile: undefined });
    expect(html).toMatch(/<a [^>]*href="\/versions"[^>]*>All versions<\/a>/);
  });

  it("a swizzled NavbarItem/ComponentTypes adds the site's own navbar item types, given the item's options and mobile", () => {
    const plan = features({ themeConfig: { navbar: { items: [{ type: 'custom-team', label: 'Team', to: '/blog', position: 'right' }] } } });
    const DefaultItem = ComponentTypes.default!;
    function TeamItem({ label, to, mobile }: { label?: string; to?: string; mobile?: boolean }) {
      return (
        <span className={`team-item${mobile ? ' team-item--mobile' : ''}`}>
          <DefaultItem label={label} to={to} mobile={mobile} />
        </span>
      );
    }
    const { html } = renderApp(plan, '/blog', {}, {}, { 'NavbarItem/ComponentTypes': { ...ComponentTypes, 'custom-team': TeamItem } });
    expect(between(html, '<span class="team-item">', '</span>')).toMatch(/<a [^>]*href="\/blog"[^>]*>Team<\/a>/);
    // Without the site's map, the type is unknown: the item is named in the error.
    expect(() => renderApp(plan, '/blog')).toThrow(/unknown type "custom-team"/);
  });

  it('the navbar renders its brand through Navbar/Logo, which renders Logo, each as the site swizzles it', () => {
    const theme = renderApp(features(), '/blog').html;
    const brand = between(theme, '<nav aria-label="Main"', '</a>');
    expect(renderApp(features(), '/blog', {}, {}, { Logo: () => <i className="my-logo" /> }).html).toContain('<i class="my-logo"></i>');
    const swizzled = renderApp(features(), '/blog', {}, {}, { 'Navbar/Logo': () => <b className="my-brand" /> }).html;
    expect(between(swizzled, '<nav aria-label="Main"', '</div>')).toContain('<b class="my-brand"></b>');
    expect(brand).toContain('navbar__brand');
    expect(swizzled).not.toContain('navbar__brand');
  });

  it("@theme/TOC takes Docusaurus's flat toc, so a wrapper mapping its items (electron's) gets every heading and renders them nested", () => {
    const path = '/docs/4.0/guides/timelines';
    const theme = between(renderApp(features(), path).html, 'class="doc-page__toc"', '</nav>');
    const seen: unknown[] = [];
    function CleaningTOC(props: { toc: readonly { id: string; value: string; level: number }[] }) {
      seen.push(props.toc);
      return <TOC {...props} toc={props.toc.map(({ id, value, level }) => ({ id, value: value.toUpperCase(), level }))} />;
    }
    const swizzled = between(renderApp(features(), path, {}, {}, { TOC: CleaningTOC }).html, 'class="doc-page__toc"', '</nav>');
    expect(seen[0]).toEqual([expect.objectContaining({ id: 'first-section', level: 2 }), expect.objectContaining({ id: 'second-section', level: 2 })]);
    expect(swizzled).toBe(theme.replace('>First section<', '>FIRST SECTION<').replace('>Second section<', '>SECOND SECTION<'));
  });

  it('every table of contents renders its list through TOCItems and TOCItems/Tree as the site swizzles them, and the blog post and Markdown pages render @theme/TOC', () => {
    const doc = '/docs/4.0/guides/timelines';
    const post = '/blog/2025/04/22/audio-ducking';
    const originals = { TOCItems, 'TOCItems/Tree': TOCItemsTree };
    for (const page of [doc, post]) expect(renderApp(features(), page, {}, {}, originals).html).toBe(renderApp(features(), page).html);
    const seen: TOCItemsProps[] = [];
    function CountingItems(props: TOCItemsProps) {
      seen.push(props);
      return (
        <>
          <p className="my-items">{props.toc.length}</p>
          <TOCItems {...props} />
        </>
      );
    }
    const docHtml = renderApp(features(), doc, {}, {}, { TOCItems: CountingItems }).html;
    // The desktop TOC highlights (it passes linkActiveClassName) within the doc's levels; the collapsible one is closed.
    expect(seen).toEqual([expect.objectContaining({ minHeadingLevel: 2, maxHeadingLevel: 3, linkActiveClassName: 'table-of-contents__link--active' })]);
    expect(docHtml).toContain('<p class="my-items">2</p><ul class="table-of-contents"><li><a href="#first-section" class="table-of-contents__link">');
    expect(seen[0]!.toc).toEqual([{ value: 'First section', id: 'first-section', level: 2 }, { value: 'Second section', id: 'second-section', level: 2 }]);
    // The usual wrapper: an extra first item, given flat as Docusaurus's toc.
    const top = renderApp(features(), doc, {}, {}, { TOCItems: (props: TOCItemsProps) => <TOCItems {...props} toc={[{ value: 'Top', id: '', level: 2 }, ...props.toc]} /> }).html;
    expect(top).toContain('<ul class="table-of-contents"><li><a href="#" class="table-of-contents__link">Top</a></li><li><a href="#first-section"');
    const postHtml = renderApp(features(), post, {}, {}, { TOC: ({ toc }: { toc: readonly unknown[] }) => <aside className="my-post-toc">{toc.length}</aside> }).html;
    expect(postHtml).toMatch(/<aside class="my-post-toc">[1-9]\d*<\/aside>/);
    expect(postHtml).not.toContain('class="table-of-contents"');
    const tree = renderApp(features(), doc, {}, {}, { 'TOCItems/Tree': ({ toc, isChild }: TOCItemTreeProps) => <ol className="my-tree">{`${toc.map((t) => t.id).join(',')} ${String(isChild)}`}</ol> }).html;
    expect(tree).toContain('<ol class="my-tree">first-section,second-section undefined</ol>');
    // Site code's TOCInline with a flat toc: levels 2 to 3 by default, nested.
    const flat = [{ value: 'A', id: 'a', level: 2 }, { value: 'B', id: 'b', level: 3 }, { value: 'C', id: 'c', level: 4 }];
    const inline = renderApp(features(), doc, {}, {}, { BackToTopButton: () => <TOCInline toc={flat} /> }).html;
    expect(inline).toContain('<div class="toc-inline"><ul class="table-of-contents"><li><a href="#a" class="table-of-contents__link">A</a><ul class=""><li><a href="#b" class="table-of-contents__link">B</a></li></ul></li></ul></div>');
  });

  it("the doc's TOC parts give TOC and TOCCollapsible every heading of the doc, flat, with the doc's levels, as Docusaurus's do", () => {
    const { graph, chunks } = goldenGraph(FEATURES, {} as never);
    // Every synthetic doc gets an h4 under its second section: outside the default levels (2 to 3).
    for (const chunk of chunks.values()) chunk.toc[1]?.children.push({ value: 'Deep', id: 'deep', level: 4, children: [] });
    const seen: { part: string; toc: readonly { id: string; level: number }[]; min?: number; max?: number }[] = [];
    const probe = (part: string) => (props: { toc: readonly { value: string; id: string; level: number }[]; minHeadingLevel?: number; maxHeadingLevel?: number }) => {
      seen.push({ part, toc: props.toc, min: props.minHeadingLevel, max: props.maxHeadingLevel });
      return part === 'TOC' ? <TOC {...props} /> : <TOCCollapsible {...props} />;
    };
    const doc = '/docs/4.0/guides/timelines';
    const html = renderApp(planFor(graph, chunks), doc, {}, {}, { TOC: probe('TOC'), TOCCollapsible: probe('TOCCollapsible') }).html;
    const ids = ['first-section', 'second-section', 'deep'];
    expect(seen.map((s) => [s.part, s.toc.map((t) => t.id), s.min, s.max])).toEqual([
      ['TOCCollapsible', ids, 2, 3],
      ['TOC', ids, 2, 3],
    ]);
    expect(html).not.toContain('href="#deep"');
    expect(html).toContain('href="#second-section"');
  });

  it('render nothing outside a doc page', () => {
    const plan = features();
    function Footer() {
      return (
        <div className="parts-outside-docs">
          <DocVersionBanner />
          <DocVersionBadge />
          <ContentVisibility />
          <DocItemTOCMobile />
          <DocItemTOCDesktop />
          <DocItemPaginator />
          <span className="parts-end" />
        </div>
      );
    }
    const { html } = renderApp(plan, '/blog', {}, {}, { Footer });
    expect(between(html, 'class="parts-outside-docs">', '<span class="parts-end"')).toBe('class="parts-outside-docs">');
  });

  it('shows the unlisted note for metadata given as a prop', () => {
    function Footer() {
      return (
        <LayoutProvider>
          <ContentVisibility metadata={{ unlisted: true }} />
          <ContentVisibility metadata={{ unlisted: false }} />
        </LayoutProvider>
      );
    }
    const { html } = renderApp(features(), '/blog', {}, {}, { Footer });
    expect(html.match(/class="unlisted-banner theme-unlisted-banner"/g)).toHaveLength(1);
  });

  it('ErrorPageContent shows the crash, Try again and the error with its causes', () => {
    function Footer() {
      return <ErrorPageContent error={new Error('The widget broke', { cause: new Error('No data') })} tryAgain={() => {}} />;
    }
    const { html, title } = renderApp(features(), '/blog', {}, {}, { Footer });
    const page = between(html, 'class="container error-page"', '</main>');
    expect(page).toContain('This page crashed.');
    expect(page).toContain('Try again');
    expect(page).toContain('The widget broke');
    expect(page).toContain('No data');
    expect(title).not.toMatch(/crash/i);
  });

  it('the shell renders a swizzled SkipToContent and AnnouncementBar, and @theme/AnnouncementBar is the configured bar', () => {
    const announcementBar = { id: 'release', content: 'Version <b>5</b> is out', isCloseable: false };
    const plan = features({ themeConfig: { announcementBar } });
    const { html } = renderApp(plan, '/blog', {}, {}, {
      SkipToContent: () => <a className="my-skip" href="#content">Skip</a>,
      AnnouncementBar: () => (
        <div className="my-announcement">
          <AnnouncementBar />
        </div>
      ),
    });
    expect(html.indexOf('class="my-skip"')).toBeGreaterThanOrEqual(0);
    expect(html).not.toContain('class="skip-to-content"');
    expect(between(html, 'class="my-announcement"', '</button>')).toContain('Version <b>5</b> is out');
    expect(html.match(/data-announcement-id="release"/g)).toHaveLength(1);
  });

  it('@theme/SkipToContent is the theme skip link', () => {
    const { html } = renderApp(features(), '/blog', {}, {}, { Footer: () => <SkipToContent /> });
    expect(html.match(/class="skip-to-content"/g)).toHaveLength(2);
  });

  it('DropdownNavbarItem renders items as Docusaurus links (pathname://, base URL, lang), and the navbar renders a swizzled one for dropdown items', () => {
    const plan = features({ baseUrl: '/site/', themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog' }] }] } } });
    function LocaleLikeDropdown(props: { label?: ReactNode; mobile?: boolean }) {
      return (
        <DropdownNavbarItem
          mobile={props.mobile}
          label={<span className="my-dropdown-label">{props.label}</span>}
          items={[
            { label: '日本語', lang: 'ja', to: 'pathname:///site/ja/blog', target: '_self', autoAddBaseUrl: false, className: 'locale-ja' },
            { label: 'Docs', to: '/docs/intro' },
            { label: 'Elsewhere', href: 'https://example.org/x' },
          ]}
        />
      );
    }
    const { html } = renderApp(plan, '/site/blog', {}, {}, { 'NavbarItem/DropdownNavbarItem': LocaleLikeDropdown });
    const bar = between(html, 'class="navbar__item dropdown', '</ul>');
    expect(bar).toContain('<span class="my-dropdown-label">More</span>');
    expect(bar).toMatch(/<a href="\/site\/ja\/blog" class="dropdown__link locale-ja" lang="ja" target="_self">日本語<\/a>/);
    expect(bar).toContain('href="/site/docs/intro"');
    expect(bar).toMatch(/href="https:\/\/example.org\/x"[^>]*target="_blank"/);
  });
});
